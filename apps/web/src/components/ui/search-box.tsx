import { SEARCH_MAX_LENGTH } from '@market/domain';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { SEARCH_DEBOUNCE_MS } from '@/lib/use-debounced-input';
import { inputClasses } from './input';

/** Waits `ms` after the last change before reporting a value (spec 001 section 9: search debounce 500 ms). */
export function useDebouncedCallback<T>(callback: (value: T) => void, ms = SEARCH_DEBOUNCE_MS) {
  const ref = useRef(callback);
  ref.current = callback;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const pending = useRef<{ value: T } | null>(null);
  const schedule = (value: T) => {
    if (timer.current) clearTimeout(timer.current);
    pending.current = { value };
    timer.current = setTimeout(() => {
      pending.current = null;
      ref.current(value);
    }, ms);
  };
  /** Reports a waiting value now (e.g. when the field loses the focus). */
  const flush = () => {
    if (timer.current) clearTimeout(timer.current);
    const waiting = pending.current;
    pending.current = null;
    if (waiting) ref.current(waiting.value);
  };
  return { schedule, flush };
}

/** A search field that reports its (trimmed) text 500 ms after the typing stops, or when left. */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  className,
  maxLength = SEARCH_MAX_LENGTH,
}: {
  value: string;
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
  className?: string;
  /** The server's limit (issue 16: a longer search cannot be typed). */
  maxLength?: number;
}) {
  const [text, setText] = useState(value);
  // Leaving the field applies a waiting search at once: a late one must not undo a navigation.
  const report = useDebouncedCallback((next: string) => onSearch(next.trim()));

  // The address changed (Back, a cleared filter): show it.
  useEffect(() => setText(value), [value]);

  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <input
        type="search"
        maxLength={maxLength}
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          report.schedule(event.target.value);
        }}
        onBlur={report.flush}
        className={cn(inputClasses, 'pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden')}
      />
      {text ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setText('');
            onSearch('');
          }}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-400 hover:text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}

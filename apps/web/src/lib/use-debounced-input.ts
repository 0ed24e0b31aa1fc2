import { useEffect, useRef, useState } from 'react';

/** The search debounce of spec 001 section 9. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * A text box bound to a value kept elsewhere (the URL): typing updates the box at once and calls
 * `commit` once typing has paused for `delay` ms; a change of `value` from outside (back button,
 * "Clear filters") shows in the box.
 */
export function useDebouncedInput(value: string, commit: (text: string) => void, delay = SEARCH_DEBOUNCE_MS) {
  const [text, setText] = useState(value);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    setText(value);
  }, [value]);

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => commitRef.current(text.trim()), delay);
    return () => clearTimeout(timer);
  }, [text, value, delay]);

  return [text, setText] as const;
}

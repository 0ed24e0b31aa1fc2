import { SEARCH_MAX_LENGTH } from '@market/domain';
import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';

/** The storefront search box: submits to `/products?search=...`. */
export function SearchForm({ className }: { className?: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const inputId = useId();
  const current = params.get('search') ?? '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    navigate(value ? `/products?${new URLSearchParams({ search: value })}` : '/products');
  };

  return (
    <search className={cn('block w-full', className)}>
      <form onSubmit={onSubmit} className="relative w-full">
        <label htmlFor={inputId} className="sr-only">
          Search products
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          // Re-mount when the URL's search changes so the box shows it.
          key={current}
          id={inputId}
          name="search"
          type="search"
          maxLength={SEARCH_MAX_LENGTH}
          defaultValue={current}
          placeholder="Search products"
          autoComplete="off"
          className="h-10 w-full rounded-full border border-slate-300 bg-slate-50 pr-24 pl-9 text-sm text-slate-900 placeholder:text-slate-400 focus:border-indigo-500 focus:bg-white focus:outline-none focus:ring-2 focus:ring-indigo-500/30"
        />
        <button
          type="submit"
          className="absolute top-1 right-1 bottom-1 rounded-full bg-indigo-600 px-4 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2"
        >
          Search
        </button>
      </form>
    </search>
  );
}

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';

export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons to show (spec 001 section 9): every page when there are up to 5; otherwise
 * the first and the last page, the current one with its neighbours, and an ellipsis for a gap.
 */
export function paginationItems(page: number, totalPages: number, showAllUpTo = 5): PaginationItem[] {
  const total = Math.max(1, Math.floor(totalPages));
  if (total <= showAllUpTo) return Array.from({ length: total }, (_, i) => i + 1);
  const current = Math.min(Math.max(1, page), total);
  // Near an end, show enough pages that the row keeps the same length.
  const start = Math.max(2, Math.min(current - 1, total - 3));
  const end = Math.min(total - 1, Math.max(current + 1, 4));
  const items: PaginationItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let n = start; n <= end; n++) items.push(n);
  if (end < total - 1) items.push('ellipsis-end');
  items.push(total);
  return items;
}

type PaginationProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation ("Products pages"). */
  label?: string;
  className?: string;
};

const pageButton =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-lg px-2.5 text-sm font-medium transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:cursor-not-allowed disabled:opacity-50';

/** Previous, the page numbers (with ellipses) and Next. Renders nothing for a single page. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  label = 'Pagination',
  className,
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const items = paginationItems(page, totalPages);
  return (
    <nav aria-label={label} className={cn('flex flex-wrap items-center justify-center gap-1', className)}>
      <button
        type="button"
        className={cn(pageButton, 'text-slate-600 hover:bg-slate-100')}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous
      </button>
      {items.map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            aria-label={`Page ${item}`}
            aria-current={item === page ? 'page' : undefined}
            className={cn(
              pageButton,
              item === page
                ? 'bg-indigo-600 text-white shadow-sm'
                : 'border border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
            )}
            onClick={() => {
              if (item !== page) onPageChange(item);
            }}
          >
            {item}
          </button>
        ) : (
          <span key={item} className="px-1 text-slate-400" aria-hidden="true">
            …
          </span>
        ),
      )}
      <button
        type="button"
        className={cn(pageButton, 'text-slate-600 hover:bg-slate-100')}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}

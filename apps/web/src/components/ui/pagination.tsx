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

/**
 * The shorter row (spec 001 section 9, admin lists): every page when there are up to 5; otherwise
 * only the first and the last page and the current one with its neighbours, a 'gap' between.
 */
export function pageItems(current: number, total: number): Array<number | 'gap'> {
  if (total <= 5) return Array.from({ length: total }, (_, i) => i + 1);
  const pages = new Set([1, total, current - 1, current, current + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const items: Array<number | 'gap'> = [];
  for (const page of sorted) {
    const last = items[items.length - 1];
    if (typeof last === 'number' && page - last > 1) items.push('gap');
    items.push(page);
  }
  return items;
}

type PaginationSummary = {
  /** Rows per page and rows in all: "Showing 11 to 20 of 25 {noun}". */
  pageSize: number;
  totalItems: number;
  noun: string;
};

type PaginationProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation ("Products pages"). */
  label?: string;
  className?: string;
  /** 'steady' (default): the row keeps its length near the ends; 'neighbours': `pageItems`. */
  pages?: 'steady' | 'neighbours';
  /**
   * A footer bar: "Showing x to y of z noun" beside the buttons. It shows for a single page too
   * (without buttons), and nothing for no rows.
   */
  summary?: PaginationSummary;
};

const pageButton =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-lg px-2.5 text-sm font-medium transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * Previous, the page numbers (with ellipses) and Next. Renders nothing for a single page, unless
 * it has a `summary`, which makes it a footer bar with the "Showing x to y of z" text.
 */
export function Pagination({ summary, className, ...props }: PaginationProps) {
  if (!summary) return <PageButtons {...props} className={className} />;
  if (summary.totalItems <= 0) return null;
  const from = (props.page - 1) * summary.pageSize + 1;
  const to = Math.min(summary.totalItems, props.page * summary.pageSize);
  return (
    <div
      className={cn(
        'flex flex-col gap-3 border-t border-slate-100 px-5 py-3 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <p className="text-sm text-slate-500">
        Showing {from} to {to} of {summary.totalItems} {summary.noun}
      </p>
      <PageButtons {...props} />
    </div>
  );
}

function PageButtons({
  page,
  totalPages,
  onPageChange,
  label = 'Pagination',
  className,
  pages = 'steady',
}: Omit<PaginationProps, 'summary'>) {
  if (totalPages <= 1) return null;
  const items = pages === 'neighbours' ? pageItems(page, totalPages) : paginationItems(page, totalPages);
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
      {items.map((item, index) =>
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
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity ('gap' can appear twice)
          <span key={`${item}-${index}`} className="px-1 text-slate-400" aria-hidden="true">
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

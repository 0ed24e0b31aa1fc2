import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { Pagination } from '../api/types';

/** Page numbers to show: all up to 5, otherwise the first, the last and the neighbours with gaps. */
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

/** 'Showing x to y of z', Previous, page numbers, Next. */
export function PaginationBar({
  pagination,
  onPage,
  noun,
}: {
  pagination: Pagination;
  onPage: (page: number) => void;
  noun: string;
}) {
  const { currentPage, pageSize, totalItems, totalPages, hasNextPage, hasPrevPage } = pagination;
  if (totalItems === 0) return null;
  const from = (currentPage - 1) * pageSize + 1;
  const to = Math.min(totalItems, currentPage * pageSize);
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-col gap-3 border-t border-slate-100 px-5 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-slate-500">
        Showing {from} to {to} of {totalItems} {noun}
      </p>
      <div className="flex items-center gap-1">
        <Button variant="outline" size="sm" disabled={!hasPrevPage} onClick={() => onPage(currentPage - 1)}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </Button>
        {pageItems(currentPage, totalPages).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <span key={`gap-${index}`} className="px-1 text-sm text-slate-400">
              …
            </span>
          ) : (
            <button
              key={item}
              type="button"
              onClick={() => onPage(item)}
              aria-current={item === currentPage ? 'page' : undefined}
              aria-label={`Page ${item}`}
              className={cn(
                'hidden h-8 min-w-8 rounded-lg px-2 text-sm font-medium sm:inline-block',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
                item === currentPage ? 'bg-indigo-600 text-white' : 'text-slate-600 hover:bg-slate-100',
              )}
            >
              {item}
            </button>
          ),
        )}
        <Button variant="outline" size="sm" disabled={!hasNextPage} onClick={() => onPage(currentPage + 1)}>
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

import { cn } from '@/lib/cn';
import { TableSkeleton } from './table-skeleton';

/** A grey bar standing in for a line of text or a control while its data loads. */
export function SkeletonBar({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded bg-slate-200', className)} />;
}

/**
 * The place of a page's content while it (or the session behind it) loads: a title line, a row of
 * figure cards and a table, in the shapes most pages have, so the layout stays where it will be.
 */
export function PageSkeleton({ label = 'Loading page', className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={cn('space-y-6', className)}>
      <div className="space-y-2">
        <SkeletonBar className="h-6 w-56" />
        <SkeletonBar className="h-4 w-80 max-w-full" />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {['a', 'b', 'c', 'd'].map((key) => (
          <div key={key} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
            <SkeletonBar className="h-3 w-24" />
            <SkeletonBar className="h-6 w-32" />
          </div>
        ))}
      </div>
      <div className="rounded-xl border border-slate-200 bg-white">
        <div className="border-b border-slate-100 px-5 py-4">
          <SkeletonBar className="h-4 w-40" />
        </div>
        <div aria-hidden="true">
          <TableSkeleton rows={6} columns={4} />
        </div>
      </div>
    </div>
  );
}

import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A horizontally scrollable table inside a card; wide (720 px at least) unless `fit`, for a few
 * columns in a narrow card.
 */
export function Table({ className, fit = false, ...props }: ComponentProps<'table'> & { fit?: boolean }) {
  return (
    // A scrolling region keyboard users can reach and scroll with the arrow keys.
    <div
      className="relative overflow-x-auto rounded-md"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus (WCAG 2.1.1)
      tabIndex={0}
    >
      <table className={cn('w-full text-left text-sm', !fit && 'min-w-[720px]', className)} {...props} />
    </div>
  );
}

export const thClasses = 'px-5 py-3 text-xs font-semibold tracking-wide text-slate-500 uppercase';
export const tdClasses = 'px-5 py-3 align-middle';

/** Cell padding of a `fit` table. */
export const fitThClasses = 'px-3 py-2.5 text-xs font-semibold tracking-wide text-slate-500 uppercase';
export const fitTdClasses = 'px-3 py-2.5 align-middle';

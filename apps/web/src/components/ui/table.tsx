import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A horizontally scrollable table inside a card. */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="overflow-x-auto">
      <table className={cn('w-full min-w-[720px] text-left text-sm', className)} {...props} />
    </div>
  );
}

export const thClasses = 'px-5 py-3 text-xs font-semibold tracking-wide text-slate-500 uppercase';
export const tdClasses = 'px-5 py-3 align-middle';

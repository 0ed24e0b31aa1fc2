import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode };

/** A checkbox with its label beside it (clicking the label toggles it). */
export function Checkbox({ label, className, id, ...props }: CheckboxProps) {
  return (
    <label
      htmlFor={id}
      className={cn('inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700', className)}
    >
      <input
        id={id}
        type="checkbox"
        className="size-4 rounded border-slate-300 text-indigo-600 accent-indigo-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2"
        {...props}
      />
      <span>{label}</span>
    </label>
  );
}

import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

type ChoiceCardProps = Omit<ComponentProps<'input'>, 'type'> & {
  title: ReactNode;
  description?: ReactNode;
  aside?: ReactNode;
  checked: boolean;
};

/** A radio button shown as a selectable card (delivery speed, payment method). */
export function ChoiceCard({ title, description, aside, checked, className, id, ...props }: ChoiceCardProps) {
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors',
        checked
          ? 'border-indigo-500 bg-indigo-50/60 ring-1 ring-indigo-500'
          : 'border-slate-200 hover:border-slate-300',
        className,
      )}
    >
      <input
        id={id}
        type="radio"
        checked={checked}
        className="mt-0.5 size-4 shrink-0 accent-indigo-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2"
        {...props}
      />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium text-slate-900">{title}</span>
        {description ? <span className="mt-0.5 block text-sm text-slate-500">{description}</span> : null}
      </span>
      {aside ? <span className="shrink-0 text-sm font-medium text-slate-700">{aside}</span> : null}
    </label>
  );
}

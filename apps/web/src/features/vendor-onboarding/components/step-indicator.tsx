import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The three steps of the application (spec 000 section 2). */
export const APPLICATION_STEPS = ['Business Info', 'Contact Details', 'Address and Categories'] as const;

/** Numbered steps; the current one is marked for screen readers with aria-current. */
export function StepIndicator({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol aria-label="Application steps" className="flex items-start">
      {APPLICATION_STEPS.map((label, i) => {
        const step = i + 1;
        const done = step < current;
        const active = step === current;
        return (
          <li
            key={label}
            aria-current={active ? 'step' : undefined}
            className="relative flex flex-1 flex-col items-center text-center"
          >
            {i > 0 ? (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-4 right-1/2 h-0.5 w-full -translate-y-1/2',
                  step <= current ? 'bg-indigo-500' : 'bg-slate-200',
                )}
              />
            ) : null}
            <span
              className={cn(
                'relative z-10 flex size-8 items-center justify-center rounded-full text-sm font-semibold ring-4 ring-white',
                done && 'bg-indigo-600 text-white',
                active && 'bg-indigo-600 text-white shadow-sm',
                !done && !active && 'bg-slate-100 text-slate-500',
              )}
            >
              {done ? <Check className="size-4" aria-hidden="true" /> : step}
            </span>
            <span
              className={cn(
                'mt-2 px-1 text-xs font-medium sm:text-sm',
                active ? 'text-indigo-700' : done ? 'text-slate-700' : 'text-slate-500',
              )}
            >
              <span className="sr-only">Step {step}: </span>
              {label}
              {done ? <span className="sr-only"> (completed)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

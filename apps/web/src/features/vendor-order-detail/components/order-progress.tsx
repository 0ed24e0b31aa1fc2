import { progressPercent } from '@market/domain';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The five steps of the progress bar (spec 001 vendor order detail). */
export const PROGRESS_STEPS = [
  { status: 'pending', label: 'Pending' },
  { status: 'confirmed', label: 'Confirmed' },
  { status: 'processing', label: 'Processing' },
  { status: 'shipped', label: 'Shipped' },
  { status: 'delivered', label: 'Delivered' },
] as const;

/**
 * Progress over Pending, Confirmed, Processing, Shipped, Delivered: the position of the status
 * times 20 (`progressPercent`; accepted counts as confirmed); any other status (cancelled, returned...) gives 0.
 */
export function OrderProgress({ status }: { status: string }) {
  const percent = Math.min(100, progressPercent(status));
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-slate-700">Order progress</span>
        <span className="font-semibold text-slate-900 tabular-nums" data-testid="progress-percent">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Order progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width]',
            percent === 100 ? 'bg-emerald-500' : 'bg-indigo-600',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol className="grid grid-cols-5 gap-1 text-center text-xs">
        {PROGRESS_STEPS.map((step, index) => {
          const reached = percent >= (index + 1) * 20;
          const current = percent === (index + 1) * 20;
          return (
            <li
              key={step.status}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'flex flex-col items-center gap-1',
                reached ? 'text-slate-900' : 'text-slate-400',
              )}
            >
              <span
                className={cn(
                  'flex size-6 items-center justify-center rounded-full border-2 text-[0.7rem] font-semibold',
                  reached ? 'border-indigo-600 bg-indigo-600 text-white' : 'border-slate-200 bg-white',
                )}
                aria-hidden="true"
              >
                {reached ? <Check className="size-3.5" /> : index + 1}
              </span>
              <span className={cn(current && 'font-semibold')}>{step.label}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

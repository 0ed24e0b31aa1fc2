import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const tones: Record<AlertTone, { box: string; icon: typeof Info }> = {
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', icon: Info },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: CheckCircle2 },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: AlertTriangle },
  danger: { box: 'border-red-200 bg-red-50 text-red-900', icon: XCircle },
};

type AlertProps = {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
  /**
   * `alert` interrupts screen readers (errors just raised); `status` waits politely; `none` for
   * messages present from the start of the page.
   */
  live?: 'alert' | 'status' | 'none';
};

/** A coloured message box with an icon. */
export function Alert({ tone = 'info', title, children, actions, className, live = 'none' }: AlertProps) {
  const { box, icon: Icon } = tones[tone];
  return (
    <div
      role={live === 'none' ? undefined : live}
      data-tone={tone}
      className={cn('flex gap-3 rounded-xl border px-4 py-3 text-sm', box, className)}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed">{children}</div> : null}
        {actions ? <div className="pt-1">{actions}</div> : null}
      </div>
    </div>
  );
}

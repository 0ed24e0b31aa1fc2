import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Card } from './card';

export type StatTone = 'indigo' | 'green' | 'yellow' | 'red' | 'blue' | 'slate';

const tones: Record<StatTone, string> = {
  indigo: 'bg-indigo-50 text-indigo-600',
  green: 'bg-emerald-50 text-emerald-600',
  yellow: 'bg-amber-50 text-amber-600',
  red: 'bg-red-50 text-red-600',
  blue: 'bg-sky-50 text-sky-600',
  slate: 'bg-slate-100 text-slate-600',
};

type StatCardProps = {
  label: ReactNode;
  value: ReactNode;
  icon?: LucideIcon;
  tone?: StatTone;
  /** A line under the value (a change, a hint). */
  footer?: ReactNode;
  className?: string;
};

/**
 * A figure with its label and an icon, for the rows of key numbers at the top of a page. The icon
 * floats at the top right: a figure too wide to sit beside it moves below it, whole, rather than
 * breaking mid-number ('$19,835.' / '64' in a narrow card at 1366 px).
 */
export function StatCard({ label, value, icon: Icon, tone = 'indigo', footer, className }: StatCardProps) {
  return (
    <Card className={cn('flow-root p-4', className)}>
      {Icon ? (
        <span
          className={cn(
            'float-right ml-3 flex size-10 shrink-0 items-center justify-center rounded-lg',
            tones[tone],
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
      ) : null}
      <p className="text-sm font-medium text-slate-500">{label}</p>
      <p className="mt-1 text-xl font-semibold tracking-tight whitespace-nowrap text-slate-900 tabular-nums">
        {value}
      </p>
      {footer ? <div className="mt-2 text-xs">{footer}</div> : null}
    </Card>
  );
}

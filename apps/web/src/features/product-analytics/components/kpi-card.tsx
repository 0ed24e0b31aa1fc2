import type { LucideIcon } from 'lucide-react';
import { ArrowDownRight, ArrowUpRight, Minus, Sparkles } from 'lucide-react';
import { StatCard, type StatTone } from '@/components/ui/stat-card';
import { cn } from '@/lib/cn';
import { formatChange } from '../format';

const DIRECTION = {
  up: { icon: ArrowUpRight, className: 'text-emerald-600' },
  down: { icon: ArrowDownRight, className: 'text-red-600' },
  flat: { icon: Minus, className: 'text-slate-500' },
  new: { icon: Sparkles, className: 'text-indigo-600' },
} as const;

/** A KPI with its percent change from the last period (one decimal; green up, red down). */
export function KpiCard({
  label,
  value,
  change,
  icon,
  tone,
}: {
  label: string;
  value: string;
  change: number | null;
  icon: LucideIcon;
  tone: StatTone;
}) {
  const c = formatChange(change);
  const { icon: Arrow, className } = DIRECTION[c.direction];
  return (
    <StatCard
      label={label}
      value={value}
      icon={icon}
      tone={tone}
      footer={
        <span
          className={cn('inline-flex items-center gap-1 font-medium', className)}
          data-direction={c.direction}
        >
          <Arrow className="size-3.5" aria-hidden="true" />
          <span data-testid={`change-${label}`}>{c.text}</span>
          <span className="font-normal text-slate-500">
            {c.direction === 'new' ? 'nothing in the last period' : 'from last period'}
          </span>
        </span>
      }
    />
  );
}

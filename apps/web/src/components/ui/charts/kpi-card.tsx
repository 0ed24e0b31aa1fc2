import type { LucideIcon } from 'lucide-react';
import { ArrowDownRight, ArrowUpRight, Minus, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatCard, type StatTone } from '@/components/ui/stat-card';
import { cn } from '@/lib/cn';
import { formatChange } from '@/lib/format-analytics';

const DIRECTION = {
  up: { icon: ArrowUpRight },
  down: { icon: ArrowDownRight },
  flat: { icon: Minus },
  new: { icon: Sparkles },
} as const;

/**
 * A KPI with its percent change from the comparison period (one decimal). Up is green and down red,
 * unless `fallingIsGood` (a cost: a fall is good news). `value === null` shows 'N/A' and the
 * `unavailable` reason instead of a made-up figure.
 */
export function KpiCard({
  label,
  value,
  change,
  icon,
  tone = 'indigo',
  comparedWith = 'from last period',
  unavailable,
  fallingIsGood = false,
  hint,
}: {
  label: string;
  value: string | null;
  /** Percent change; null = not computable (nothing in the comparison period); undefined = no change shown. */
  change?: number | null;
  icon?: LucideIcon;
  tone?: StatTone;
  comparedWith?: string;
  /** Why the value is 'N/A'. */
  unavailable?: string;
  fallingIsGood?: boolean;
  /** A line under the value when there is no change to show. */
  hint?: ReactNode;
}) {
  let footer: ReactNode = hint ?? null;
  if (value === null) {
    footer = <span className="text-slate-600">{unavailable ?? 'Nothing to compute yet'}</span>;
  } else if (change !== undefined) {
    const c = formatChange(change);
    const { icon: Arrow } = DIRECTION[c.direction];
    const good =
      c.direction === 'flat' || c.direction === 'new' ? null : (c.direction === 'up') !== fallingIsGood;
    footer = (
      <span
        className={cn(
          'inline-flex items-center gap-1 font-medium',
          good === null
            ? c.direction === 'new'
              ? 'text-indigo-700'
              : 'text-slate-600'
            : good
              ? 'text-emerald-700'
              : 'text-red-700',
        )}
        data-direction={c.direction}
      >
        <Arrow className="size-3.5" aria-hidden="true" />
        <span data-testid={`change-${label}`}>{c.text}</span>
        <span className="font-normal text-slate-600">
          {c.direction === 'new' ? 'nothing in the last period' : comparedWith}
        </span>
      </span>
    );
  }
  return <StatCard label={label} value={value ?? 'N/A'} icon={icon} tone={tone} footer={footer} />;
}

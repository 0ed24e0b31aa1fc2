import { ArrowDownRight, ArrowUpRight, Minus, Sparkles } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatChange } from '@/lib/format-analytics';

const ARROWS = { up: ArrowUpRight, down: ArrowDownRight, flat: Minus, new: Sparkles } as const;

/**
 * A change against the comparison (a fraction: 0.125 = +12.5%) with its trend arrow: up green and
 * down red, unless `fallingIsGood` (a cost). `null` is 'N/A' with `unavailable` as the reason.
 */
export function ChangeBadge({
  change,
  label,
  fallingIsGood = false,
  unavailable = 'Nothing to compare with',
}: {
  change: number | null;
  label: string;
  fallingIsGood?: boolean;
  unavailable?: string;
}) {
  if (change === null)
    return (
      <span className="text-xs text-slate-500" data-testid={`change-${label}`}>
        N/A · {unavailable}
      </span>
    );
  const c = formatChange(change * 100);
  const Arrow = ARROWS[c.direction];
  const good = c.direction === 'flat' ? null : (c.direction === 'up') !== fallingIsGood;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 text-sm font-medium',
        good === null ? 'text-slate-600' : good ? 'text-emerald-700' : 'text-red-700',
      )}
      data-direction={c.direction}
      data-testid={`change-${label}`}
    >
      <Arrow
        className="size-4"
        aria-label={c.direction === 'up' ? 'up' : c.direction === 'down' ? 'down' : 'no change'}
      />
      {c.text}
    </span>
  );
}

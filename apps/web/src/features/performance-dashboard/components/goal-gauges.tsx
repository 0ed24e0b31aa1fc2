import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import type { Performance } from '../api/performance';

const R = 42;
const CIRCUMFERENCE = 2 * Math.PI * R;

function Gauge({
  name,
  current,
  target,
  progress,
  money,
}: {
  name: string;
  current: number;
  target: number | null;
  progress: number | null;
  money?: boolean;
}) {
  const show = (v: number) => (money ? formatMoney(v) : String(v));
  const pct = Math.round(Math.min(1, progress ?? 0) * 100);
  return (
    <div className="flex flex-col items-center gap-2 text-center" data-testid={`gauge-${name}`}>
      <meter className="sr-only" aria-label={`${name} goal gauge`} min={0} max={100} value={pct} />
      <svg viewBox="0 0 100 100" className="size-32" aria-hidden="true">
        <circle cx="50" cy="50" r={R} fill="none" stroke="#e2e8f0" strokeWidth="10" />
        {pct > 0 ? (
          <circle
            cx="50"
            cy="50"
            r={R}
            fill="none"
            stroke={pct >= 100 ? '#10b981' : '#4f46e5'}
            strokeWidth="10"
            strokeLinecap="round"
            strokeDasharray={`${(pct / 100) * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
            transform="rotate(-90 50 50)"
          />
        ) : null}
        <text x="50" y="55" textAnchor="middle" className="fill-slate-900 text-[16px] font-semibold">
          {target === null ? '—' : `${pct}%`}
        </text>
      </svg>
      <p className="text-sm font-medium text-slate-900">{name}</p>
      {target === null ? (
        <a href="#goals" className="text-sm font-medium text-indigo-700 underline">
          Set a goal for {name.toLowerCase()}
        </a>
      ) : (
        <p className="text-sm text-slate-600">
          {show(current)} of {show(target)}
        </p>
      )}
    </div>
  );
}

/** Goal Progress: three circular gauges 'current of target' for this month, capped at 100%. */
export function GoalGauges({ goals }: { goals: Performance['goals'] }) {
  return (
    <Card>
      <CardHeader title="Goal Progress" level={3} description={`${goals.month}, month to date.`} />
      <CardBody className="grid grid-cols-1 gap-6 sm:grid-cols-3">
        <Gauge name="Revenue" {...goals.revenue} money />
        <Gauge name="Orders" {...goals.orders} />
        <Gauge name="Customers" {...goals.customers} />
      </CardBody>
    </Card>
  );
}

import { DollarSign, Package, ShoppingBag, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatCard, type StatTone } from '@/components/ui/stat-card';
import { formatMoney } from '@/lib/format';
import { formatRate } from '@/lib/format-analytics';
import type { Performance } from '../api/performance';
import { ChangeBadge } from './change-badge';

function ProgressBar({ progress, label }: { progress: number; label: string }) {
  const pct = Math.round(progress * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
    >
      <div className="h-full rounded-full bg-indigo-600" style={{ width: `${pct}%` }} />
    </div>
  );
}

const rate = (v: number | null) => (v === null ? 'N/A' : formatRate(v));

function Card({
  label,
  value,
  icon,
  tone,
  change,
  unavailable,
  children,
}: {
  label: string;
  value: string;
  icon: typeof DollarSign;
  tone: StatTone;
  change: number | null;
  unavailable: string;
  children?: ReactNode;
}) {
  return (
    <StatCard
      label={label}
      value={value}
      icon={icon}
      tone={tone}
      footer={
        <div className="space-y-2">
          <ChangeBadge change={change} label={label} unavailable={unavailable} />
          {children}
        </div>
      }
    />
  );
}

/** The four cards: revenue (with this month's goal), orders (goal), products, customer growth. */
export function PerformanceCards({ data }: { data: Performance }) {
  const { overview: o, comparisons: c, goals: g, comparison } = data;
  const unavailable = comparison.available ? `nothing in ${comparison.label}` : 'comparison unavailable';
  const month = g.month;
  return (
    <section
      aria-label="Performance figures"
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
    >
      <Card
        label="Revenue Performance"
        value={formatMoney(o.revenue)}
        icon={DollarSign}
        tone="indigo"
        change={c.revenue.change}
        unavailable={unavailable}
      >
        {g.revenue.target === null ? (
          <p className="text-xs text-slate-500">No revenue goal for {month}</p>
        ) : (
          <>
            <p className="text-xs text-slate-600">
              Goal {month}: {formatMoney(g.revenue.current)} of {formatMoney(g.revenue.target)}
            </p>
            <ProgressBar progress={g.revenue.progress ?? 0} label="Revenue goal progress" />
          </>
        )}
      </Card>
      <Card
        label="Orders Performance"
        value={String(o.orders)}
        icon={ShoppingBag}
        tone="green"
        change={c.orders.change}
        unavailable={unavailable}
      >
        <p className="text-xs text-slate-600">
          {g.orders.target === null
            ? `No orders goal for ${month}`
            : `Goal ${month}: ${g.orders.current} of ${g.orders.target}`}
        </p>
      </Card>
      <Card
        label="Product Performance"
        value={`${o.productsSold} sold`}
        icon={Package}
        tone="yellow"
        change={c.products.change}
        unavailable={unavailable}
      >
        <p className="text-xs text-slate-600">
          Avg. conversion rate {rate(o.conversionRate)}
          {o.conversionRate === null ? ' (no product views)' : ` of ${o.productViews} views`}
        </p>
      </Card>
      <Card
        label="Customer Growth"
        value={`${o.newCustomers} new`}
        icon={Users}
        tone="blue"
        change={c.customers.change}
        unavailable={unavailable}
      >
        <p className="text-xs text-slate-600">
          Retention rate {rate(o.retentionRate)}
          {o.retentionRate === null ? ' (no customers)' : ''}
        </p>
      </Card>
    </section>
  );
}

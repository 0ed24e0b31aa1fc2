import { useState } from 'react';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import {
  AXIS_TICK,
  CHART_COLOURS,
  CHART_HEIGHT,
  ChartCard,
  GRID_STROKE,
  INITIAL_DIMENSION,
} from '@/components/ui/charts';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { formatDay } from '@/lib/format-analytics';
import type { Performance } from '../api/performance';

const METRICS = [
  { key: 'revenue', label: 'Revenue', colour: CHART_COLOURS[0] },
  { key: 'orders', label: 'Orders', colour: CHART_COLOURS[1] },
  { key: 'customers', label: 'Customers', colour: CHART_COLOURS[2] },
] as const;
type Metric = (typeof METRICS)[number]['key'];

/** Performance Trends: an area chart of revenue, orders or customers per day, with its table. */
export function TrendsChart({ data }: { data: Performance }) {
  const [metric, setMetric] = useState<Metric>('revenue');
  const m = METRICS.find((x) => x.key === metric)!;
  const show = (v: number) => (metric === 'revenue' ? formatMoney(v) : String(v));
  const rows = data.trends.map((t) => ({ ...t, label: formatDay(t.date) }));
  const total = rows.reduce((n, r) => n + r[metric], 0);
  const toggle = (
    <fieldset className="inline-flex rounded-lg border border-slate-200 p-0.5">
      <legend className="sr-only">Trend to show</legend>
      {METRICS.map((x) => (
        <button
          key={x.key}
          type="button"
          aria-pressed={metric === x.key}
          onClick={() => setMetric(x.key)}
          className={cn(
            'rounded-md px-2 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-indigo-600',
            metric === x.key ? 'bg-indigo-600 text-white' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {x.label}
        </button>
      ))}
    </fieldset>
  );
  return (
    <ChartCard
      title="Performance Trends"
      description={`${m.label} per day, ${data.period.startDate} to ${data.period.endDate}. Customers are the day's buyers.`}
      summary={`${m.label} per day: ${show(total)} in all`}
      actions={toggle}
      table={{
        columns: [
          { key: 'day', header: 'Day', cell: (r) => r.label },
          { key: 'revenue', header: 'Revenue', cell: (r) => formatMoney(r.revenue), align: 'right' },
          { key: 'orders', header: 'Orders', cell: (r) => r.orders, align: 'right' },
          { key: 'customers', header: 'Customers', cell: (r) => r.customers, align: 'right' },
        ],
        rows,
        rowKey: (r) => r.date,
      }}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_DIMENSION}>
        <AreaChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} minTickGap={16} />
          <YAxis
            tick={AXIS_TICK}
            allowDecimals={metric === 'revenue'}
            tickFormatter={(v) => show(Number(v))}
            width={metric === 'revenue' ? 80 : 40}
          />
          <Tooltip formatter={(v) => show(Number(v))} />
          <Area
            type="monotone"
            dataKey={metric}
            name={m.label}
            stroke={m.colour}
            fill={m.colour}
            fillOpacity={0.2}
            strokeWidth={2}
          />
        </AreaChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

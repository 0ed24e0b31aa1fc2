import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import {
  AXIS_TICK,
  CHART_COLOURS,
  CHART_HEIGHT,
  ChartCard,
  GRID_STROKE,
  INITIAL_DIMENSION,
} from '@/components/ui/charts';
import { formatDay, formatMonth } from '@/lib/format-analytics';
import type { CustomerInsights } from '../api/customer-insights';

const UNIT_LABEL = { day: 'Day', week: 'Week of', month: 'Month' } as const;

/** New vs returning customers by day, week or month, stacked bars with a table view. */
export function NewReturningChart({ data }: { data: CustomerInsights }) {
  const label = (p: string) => (data.granularity === 'month' ? formatMonth(p) : formatDay(p));
  const rows = data.newVsReturning;
  const newTotal = rows.reduce((n, r) => n + r.newCustomers, 0);
  const returningTotal = rows.reduce((n, r) => n + r.returningCustomers, 0);
  return (
    <ChartCard
      title="New vs Returning Customers"
      description={`By ${data.granularity}. A customer is new on the day of their first order with you; returning customers are counted once on each day they order.`}
      summary={`New and returning customers by ${data.granularity}: ${newTotal} new, ${returningTotal} returning in all`}
      empty={newTotal + returningTotal === 0 ? 'No customer ordered in this period.' : null}
      table={{
        columns: [
          { key: 'period', header: UNIT_LABEL[data.granularity], cell: (r) => label(r.period) },
          { key: 'new', header: 'New', cell: (r) => r.newCustomers, align: 'right' },
          { key: 'returning', header: 'Returning', cell: (r) => r.returningCustomers, align: 'right' },
        ],
        rows,
        rowKey: (r) => r.period,
        footer: ['Total', newTotal, returningTotal],
      }}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_DIMENSION}>
        <BarChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="period" tickFormatter={label} tick={AXIS_TICK} minTickGap={16} />
          <YAxis allowDecimals={false} tick={AXIS_TICK} />
          <Tooltip labelFormatter={(p) => label(String(p))} />
          <Legend />
          <Bar dataKey="newCustomers" name="New" stackId="c" fill={CHART_COLOURS[0]} />
          <Bar dataKey="returningCustomers" name="Returning" stackId="c" fill={CHART_COLOURS[1]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

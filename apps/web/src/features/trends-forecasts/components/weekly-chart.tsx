import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_TICK, CHART_COLOURS, ChartCard, GRID_STROKE, INITIAL_DIMENSION } from '@/components/ui/charts';
import { formatMoney } from '@/lib/format';
import { formatDay } from '@/lib/format-analytics';
import type { VendorTrends } from '../api/get-vendor-trends';

type Week = VendorTrends['weekly'][number];

/** Revenue per Monday-to-Sunday week of the period (a week cut by the period's edge says how many of its days count). */
export function WeeklyChart({ weeks }: { weeks: Week[] }) {
  const total = weeks.reduce((s, w) => s + w.revenue, 0);
  return (
    <ChartCard
      title="Weekly Totals"
      description="Monday to Sunday; the first and last week may hold only part of their days."
      summary={`Revenue per week, ${formatMoney(total)} in all`}
      table={{
        columns: [
          { key: 'week', header: 'Week', cell: (w: Week) => `${w.weekStart} to ${w.weekEnd}` },
          {
            key: 'days',
            header: 'Days in period',
            cell: (w: Week) => (w.days === 7 ? '7' : `${w.days} of 7`),
          },
          { key: 'revenue', header: 'Revenue', cell: (w: Week) => formatMoney(w.revenue), align: 'right' },
          { key: 'orders', header: 'Orders', cell: (w: Week) => String(w.orders), align: 'right' },
        ],
        rows: weeks,
        rowKey: (w) => w.weekStart,
      }}
    >
      <ResponsiveContainer width="100%" height={240} initialDimension={INITIAL_DIMENSION}>
        <BarChart data={weeks} margin={{ top: 8, right: 12, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="weekStart" tickFormatter={formatDay} tick={AXIS_TICK} minTickGap={16} />
          <YAxis
            tick={AXIS_TICK}
            width={72}
            tickFormatter={(v: number) => formatMoney(v).replace(/\.00$/, '')}
          />
          <Tooltip
            labelFormatter={(d) => `Week of ${formatDay(String(d))}`}
            formatter={(value) => formatMoney(Number(value))}
          />
          <Bar dataKey="revenue" name="Revenue" fill={CHART_COLOURS[0]} radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

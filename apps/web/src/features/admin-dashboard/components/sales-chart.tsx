import {
  Area,
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { AXIS_TICK, CHART_COLOURS, ChartCard, GRID_STROKE, INITIAL_DIMENSION } from '@/components/ui/charts';
import { formatMoney } from '@/lib/format';
import { formatDay } from '@/lib/format-analytics';
import type { AdminDashboard } from '../api/get-admin-dashboard';

type Day = AdminDashboard['salesByDay'][number];

/** The marketplace's gross sales (area) and orders (bars) per day, with the same figures as a table. */
export function SalesChart({ days }: { days: Day[] }) {
  const sum = (pick: (d: Day) => number) => days.reduce((s, d) => s + pick(d), 0);
  const gross = sum((d) => d.grossSales);
  return (
    <ChartCard
      title="Sales by Day"
      description="Gross sales of orders not cancelled, rejected or returned, and orders placed."
      summary={`Gross sales per day, ${formatMoney(gross)} in all`}
      table={{
        columns: [
          { key: 'date', header: 'Date', cell: (d: Day) => d.date },
          {
            key: 'gross',
            header: 'Gross sales',
            cell: (d: Day) => formatMoney(d.grossSales),
            align: 'right',
          },
          { key: 'orders', header: 'Orders', cell: (d: Day) => String(d.orders), align: 'right' },
          {
            key: 'commission',
            header: 'Commission',
            cell: (d: Day) => formatMoney(d.commission),
            align: 'right',
          },
        ],
        rows: days,
        rowKey: (d) => d.date,
        footer: [
          'Total',
          formatMoney(gross),
          String(sum((d) => d.orders)),
          formatMoney(sum((d) => d.commission)),
        ],
      }}
    >
      <ResponsiveContainer width="100%" height={280} initialDimension={INITIAL_DIMENSION}>
        <ComposedChart data={days} margin={{ top: 8, right: 0, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={formatDay} tick={AXIS_TICK} minTickGap={24} />
          <YAxis
            yAxisId="money"
            tick={AXIS_TICK}
            width={72}
            tickFormatter={(v: number) => formatMoney(v).replace(/\.00$/, '')}
          />
          <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={AXIS_TICK} width={40} />
          <Tooltip
            labelFormatter={(d) => formatDay(String(d))}
            formatter={(value, name) => (name === 'Orders' ? value : formatMoney(Number(value)))}
          />
          <Legend />
          <Bar yAxisId="orders" dataKey="orders" name="Orders" fill="#c7d2fe" radius={[3, 3, 0, 0]} />
          <Area
            yAxisId="money"
            type="monotone"
            dataKey="grossSales"
            name="Gross sales"
            stroke={CHART_COLOURS[0]}
            fill={CHART_COLOURS[0]}
            fillOpacity={0.15}
            strokeWidth={2}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

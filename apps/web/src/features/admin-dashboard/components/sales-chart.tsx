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
import { formatMoney } from '@/lib/format';
import type { AdminDashboard } from '../api/get-admin-dashboard';

const AXIS = { fontSize: 12, fill: '#64748b' };
const HEIGHT = 280;

/** Short day label for an axis: "Mar 5". */
export const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The marketplace's gross sales (area) and orders (bars) per day. */
export function SalesChart({ days }: { days: AdminDashboard['salesByDay'] }) {
  const total = days.reduce((s, d) => s + d.grossSales, 0);
  return (
    <div role="img" aria-label={`Gross sales per day, ${formatMoney(total)} in all`}>
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 700, height: HEIGHT }}>
        <ComposedChart data={days} margin={{ top: 8, right: 0, bottom: 0, left: 8 }}>
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={formatDay} tick={AXIS} minTickGap={24} />
          <YAxis
            yAxisId="money"
            tick={AXIS}
            width={72}
            tickFormatter={(v: number) => formatMoney(v).replace(/\.00$/, '')}
          />
          <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={AXIS} width={40} />
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
            stroke="#4f46e5"
            fill="#4f46e5"
            fillOpacity={0.15}
            strokeWidth={2}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

import {
  Area,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney } from '@/lib/format';
import type { VendorTrends } from '../api/get-vendor-trends';

export type TrendMetric = 'revenue' | 'orders';

const AXIS = { fontSize: 12, fill: '#64748b' };
const HEIGHT = 300;
const COLOURS = { actual: '#4f46e5', ma7: '#10b981', ma28: '#f59e0b', forecast: '#db2777' };

export type TrendPoint = {
  date: string;
  actual?: number;
  ma7?: number | null;
  ma28?: number | null;
  forecast?: number;
  band?: [number, number];
};

/** Short day label for an axis: "Mar 5". */
export const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The period's days, then the forecast's days when the forecast follows the period (it starts today). */
export function trendPoints(data: VendorTrends, metric: TrendMetric, withForecast: boolean): TrendPoint[] {
  const points: TrendPoint[] = data.daily.map((d) => ({
    date: d.date,
    actual: metric === 'revenue' ? d.revenue : d.orders,
    ma7: metric === 'revenue' ? d.revenueMa7 : d.ordersMa7,
    ma28: metric === 'revenue' ? d.revenueMa28 : d.ordersMa28,
  }));
  if (!withForecast || !data.forecast) return points;
  const byDate = new Map(points.map((p) => [p.date, p]));
  for (const f of data.forecast[metric].days) {
    const p = byDate.get(f.date) ?? { date: f.date };
    p.forecast = f.value;
    p.band = [f.lower, f.upper];
    if (!byDate.has(f.date)) points.push(p);
  }
  return points;
}

/** Actual figures per day with their 7- and 28-day averages and, when shown, the forecast (dashed) in its shaded 95% band. */
export function TrendChart({
  points,
  metric,
  label,
}: {
  points: TrendPoint[];
  metric: TrendMetric;
  label: string;
}) {
  const money = metric === 'revenue';
  const fmt = (v: number) => (money ? formatMoney(v) : String(Math.round(v * 100) / 100));
  return (
    <div role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 700, height: HEIGHT }}>
        <ComposedChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: money ? 8 : -12 }}>
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={formatDay} tick={AXIS} minTickGap={24} />
          <YAxis
            tick={AXIS}
            allowDecimals={!money}
            tickFormatter={(v: number) => (money ? formatMoney(v).replace(/\.00$/, '') : String(v))}
            width={money ? 72 : 40}
          />
          <Tooltip
            labelFormatter={(d) => formatDay(String(d))}
            formatter={(value, name) =>
              Array.isArray(value)
                ? `${fmt(Number(value[0]))} to ${fmt(Number(value[1]))}`
                : [fmt(Number(value)), name]
            }
          />
          <Legend />
          <Area
            dataKey="band"
            name="Forecast range (95%)"
            stroke="none"
            fill={COLOURS.forecast}
            fillOpacity={0.15}
            isAnimationActive={false}
          />
          <Area
            type="monotone"
            dataKey="actual"
            name={money ? 'Revenue' : 'Orders'}
            stroke={COLOURS.actual}
            fill={COLOURS.actual}
            fillOpacity={0.12}
            strokeWidth={1.5}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="ma7"
            name="7-day average"
            stroke={COLOURS.ma7}
            strokeWidth={2}
            dot={false}
          />
          <Line
            type="monotone"
            dataKey="ma28"
            name="28-day average"
            stroke={COLOURS.ma28}
            strokeWidth={2}
            dot={false}
          />
          <Line
            type="monotone"
            dataKey="forecast"
            name="Forecast"
            stroke={COLOURS.forecast}
            strokeWidth={2}
            strokeDasharray="6 4"
            dot={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

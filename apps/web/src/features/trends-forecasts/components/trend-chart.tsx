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
import {
  AXIS_TICK,
  CHART_COLOURS,
  ChartCard,
  type ChartColumn,
  GRID_STROKE,
  INITIAL_DIMENSION,
} from '@/components/ui/charts';
import { formatMoney } from '@/lib/format';
import { formatDay } from '@/lib/format-analytics';
import type { VendorTrends } from '../api/get-vendor-trends';

export type TrendMetric = 'revenue' | 'orders';

const HEIGHT = 300;
const FORECAST_COLOUR = '#db2777';

export type TrendPoint = {
  date: string;
  actual?: number;
  ma7?: number | null;
  ma28?: number | null;
  forecast?: number;
  band?: [number, number];
};

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

const num = (v: number) => String(Math.round(v * 100) / 100);

function columns(fmt: (v: number) => string, title: string): ChartColumn<TrendPoint>[] {
  const opt = (p: TrendPoint, v: number | null | undefined) =>
    p.actual === undefined ? '' : v === null || v === undefined ? 'N/A' : fmt(v);
  return [
    { key: 'date', header: 'Date', cell: (p) => p.date },
    {
      key: 'actual',
      header: title,
      cell: (p) => (p.actual === undefined ? '' : fmt(p.actual)),
      align: 'right',
    },
    { key: 'ma7', header: '7-day average', cell: (p) => opt(p, p.ma7), align: 'right' },
    { key: 'ma28', header: '28-day average', cell: (p) => opt(p, p.ma28), align: 'right' },
    {
      key: 'forecast',
      header: 'Forecast',
      cell: (p) => (p.forecast === undefined ? '' : fmt(p.forecast)),
      align: 'right',
    },
    {
      key: 'band',
      header: 'Forecast range (95%)',
      cell: (p) => (p.band ? `${fmt(p.band[0])} to ${fmt(p.band[1])}` : ''),
      align: 'right',
    },
  ];
}

/**
 * Revenue or orders per day with their 7- and 28-day averages and, when it follows the period,
 * the forecast (dashed, labelled 'Forecast') in its shaded 95% band; the same figures as a table.
 */
export function TrendChart({ data, metric }: { data: VendorTrends; metric: TrendMetric }) {
  const money = metric === 'revenue';
  const fmt = money ? formatMoney : num;
  const follows = Boolean(data.forecast && data.period.endDate >= data.forecast.historyEndDate);
  const points = trendPoints(data, metric, follows);
  const title = money ? 'Revenue' : 'Orders';
  const summary = `${title} per day with 7- and 28-day averages${follows ? ' and the 30-day forecast' : ''}`;
  return (
    <ChartCard
      title={title}
      description={
        money
          ? 'Sales of orders not cancelled, rejected or returned, before commission.'
          : 'Orders not cancelled, rejected or returned.'
      }
      summary={summary}
      table={{ columns: columns(fmt, title), rows: points, rowKey: (p) => p.date }}
    >
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL_DIMENSION}>
        <ComposedChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: money ? 8 : -12 }}>
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={formatDay} tick={AXIS_TICK} minTickGap={24} />
          <YAxis
            tick={AXIS_TICK}
            allowDecimals={!money}
            tickFormatter={(v: number) => (money ? formatMoney(v).replace(/\.00$/, '') : String(v))}
            width={money ? 72 : 40}
          />
          <Tooltip
            labelFormatter={(d) => formatDay(String(d))}
            formatter={(value, name) =>
              Array.isArray(value)
                ? [`${fmt(Number(value[0]))} to ${fmt(Number(value[1]))}`, name]
                : [fmt(Number(value)), name]
            }
          />
          <Legend />
          <Area
            dataKey="band"
            name="Forecast range (95%)"
            stroke="none"
            fill={FORECAST_COLOUR}
            fillOpacity={0.15}
            isAnimationActive={false}
          />
          <Area
            type="monotone"
            dataKey="actual"
            name={title}
            stroke={CHART_COLOURS[0]}
            fill={CHART_COLOURS[0]}
            fillOpacity={0.12}
            strokeWidth={1.5}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="ma7"
            name="7-day average"
            stroke={CHART_COLOURS[1]}
            strokeWidth={2}
            dot={false}
          />
          <Line
            type="monotone"
            dataKey="ma28"
            name="28-day average"
            stroke={CHART_COLOURS[2]}
            strokeWidth={2}
            dot={false}
          />
          <Line
            type="monotone"
            dataKey="forecast"
            name="Forecast"
            stroke={FORECAST_COLOUR}
            strokeWidth={2}
            strokeDasharray="6 4"
            dot={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

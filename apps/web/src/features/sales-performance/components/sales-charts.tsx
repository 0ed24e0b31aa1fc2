import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  AXIS_TICK,
  CHART_COLOURS,
  CHART_HEIGHT,
  ChartCard,
  type ChartColumn,
  GRID_STROKE,
  INITIAL_DIMENSION,
} from '@/components/ui/charts';
import { formatMoney } from '@/lib/format';
import { formatDay, formatMonth, formatOptionalPercent } from '@/lib/format-analytics';
import type { SalesPerformance } from '../api/sales-performance';

type Series = SalesPerformance['series'][number];

/** A bucket's label: 'Jun 8' (day), 'Jun 9 – Jun 14' (week, clipped to the period), 'Jun 2025' (month). */
export function bucketLabel(bucket: Series, groupBy: SalesPerformance['groupBy']): string {
  if (groupBy === 'month') return formatMonth(bucket.key);
  if (groupBy === 'week' && bucket.startDate !== bucket.endDate)
    return `${formatDay(bucket.startDate)} – ${formatDay(bucket.endDate)}`;
  return formatDay(bucket.startDate);
}

const money = (n: number | null) => (n === null ? 'N/A' : formatMoney(n));
const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** Revenue (bars) and orders (line) per day, week or month, with the units and average order in the table. */
export function SalesTrendChart({ data }: { data: SalesPerformance }) {
  const rows = data.series.map((s) => ({ ...s, label: bucketLabel(s, data.groupBy) }));
  const columns: ChartColumn<(typeof rows)[number]>[] = [
    {
      key: 'period',
      header: data.groupBy === 'day' ? 'Day' : data.groupBy === 'week' ? 'Week' : 'Month',
      cell: (r) => r.label,
    },
    { key: 'revenue', header: 'Revenue', cell: (r) => formatMoney(r.revenue), align: 'right' },
    { key: 'orders', header: 'Orders', cell: (r) => r.orders, align: 'right' },
    { key: 'units', header: 'Units', cell: (r) => r.units, align: 'right' },
    { key: 'average', header: 'Average Order', cell: (r) => money(r.averageOrder), align: 'right' },
  ];
  const t = data.totals;
  return (
    <ChartCard
      title="Sales Over Time"
      description={`Revenue and orders by ${data.groupBy}; cancelled, rejected and returned orders are left out.`}
      summary={`Revenue by ${data.groupBy}: ${formatMoney(t.revenue)} from ${t.orders} orders in all`}
      empty={t.orders === 0 ? 'No sales in this period.' : null}
      table={{
        columns,
        rows,
        rowKey: (r) => r.key,
        footer: ['Total', formatMoney(t.revenue), t.orders, t.units, money(t.averageOrder)],
      }}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_DIMENSION}>
        <ComposedChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} minTickGap={16} />
          <YAxis
            yAxisId="revenue"
            tick={AXIS_TICK}
            tickFormatter={(v) => formatMoney(Number(v))}
            width={80}
          />
          <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={AXIS_TICK} />
          <Tooltip formatter={(v, name) => (name === 'Revenue' ? formatMoney(Number(v)) : String(v))} />
          <Bar
            yAxisId="revenue"
            dataKey="revenue"
            name="Revenue"
            fill={CHART_COLOURS[0]}
            radius={[4, 4, 0, 0]}
          />
          <Line
            yAxisId="orders"
            dataKey="orders"
            name="Orders"
            stroke={CHART_COLOURS[1]}
            strokeWidth={2}
            dot={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** Revenue by the products' main category, with units and the share of revenue in the table. */
export function CategoryChart({ data }: { data: SalesPerformance }) {
  const rows = data.byCategory.map((c) => ({ ...c, label: c.name ?? 'No category' }));
  return (
    <ChartCard
      title="Sales by Category"
      description="Revenue of your products by their main category."
      summary={`Revenue by category: ${rows.map((r) => `${r.label} ${formatMoney(r.revenue)}`).join(', ')}`}
      empty={rows.length === 0 ? 'No sales in this period.' : null}
      table={{
        columns: [
          { key: 'category', header: 'Category', cell: (r) => r.label },
          { key: 'units', header: 'Units', cell: (r) => r.units, align: 'right' },
          { key: 'revenue', header: 'Revenue', cell: (r) => formatMoney(r.revenue), align: 'right' },
          { key: 'share', header: 'Share', cell: (r) => formatOptionalPercent(r.share), align: 'right' },
        ],
        rows,
        rowKey: (r) => r.categoryId ?? 'none',
      }}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_DIMENSION}>
        <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 12, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tick={AXIS_TICK} tickFormatter={(v) => formatMoney(Number(v))} />
          <YAxis type="category" dataKey="label" tick={AXIS_TICK} width={110} />
          <Tooltip formatter={(v) => formatMoney(Number(v))} />
          <Bar dataKey="revenue" name="Revenue" fill={CHART_COLOURS[3]} radius={[0, 4, 4, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

type TimeRow = { key: string; label: string; orders: number; revenue: number };

function TimeChart({
  title,
  description,
  rows,
  colour,
  first,
}: {
  title: string;
  description: string;
  rows: TimeRow[];
  colour: string;
  first: string;
}) {
  const total = rows.reduce((n, r) => n + r.orders, 0);
  return (
    <ChartCard
      title={title}
      description={description}
      summary={`${title}: ${rows
        .filter((r) => r.orders > 0)
        .map((r) => `${r.label} ${r.orders} orders`)
        .join(', ')}`}
      empty={total === 0 ? 'No sales in this period.' : null}
      table={{
        columns: [
          { key: 'when', header: first, cell: (r) => r.label },
          { key: 'orders', header: 'Orders', cell: (r) => r.orders, align: 'right' },
          { key: 'revenue', header: 'Revenue', cell: (r) => formatMoney(r.revenue), align: 'right' },
        ],
        rows,
        rowKey: (r) => r.key,
      }}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_DIMENSION}>
        <BarChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
          {/* Seven weekdays: every one labelled, abbreviated (full names in the tooltip and table). */}
          <XAxis
            dataKey="label"
            tick={AXIS_TICK}
            minTickGap={8}
            interval={rows.length <= 7 ? 0 : 'preserveEnd'}
            tickFormatter={(v: string) => (rows.length <= 7 ? v.slice(0, 3) : v)}
          />
          <YAxis allowDecimals={false} tick={AXIS_TICK} />
          <Tooltip />
          <Bar dataKey="orders" name="Orders" fill={colour} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** Orders by weekday, Monday first (the marketplace's time zone). */
export function WeekdayChart({ data }: { data: SalesPerformance }) {
  return (
    <TimeChart
      title="Sales by Weekday"
      description="Orders by the weekday they were placed (marketplace time)."
      first="Weekday"
      colour={CHART_COLOURS[2]!}
      rows={data.byWeekday.map((w) => ({
        key: String(w.weekday),
        label: w.name,
        orders: w.orders,
        revenue: w.revenue,
      }))}
    />
  );
}

/** Orders by hour of the day (the marketplace's time zone). */
export function HourChart({ data }: { data: SalesPerformance }) {
  return (
    <TimeChart
      title="Sales by Hour"
      description="Orders by the hour they were placed (marketplace time)."
      first="Hour"
      colour={CHART_COLOURS[5]!}
      rows={data.byHour.map((h) => ({
        key: String(h.hour),
        label: hourLabel(h.hour),
        orders: h.orders,
        revenue: h.revenue,
      }))}
    />
  );
}

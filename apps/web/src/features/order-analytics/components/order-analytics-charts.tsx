import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
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
  GRID_STROKE,
  INITIAL_DIMENSION,
  STATUS_COLOURS,
} from '@/components/ui/charts';
import { formatMoney } from '@/lib/format';
import { formatDay, formatPercent } from '@/lib/format-analytics';
import type { OrderAnalytics } from '../api/order-analytics';

const sum = <T,>(rows: T[], pick: (row: T) => number) => rows.reduce((n, r) => n + pick(r), 0);
const byDate = (row: { date: string }) => row.date;
const NO_ORDERS = 'No orders in this period';

/** Order Trends: orders placed per day (line). */
export function OrderTrendsChart({ trends }: { trends: OrderAnalytics['orderTrends'] }) {
  const total = sum(trends, (t) => t.orders);
  return (
    <ChartCard
      title="Order Trends"
      description="Orders placed with you per day, whatever became of them."
      summary={`Orders per day, ${total} in all`}
      table={{
        columns: [
          { key: 'date', header: 'Date', cell: (r) => formatDay(r.date) },
          { key: 'orders', header: 'Orders', cell: (r) => r.orders, align: 'right' },
        ],
        rows: trends,
        rowKey: byDate,
        footer: ['Total', total],
      }}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_DIMENSION}>
        <LineChart data={trends} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={formatDay} tick={AXIS_TICK} minTickGap={24} />
          <YAxis allowDecimals={false} tick={AXIS_TICK} />
          <Tooltip labelFormatter={(d) => formatDay(String(d))} />
          <Line
            type="monotone"
            dataKey="orders"
            name="Orders"
            stroke={CHART_COLOURS[0]}
            strokeWidth={2}
            dot={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** Revenue & Profit Trends: revenue of live orders and what you keep after commission, per day (areas). */
export function RevenueTrendsChart({ trends }: { trends: OrderAnalytics['revenueTrends'] }) {
  const revenue = sum(trends, (t) => t.revenue);
  const profit = sum(trends, (t) => t.profit);
  return (
    <ChartCard
      title="Revenue & Profit Trends"
      description="Revenue of orders not cancelled or returned, and your profit: earnings after commission."
      summary={`Revenue ${formatMoney(revenue)} and profit ${formatMoney(profit)} per day`}
      table={{
        columns: [
          { key: 'date', header: 'Date', cell: (r) => formatDay(r.date) },
          { key: 'revenue', header: 'Revenue', cell: (r) => formatMoney(r.revenue), align: 'right' },
          { key: 'profit', header: 'Profit', cell: (r) => formatMoney(r.profit), align: 'right' },
        ],
        rows: trends,
        rowKey: byDate,
        footer: ['Total', formatMoney(revenue), formatMoney(profit)],
      }}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_DIMENSION}>
        <AreaChart data={trends} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={formatDay} tick={AXIS_TICK} minTickGap={24} />
          <YAxis tick={AXIS_TICK} tickFormatter={(v) => formatMoney(Number(v))} width={80} />
          <Tooltip labelFormatter={(d) => formatDay(String(d))} formatter={(v) => formatMoney(Number(v))} />
          <Legend />
          <Area
            type="monotone"
            dataKey="revenue"
            name="Revenue"
            stroke={CHART_COLOURS[0]}
            fill={CHART_COLOURS[0]}
            fillOpacity={0.15}
          />
          <Area
            type="monotone"
            dataKey="profit"
            name="Profit"
            stroke={CHART_COLOURS[1]}
            fill={CHART_COLOURS[1]}
            fillOpacity={0.15}
          />
        </AreaChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

const PIE_HEIGHT = CHART_HEIGHT + 60;

/** Status Distribution: orders placed in the period by their status now (pie). */
export function StatusDistributionChart({ statuses }: { statuses: OrderAnalytics['statusDistribution'] }) {
  const total = sum(statuses, (s) => s.count);
  const share = (count: number) => (total > 0 ? formatPercent((count / total) * 100) : 'N/A');
  // Slices of nothing are left out of the drawing (the table keeps every status).
  const drawn = statuses.filter((s) => s.count > 0);
  return (
    <ChartCard
      title="Status Distribution"
      description="Orders placed in the period, by their status now."
      summary={`Orders by status: ${statuses.map((s) => `${s.name} ${s.count}`).join(', ')}`}
      empty={statuses.length === 0 ? NO_ORDERS : null}
      table={{
        columns: [
          { key: 'name', header: 'Status', cell: (r) => r.name },
          { key: 'count', header: 'Orders', cell: (r) => r.count, align: 'right' },
          { key: 'share', header: 'Share', cell: (r) => share(r.count), align: 'right' },
        ],
        rows: statuses,
        rowKey: (r) => r.status,
        footer: ['Total', total, total > 0 ? '100.0%' : 'N/A'],
      }}
    >
      {/* Room for the labels round the pie: nine statuses make a legend of three lines, and a pie
          of fixed radius pushed the top labels out of the drawing at 1366 px. The radius is a
          share of the space the legend and margins leave. */}
      <ResponsiveContainer width="100%" height={PIE_HEIGHT} initialDimension={INITIAL_DIMENSION}>
        <PieChart margin={{ top: 24, right: 40, bottom: 8, left: 40 }}>
          <Pie
            data={drawn}
            dataKey="count"
            nameKey="name"
            outerRadius="72%"
            isAnimationActive={false}
            label={({ percent }) => `${Math.round((percent ?? 0) * 100)}%`}
          >
            {drawn.map((s, i) => (
              <Cell
                key={s.status}
                fill={STATUS_COLOURS[s.status] ?? CHART_COLOURS[i % CHART_COLOURS.length]}
              />
            ))}
          </Pie>
          <Tooltip />
          <Legend />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** Top Selling Products: the five products with most units sold (bars). */
export function TopProductsChart({ products }: { products: OrderAnalytics['topProducts'] }) {
  return (
    <ChartCard
      title="Top Selling Products"
      description="Your five best sellers by units in orders not cancelled or returned."
      summary={`Units sold: ${products.map((p) => `${p.name} ${p.sales}`).join(', ')}`}
      empty={products.length === 0 ? 'No products sold in this period' : null}
      table={{
        columns: [
          { key: 'name', header: 'Product', cell: (r) => r.name },
          { key: 'sales', header: 'Units', cell: (r) => r.sales, align: 'right' },
          { key: 'revenue', header: 'Revenue', cell: (r) => formatMoney(r.revenue), align: 'right' },
        ],
        rows: products,
        rowKey: (r) => r.productId,
      }}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_DIMENSION}>
        <BarChart data={products} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} />
          <YAxis type="category" dataKey="name" tick={AXIS_TICK} width={140} />
          <Tooltip />
          <Bar dataKey="sales" name="Units sold" fill={CHART_COLOURS[0]} radius={[0, 4, 4, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
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
} from '@/components/ui/charts';
import { formatMoney } from '@/lib/format';
import { formatDay, formatPercent } from '@/lib/format-analytics';
import type { BusinessOverview } from '../api/business-overview';

type Charts = BusinessOverview['charts'];
type Slice = Charts['stockData'][number];

const sum = <T,>(rows: T[], pick: (r: T) => number) => rows.reduce((n, r) => n + pick(r), 0);
const count = (n: number) => n.toLocaleString('en-US');
const share = (part: number, whole: number) => (whole > 0 ? formatPercent((part / whole) * 100) : 'N/A');

/** Sales Trends: revenue per day (area), with units and orders in the table. */
export function SalesTrendsChart({ data }: { data: Charts['salesData'] }) {
  const revenue = sum(data, (d) => d.revenue);
  return (
    <ChartCard
      title="Sales Trends"
      description="Revenue of the orders placed each day (cancelled and returned orders left out)."
      summary={`Revenue per day over ${data.length} days, ${formatMoney(revenue)} in all`}
      table={{
        columns: [
          { key: 'date', header: 'Day', cell: (d) => formatDay(d.date) },
          { key: 'orders', header: 'Orders', cell: (d) => count(d.orders), align: 'right' },
          { key: 'sales', header: 'Units', cell: (d) => count(d.sales), align: 'right' },
          { key: 'revenue', header: 'Revenue', cell: (d) => formatMoney(d.revenue), align: 'right' },
        ],
        rows: data,
        rowKey: (d) => d.date,
        footer: [
          'Total',
          count(sum(data, (d) => d.orders)),
          count(sum(data, (d) => d.sales)),
          formatMoney(revenue),
        ],
      }}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_DIMENSION}>
        <AreaChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={formatDay} tick={AXIS_TICK} minTickGap={24} />
          <YAxis tick={AXIS_TICK} tickFormatter={(v) => formatMoney(Number(v))} width={80} />
          <Tooltip labelFormatter={(d) => formatDay(String(d))} formatter={(v) => formatMoney(Number(v))} />
          <Area
            type="monotone"
            dataKey="revenue"
            name="Revenue"
            stroke={CHART_COLOURS[0]}
            fill={CHART_COLOURS[0]}
            fillOpacity={0.15}
            strokeWidth={2}
          />
        </AreaChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** A pie of slices (their own colours), with count and share in the table. */
function SlicesChart({
  title,
  description,
  slices,
  total,
  what,
  empty,
}: {
  title: string;
  description: string;
  slices: Slice[];
  total: number;
  what: string;
  empty: string;
}) {
  const drawn = slices.filter((s) => s.value > 0);
  return (
    <ChartCard
      title={title}
      description={description}
      summary={`${title}: ${drawn.map((s) => `${s.name} ${s.value}`).join(', ')}; ${total} ${what} in all`}
      empty={total === 0 ? empty : null}
      table={{
        columns: [
          { key: 'name', header: 'Status', cell: (s) => s.name },
          { key: 'value', header: 'Count', cell: (s) => count(s.value), align: 'right' },
          { key: 'share', header: 'Share', cell: (s) => share(s.value, total), align: 'right' },
        ],
        rows: slices,
        rowKey: (s) => s.name,
        footer: ['Total', count(total), total > 0 ? '100.0%' : 'N/A'],
      }}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_DIMENSION}>
        <PieChart>
          <Pie data={drawn} dataKey="value" nameKey="name" innerRadius={55} outerRadius={90} paddingAngle={2}>
            {drawn.map((s) => (
              <Cell key={s.name} fill={s.color} />
            ))}
          </Pie>
          <Tooltip />
          <Legend />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export function OrderStatusChart({ data }: { data: Charts['orderStatusData'] }) {
  return (
    <SlicesChart
      title="Order Status Distribution"
      description="Orders placed in the period, by their status now."
      slices={data}
      total={sum(data, (s) => s.value)}
      what="orders"
      empty="No orders in this period."
    />
  );
}

export function InventoryStatusChart({ data, total }: { data: Charts['stockData']; total: number }) {
  return (
    <SlicesChart
      title="Inventory Status"
      description={`Your ${count(total)} products now: low stock is at or below the product's threshold.`}
      slices={data}
      total={total}
      what="products"
      empty="No products listed yet."
    />
  );
}

/** Best Sellers: the top 5 products by revenue (bars) and the table Product, Units, Revenue, Orders. */
export function BestSellersChart({ data }: { data: Charts['topProducts'] }) {
  return (
    <ChartCard
      title="Best Sellers"
      description="Top 5 products by revenue in the period."
      summary={`Best sellers by revenue: ${data.map((p) => `${p.name} ${formatMoney(p.revenue)}`).join(', ')}`}
      empty={data.length === 0 ? 'No products sold in this period.' : null}
      table={{
        columns: [
          { key: 'name', header: 'Product', cell: (p) => p.name },
          { key: 'units', header: 'Units', cell: (p) => count(p.sales), align: 'right' },
          { key: 'revenue', header: 'Revenue', cell: (p) => formatMoney(p.revenue), align: 'right' },
          { key: 'orders', header: 'Orders', cell: (p) => count(p.orders), align: 'right' },
        ],
        rows: data,
        rowKey: (p, i) => p.productId ?? `${p.name}-${i}`,
      }}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_DIMENSION}>
        <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tick={AXIS_TICK} tickFormatter={(v) => formatMoney(Number(v))} />
          <YAxis type="category" dataKey="name" tick={AXIS_TICK} width={120} />
          <Tooltip formatter={(v) => formatMoney(Number(v))} />
          <Bar dataKey="revenue" name="Revenue" fill={CHART_COLOURS[1]} radius={[0, 4, 4, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

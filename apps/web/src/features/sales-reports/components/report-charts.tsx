import {
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
} from '@/components/ui/charts';
import { formatMoney } from '@/lib/format';
import { formatDay } from '@/lib/format-analytics';
import type { SalesReport } from '../api/sales-report';

/** Daily Sales: the sales of each day of the period (a line), orders and units in the table. */
export function DailySalesChart({ report }: { report: SalesReport }) {
  const rows = report.dailySales.map((d) => ({ ...d, label: formatDay(d.date) }));
  return (
    <ChartCard
      title="Daily Sales"
      description="Sales of the orders placed each day that match the filters."
      summary={`Sales per day over ${rows.length} days, ${formatMoney(report.summary.totalSales)} in all`}
      empty={report.summary.ordersCount === 0 ? 'No sales match these filters in this period.' : null}
      table={{
        columns: [
          { key: 'date', header: 'Day', cell: (d) => d.label },
          { key: 'sales', header: 'Sales', cell: (d) => formatMoney(d.sales), align: 'right' },
          { key: 'orders', header: 'Orders', cell: (d) => d.orders, align: 'right' },
          { key: 'units', header: 'Units', cell: (d) => d.units, align: 'right' },
        ],
        rows,
        rowKey: (d) => d.date,
      }}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_DIMENSION}>
        <LineChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} minTickGap={16} />
          <YAxis tick={AXIS_TICK} tickFormatter={(v) => formatMoney(Number(v))} width={80} />
          <Tooltip formatter={(v) => formatMoney(Number(v))} />
          <Line dataKey="sales" name="Sales" stroke={CHART_COLOURS[0]} strokeWidth={2} dot={false} />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** Sales by Category: the vendor's main categories that sold in the period. */
export function CategorySalesChart({ report }: { report: SalesReport }) {
  const total = report.categorySales.reduce((n, c) => n + c.value, 0);
  const share = (v: number) => (total > 0 ? `${Math.round((v / total) * 100)}%` : 'N/A');
  return (
    <ChartCard
      title="Sales by Category"
      description="Sales of your products by their main category."
      summary={`Sales by category: ${report.categorySales.map((c) => `${c.name} ${formatMoney(c.value)}`).join(', ')}`}
      empty={report.categorySales.length === 0 ? 'No sales match these filters in this period.' : null}
      table={{
        columns: [
          { key: 'name', header: 'Category', cell: (c) => c.name },
          { key: 'value', header: 'Sales', cell: (c) => formatMoney(c.value), align: 'right' },
          { key: 'share', header: 'Share', cell: (c) => share(c.value), align: 'right' },
        ],
        rows: report.categorySales,
        rowKey: (c) => c.id ?? 'none',
      }}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_DIMENSION}>
        <PieChart margin={{ top: 16, right: 40, bottom: 0, left: 40 }}>
          <Pie
            data={report.categorySales}
            dataKey="value"
            nameKey="name"
            outerRadius={80}
            label={({ value }) => share(Number(value))}
          >
            {report.categorySales.map((c, i) => (
              <Cell key={c.id ?? 'none'} fill={CHART_COLOURS[i % CHART_COLOURS.length]} />
            ))}
          </Pie>
          <Tooltip formatter={(v) => formatMoney(Number(v))} />
          <Legend />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

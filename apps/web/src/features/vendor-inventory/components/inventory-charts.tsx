import {
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
import { MOVEMENT_TYPE_LABELS, STOCK_STATUS_COLOURS, STOCK_STATUS_LABELS } from '../lib/labels';
import type { InventoryAnalytics } from '../types';

const count = (n: number) => n.toLocaleString('en-US');
const sum = <T,>(rows: T[], pick: (r: T) => number) => rows.reduce((n, r) => n + pick(r), 0);

/** Stock status distribution now: items per status (pie) with their units in the table. */
export function StatusDistributionChart({ data }: { data: InventoryAnalytics['statusDistribution'] }) {
  const rows = data.map((d) => ({ ...d, name: STOCK_STATUS_LABELS[d._id] }));
  const items = sum(rows, (r) => r.count);
  return (
    <ChartCard
      title="Stock Status Distribution"
      description="Your items by stock status now, with their units on hand."
      summary={`Items by status: ${rows.map((r) => `${r.name} ${r.count}`).join(', ')}; ${items} in all`}
      empty={items === 0 ? 'No inventory items yet.' : null}
      table={{
        columns: [
          { key: 'status', header: 'Status', cell: (r) => r.name },
          { key: 'count', header: 'Items', cell: (r) => count(r.count), align: 'right' },
          { key: 'units', header: 'Units', cell: (r) => count(r.totalStock), align: 'right' },
        ],
        rows,
        rowKey: (r) => r._id,
        footer: ['Total', count(items), count(sum(rows, (r) => r.totalStock))],
      }}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_DIMENSION}>
        <PieChart>
          <Pie
            data={rows.filter((r) => r.count > 0)}
            dataKey="count"
            nameKey="name"
            innerRadius={55}
            outerRadius={90}
            paddingAngle={2}
          >
            {rows
              .filter((r) => r.count > 0)
              .map((r) => (
                <Cell key={r._id} fill={STOCK_STATUS_COLOURS[r._id]} />
              ))}
          </Pie>
          <Tooltip />
          <Legend />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** Stock movements of the last N days by type: total quantity (bars) and transactions (table). */
export function MovementsByTypeChart({
  data,
  period,
}: {
  data: InventoryAnalytics['movementAnalytics'];
  period: number;
}) {
  const rows = data.map((d) => ({ ...d, name: MOVEMENT_TYPE_LABELS[d._id] }));
  return (
    <ChartCard
      title="Stock Movements"
      description={`Movements of the last ${period} days by type: units moved and number of transactions.`}
      summary={`Movements by type over ${period} days: ${rows.map((r) => `${r.name} ${r.totalQuantity} units in ${r.count}`).join(', ')}`}
      empty={rows.length === 0 ? `No stock movements in the last ${period} days.` : null}
      table={{
        columns: [
          { key: 'type', header: 'Type', cell: (r) => r.name },
          { key: 'quantity', header: 'Total quantity', cell: (r) => count(r.totalQuantity), align: 'right' },
          { key: 'count', header: 'Transactions', cell: (r) => count(r.count), align: 'right' },
        ],
        rows,
        rowKey: (r) => r._id,
        footer: ['Total', count(sum(rows, (r) => r.totalQuantity)), count(sum(rows, (r) => r.count))],
      }}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_DIMENSION}>
        <BarChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" tick={AXIS_TICK} interval={0} angle={-20} textAnchor="end" height={56} />
          <YAxis tick={AXIS_TICK} width={56} />
          <Tooltip />
          <Legend />
          <Bar dataKey="totalQuantity" name="Total quantity" fill={CHART_COLOURS[0]} radius={[4, 4, 0, 0]} />
          <Bar dataKey="count" name="Transactions" fill={CHART_COLOURS[3]} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** Top products by stock value (FIFO cost of the units on hand). */
export function TopValueChart({
  data,
  className,
}: {
  data: InventoryAnalytics['topValueProducts'];
  className?: string;
}) {
  return (
    <ChartCard
      className={className}
      title="Top Products by Stock Value"
      description="The items whose units on hand are worth most, at FIFO cost."
      summary={`Top products by stock value: ${data.map((p) => `${p.productName} ${formatMoney(p.stockValue)}`).join(', ')}`}
      empty={data.length === 0 ? 'No stock with a recorded cost yet.' : null}
      table={{
        columns: [
          { key: 'name', header: 'Product', cell: (p) => p.productName },
          { key: 'sku', header: 'SKU', cell: (p) => p.productSku },
          { key: 'stock', header: 'Current stock', cell: (p) => count(p.currentStock), align: 'right' },
          { key: 'value', header: 'Stock value', cell: (p) => formatMoney(p.stockValue), align: 'right' },
        ],
        rows: data,
        rowKey: (p) => p.inventoryId,
      }}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_DIMENSION}>
        <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tick={AXIS_TICK} tickFormatter={(v) => formatMoney(Number(v))} />
          <YAxis type="category" dataKey="productName" tick={AXIS_TICK} width={140} />
          <Tooltip formatter={(v) => formatMoney(Number(v))} />
          <Bar dataKey="stockValue" name="Stock value" fill={CHART_COLOURS[1]} radius={[0, 4, 4, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

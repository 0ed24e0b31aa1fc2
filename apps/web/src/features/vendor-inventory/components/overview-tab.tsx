import { STOCK_FIGURE_WORDS } from '@market/domain';
import { AlertTriangle, Boxes, DollarSign, Layers, PackageSearch } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { KpiSkeletons } from '@/components/ui/charts';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { StatCard } from '@/components/ui/stat-card';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { loadErrorMessage } from '@/lib/api-client';
import { formatDate, formatMoney } from '@/lib/format';
import { useInventoryOverview } from '../api/get-inventory-overview';
import type { InventoryOverview } from '../types';
import { AlertsList } from './alerts-list';
import { ProductCell } from './product-cell';
import { StockStatusBadge } from './stock-badges';

const count = (n: number) => n.toLocaleString('en-US');

function SummaryCards({ summary }: { summary: InventoryOverview['summary'] }) {
  const uncosted = summary.itemsWithoutCost;
  return (
    <section aria-label="Key figures" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label="Total Items" value={count(summary.totalItems)} icon={Boxes} tone="indigo" />
      <StatCard
        label="Total Stock"
        value={count(summary.totalStock)}
        icon={Layers}
        tone="blue"
        footer={<span className="text-slate-500">Units on hand</span>}
      />
      <StatCard
        label="Low Stock Items"
        value={count(summary.lowStockItems)}
        icon={AlertTriangle}
        tone="yellow"
        footer={<span className="text-slate-500">{count(summary.outOfStockItems)} out of stock</span>}
      />
      <StatCard
        label="Total Value"
        value={formatMoney(summary.totalValue)}
        icon={DollarSign}
        tone="green"
        footer={
          <span className="text-slate-500">
            {uncosted > 0
              ? `FIFO cost; ${count(uncosted)} ${uncosted === 1 ? 'item has' : 'items have'} no cost recorded (valued at 0)`
              : 'FIFO cost of the units on hand'}
          </span>
        }
      />
    </section>
  );
}

function RecentMovements({ items }: { items: InventoryOverview['recentMovements'] }) {
  return (
    <Card>
      <CardHeader
        title="Recent Stock Movements"
        description="The items whose stock changed last."
        level={3}
      />
      {items.length === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-slate-500">No recent stock movements</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item._id} className="flex items-center justify-between gap-4 px-5 py-3">
              <div className="min-w-0">
                <ProductCell product={item.product} showPrice={false} />
                <p className="mt-0.5 pl-13 text-xs text-slate-500">SKU {item.product.sku}</p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1 text-right">
                <span className="text-sm font-semibold text-slate-900 tabular-nums">
                  {count(item.availableStock)} {STOCK_FIGURE_WORDS.available.label.toLowerCase()}
                </span>
                <span className="text-xs text-slate-500 tabular-nums">
                  {count(item.currentStock)} {STOCK_FIGURE_WORDS.onHand.label.toLowerCase()} ·{' '}
                  {count(item.reservedStock)} {STOCK_FIGURE_WORDS.reserved.label.toLowerCase()}
                </span>
                <StockStatusBadge status={item.stockStatus} />
                <span className="text-xs text-slate-500">
                  {formatDate(item.lastStockUpdate, { withTime: true })}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The Overview tab: four cards, the recently changed items and the first 5 active alerts. */
export function OverviewTab({ onShowAlerts }: { onShowAlerts: () => void }) {
  const query = useInventoryOverview();
  const data = query.data;
  if (!data && query.isError) {
    return (
      <LoadError
        title="The inventory overview could not be loaded"
        onRetry={() => void query.refetch()}
        error={query.error}
      >
        {loadErrorMessage(query.error)}
      </LoadError>
    );
  }
  if (!data) {
    return (
      <div className="space-y-5">
        <KpiSkeletons />
        <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
          <Card>
            <TableSkeleton label="Loading recent stock movements" columns={2} />
          </Card>
          <Card>
            <TableSkeleton label="Loading recent alerts" columns={2} />
          </Card>
        </div>
      </div>
    );
  }
  if (data.summary.totalItems === 0) {
    return (
      <Card>
        <EmptyState
          icon={PackageSearch}
          title="No inventory items"
          description="Every product you add gets an inventory item; its stock, movements and alerts show here."
          level={3}
        />
      </Card>
    );
  }
  return (
    <div className="space-y-5">
      <SummaryCards summary={data.summary} />
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
        <RecentMovements items={data.recentMovements} />
        <Card>
          <CardHeader
            title="Recent Alerts"
            description={`${count(data.summary.activeAlerts)} active`}
            level={3}
            actions={
              data.summary.activeAlerts > 0 ? (
                <Button variant="outline" size="sm" onClick={onShowAlerts}>
                  View all alerts
                </Button>
              ) : null
            }
          />
          <AlertsList alerts={data.alerts.slice(0, 5)} compact />
        </Card>
      </div>
    </div>
  );
}

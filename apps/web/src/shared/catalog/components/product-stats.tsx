import { AlertTriangle, CheckCircle2, DollarSign, Package, PackageX } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import { formatMoney } from '@/lib/format';
import type { ProductStats as Stats } from '../types';

/** What the stock value at price is (decision 0016); the dashboard reads the same figure. */
export const STOCK_VALUE_AT_PRICE_HINT = 'At list price: price × units on hand';

/** The five stat cards above a product list. */
export function ProductStats({ stats }: { stats: Stats }) {
  return (
    <section aria-label="Product statistics" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <StatCard label="Total Products" value={stats.totalProducts} icon={Package} />
      <StatCard label="Active Products" value={stats.activeProducts} icon={CheckCircle2} tone="green" />
      <StatCard label="Low Stock" value={stats.lowStock} icon={AlertTriangle} tone="yellow" />
      <StatCard label="Out of Stock" value={stats.outOfStock} icon={PackageX} tone="red" />
      <StatCard
        label="Inventory Value"
        value={formatMoney(stats.inventoryValue)}
        icon={DollarSign}
        tone="blue"
        footer={<span className="text-slate-600">{STOCK_VALUE_AT_PRICE_HINT}</span>}
      />
    </section>
  );
}

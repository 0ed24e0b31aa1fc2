import { StatCard } from '@/components/ui/stat-card';
import { formatMoney } from '@/lib/format';
import type { VendorOrder } from '@/shared/vendor-orders/types';

/** Sum of the loaded page's totals (the Total Revenue header). */
export function pageRevenue(orders: readonly Pick<VendorOrder, 'totalAmount'>[]): number {
  return Math.round(orders.reduce((sum, o) => sum + o.totalAmount * 100, 0)) / 100;
}

type ManageOrdersStatsProps = {
  orders: readonly VendorOrder[];
  /** Orders matching the filters, or undefined while none has loaded. */
  totalItems: number | undefined;
};

/** The three figures above the cards: the page's revenue and earnings, and the matching orders. */
export function ManageOrdersStats({ orders, totalItems }: ManageOrdersStatsProps) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <StatCard
        label="Total Revenue"
        value={<span data-testid="total-revenue">{formatMoney(pageRevenue(orders))}</span>}
        footer={<span className="text-slate-500">Sum of the orders on this page</span>}
      />
      <StatCard
        label="Your Earnings"
        tone="green"
        value={formatMoney(pageRevenue(orders.map((o) => ({ totalAmount: o.vendorAmount }))))}
        footer={<span className="text-slate-500">After commission, on this page</span>}
      />
      <StatCard
        label="Orders"
        tone="blue"
        value={totalItems ?? '—'}
        footer={<span className="text-slate-500">Matching the filters</span>}
      />
    </div>
  );
}

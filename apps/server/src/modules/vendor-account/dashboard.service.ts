import { fromMinor, RATIO_REASONS } from '@market/domain';
import type { AppContext } from '../../context.js';
import { dashboardFigures } from './dashboard.queries.js';

const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * The dashboard's six cards, every figure from the database (zero where there is no data yet). A
 * ratio with nothing to divide by is null with the reason (shown 'N/A'), never a 0% that reads
 * like a result.
 */
export async function getDashboardStats(opts: { ctx: AppContext; vendorId: string }) {
  const f = await dashboardFigures(opts.ctx.db, opts.vendorId, opts.ctx.clock.now());
  const avgMinor = f.revenue.liveCount ? Math.round(f.revenue.totalMinor / f.revenue.liveCount) : 0;
  return {
    orders: f.orders,
    products: {
      total: f.products.total,
      // Stock value at list price (decision 0016), the same figure as My Products'.
      totalValue: fromMinor(f.products.totalValueMinor),
      soldThisMonth: f.products.soldThisMonth,
      outOfStock: f.products.outOfStock,
    },
    revenue: {
      total: fromMinor(f.revenue.totalMinor),
      thisMonth: fromMinor(f.revenue.thisMonthMinor),
      avgOrderValue: fromMinor(avgMinor),
    },
    customers: f.customers,
    performance: {
      // Orders this month per hundred product-page views this month.
      conversionRate: f.viewsThisMonth ? round1((f.revenue.liveThisMonth / f.viewsThisMonth) * 100) : null,
      conversionRateReason: f.viewsThisMonth ? null : RATIO_REASONS.noViewsThisMonth,
      // Revenue this month against last month, in percent.
      monthlyGrowth: f.revenue.lastMonthMinor
        ? round1(((f.revenue.thisMonthMinor - f.revenue.lastMonthMinor) / f.revenue.lastMonthMinor) * 100)
        : null,
      monthlyGrowthReason: f.revenue.lastMonthMinor ? null : RATIO_REASONS.noRevenueLastMonth,
    },
  };
}

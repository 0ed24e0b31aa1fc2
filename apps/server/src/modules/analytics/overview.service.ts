import {
  addDays,
  dayIn,
  fromMinor,
  percentChange,
  percentOf,
  RATIO_REASONS,
  resolvePeriod,
} from '@market/domain';
import type { AppContext } from '../../context.js';
import { catalogFigures, emptyDay, type OverviewDay, productSales, vendorDays } from './overview.queries.js';

/** Best sellers shown (spec 001 section 9: top 5). */
const TOP_PRODUCTS = 5;

/** Status slices in the web chart kit's colours (STATUS_COLOURS). */
const STATUS_SLICES = [
  { name: 'Pending', key: 'statusPending', color: '#f59e0b' },
  { name: 'Accepted', key: 'statusAccepted', color: '#0ea5e9' },
  { name: 'Processing', key: 'statusProcessing', color: '#6366f1' },
  { name: 'Shipped', key: 'statusShipped', color: '#8b5cf6' },
  { name: 'Delivered', key: 'statusDelivered', color: '#10b981' },
  { name: 'Cancelled', key: 'statusCancelled', color: '#ef4444' },
  { name: 'Cancelled by customer', key: 'statusCancelledByCustomer', color: '#f97316' },
  { name: 'Rejected', key: 'statusRejected', color: '#64748b' },
  { name: 'Returned', key: 'statusReturned', color: '#ec4899' },
] as const satisfies readonly { name: string; key: keyof OverviewDay; color: string }[];

type Totals = Omit<OverviewDay, 'day'>;

/** The days' figures added up (zeros for no day). */
function totalsOf(days: OverviewDay[]): Totals {
  const { day: _, ...t } = emptyDay();
  const sums = t as Record<string, number>;
  for (const d of days) for (const k of Object.keys(sums)) sums[k] = (sums[k] ?? 0) + d[k as keyof Totals];
  return t;
}

/** Average live order in minor units; null with no live order. */
const averageMinor = (t: Totals) => (t.liveOrders > 0 ? Math.round(t.revenueMinor / t.liveOrders) : null);

/** A card's figure now, in the previous period and the change (null = nothing before to compare with). */
function card(current: number | null, previous: number | null, reason: string | null = null) {
  const change = current === null || previous === null ? null : percentChange(current, previous);
  return {
    value: current,
    previous,
    change,
    reason: current === null ? reason : null,
    changeReason: current !== null && change === null ? RATIO_REASONS.noPreviousPeriod : null,
  };
}

/**
 * 'Your Business Report' (spec 001, Business analytics entity) for one vendor over a period, with
 * the four cards compared with the previous period of the same length. Read from the rollups:
 * orders are parts placed in the period (whatever became of them); revenue, units and earnings
 * count live parts only (not cancelled, rejected or returned).
 */
export async function getBusinessOverview(opts: {
  ctx: AppContext;
  vendorId: string;
  query: { timeRange?: number; startDate?: string; endDate?: string };
}) {
  const { ctx, vendorId } = opts;
  const tz = ctx.config.timeZone;
  const period = resolvePeriod(opts.query, dayIn(tz, ctx.clock.now()));
  const thisMonthStart = `${period.to.slice(0, 8)}01`;
  const readFrom = thisMonthStart < period.previous.from ? thisMonthStart : period.previous.from;

  const [days, sales, catalog] = await Promise.all([
    vendorDays(ctx.db, vendorId, readFrom, period.to),
    productSales(ctx.db, vendorId, period.from, period.to, TOP_PRODUCTS),
    catalogFigures(ctx.db, {
      vendorId,
      from: period.from,
      to: period.to,
      prevFrom: period.previous.from,
      prevTo: period.previous.to,
      tz,
    }),
  ]);

  const current = days.filter((d) => d.day >= period.from);
  const previous = days.filter((d) => d.day >= period.previous.from && d.day <= period.previous.to);
  const cur = totalsOf(current);
  const prev = totalsOf(previous);
  const monthRevenueMinor = days
    .filter((d) => d.day >= thisMonthStart)
    .reduce((s, d) => s + d.revenueMinor, 0);
  const byDay = new Map(current.map((d) => [d.day, d]));
  const everyDay = Array.from({ length: period.days }, (_, i) => addDays(period.from, i));

  const conversionRate = percentOf(cur.liveOrders, catalog.views);
  const repeatCustomerRate = percentOf(cur.returningCustomers, cur.customers);
  const avgCur = averageMinor(cur);
  const avgPrev = averageMinor(prev);
  const money = (minor: number | null) => (minor === null ? null : fromMinor(minor));

  return {
    hasOrders: catalog.hasOrders,
    summary: {
      totalOrders: cur.orders,
      deliveredOrders: cur.statusDelivered,
      totalRevenue: fromMinor(cur.revenueMinor),
      monthlyRevenue: fromMinor(monthRevenueMinor),
      productsSold: cur.units,
      avgOrderValue: money(avgCur),
      totalEarnings: fromMinor(cur.earningsMinor),
      totalCommission: fromMinor(cur.commissionMinor),
      productViews: catalog.views,
      conversionRate,
      conversionRateReason: conversionRate === null ? RATIO_REASONS.noViews : null,
      repeatCustomerRate,
      repeatCustomerRateReason: repeatCustomerRate === null ? RATIO_REASONS.noCustomers : null,
    },
    cards: {
      moneyEarned: card(fromMinor(cur.earningsMinor), fromMinor(prev.earningsMinor)),
      ordersReceived: card(cur.orders, prev.orders),
      productsListed: card(catalog.listedAtEnd, catalog.listedBefore),
      averageOrder: card(money(avgCur), money(avgPrev), RATIO_REASONS.noOrders),
    },
    charts: {
      salesData: everyDay.map((date) => {
        const d = byDay.get(date);
        return {
          date,
          sales: d?.units ?? 0,
          orders: d?.orders ?? 0,
          revenue: fromMinor(d?.revenueMinor ?? 0),
        };
      }),
      revenueData: everyDay.map((date) => {
        const d = byDay.get(date);
        return {
          date,
          revenue: fromMinor(d?.revenueMinor ?? 0),
          earnings: fromMinor(d?.earningsMinor ?? 0),
          commission: fromMinor(d?.commissionMinor ?? 0),
        };
      }),
      topProducts: sales.top.map((p) => ({
        productId: p.id,
        name: p.name,
        sales: p.units,
        revenue: fromMinor(p.revenueMinor),
        orders: p.orders,
      })),
      categoryData: sales.categories.map((c) => ({
        name: c.name,
        value: fromMinor(c.revenueMinor),
        sales: c.units,
      })),
      orderStatusData: STATUS_SLICES.map((s) => ({ name: s.name, value: cur[s.key], color: s.color })),
      stockData: [
        { name: 'In Stock', value: catalog.inStock, color: '#10b981' },
        { name: 'Low Stock', value: catalog.lowStock, color: '#f59e0b' },
        { name: 'Out of Stock', value: catalog.outOfStock, color: '#ef4444' },
      ],
      stockTotal: catalog.listed,
    },
    period: {
      timeRange: period.timeRange,
      startDate: period.from,
      endDate: period.to,
      days: period.days,
      thisMonthStart,
      previousStartDate: period.previous.from,
      previousEndDate: period.previous.to,
    },
  };
}

export type BusinessOverview = Awaited<ReturnType<typeof getBusinessOverview>>;

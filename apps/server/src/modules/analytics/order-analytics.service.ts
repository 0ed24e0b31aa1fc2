import {
  addDays,
  addOrderSums,
  averageOrderMinor,
  changeOf,
  dayIn,
  EMPTY_ORDER_SUMS,
  fromMinor,
  fulfillmentRate,
  ORDER_ANALYTICS_MESSAGES as M,
  type OrderDaySums,
  percentChange,
  percentOf,
  performanceMetrics,
  resolvePeriod,
} from '@market/domain';
import type { AppContext } from '../../context.js';
import {
  customerBase,
  type OrderDayRow,
  topProductsByUnits,
  vendorOrderDays,
} from './order-analytics.queries.js';

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock'>;

export const TOP_PRODUCTS = 5;

/** Part statuses as the vendor's order screens name them, with their rollup column. */
const STATUS_COLUMNS: [string, string, keyof OrderDayRow][] = [
  ['pending', 'Pending', 'status_pending'],
  ['accepted', 'Accepted', 'status_accepted'],
  ['processing', 'Processing', 'status_processing'],
  ['shipped', 'Shipped', 'status_shipped'],
  ['delivered', 'Delivered', 'status_delivered'],
  ['cancelled', 'Cancelled by Vendor', 'status_cancelled'],
  ['cancelled_by_customer', 'Cancelled by Customer', 'status_cancelled_by_customer'],
  ['rejected', 'Rejected', 'status_rejected'],
  ['returned', 'Returned', 'status_returned'],
];

function sumsOf(r: OrderDayRow): OrderDaySums {
  return {
    orders: Number(r.orders),
    liveOrders: Number(r.live_orders),
    revenueMinor: Number(r.revenue_minor),
    earningsMinor: Number(r.earnings_minor),
    cancelledByCustomer: Number(r.status_cancelled_by_customer),
    deliveredParts: Number(r.delivered_parts),
    deliveredOnTime: Number(r.delivered_on_time),
    returned: Number(r.status_returned),
    shippedParts: Number(r.shipped_parts),
    processingHours: Number(r.processing_hours),
  };
}

/**
 * Order Analytics for one vendor (spec 001 "Order analytics"), from the daily rollups: three
 * statements (the vendor's days of this and the previous period, the top products, the customer
 * base). Figures count the vendor's parts placed in the period; every null has a reason in `reasons`.
 */
export async function getOrderAnalytics(opts: {
  ctx: Ctx;
  vendorId: string;
  query: { timeRange?: number; startDate?: string; endDate?: string };
  includeMetrics?: boolean;
}) {
  const { ctx, vendorId } = opts;
  const today = dayIn(ctx.config.timeZone, ctx.clock.now());
  const period = resolvePeriod(opts.query, today);
  const [days, top, customers] = await Promise.all([
    vendorOrderDays(ctx.db, vendorId, period.previous.from, period.to),
    topProductsByUnits(ctx.db, vendorId, period.from, period.to, TOP_PRODUCTS),
    customerBase(ctx.db, vendorId, period.from, period.to),
  ]);

  const current = days.filter((d) => d.day >= period.from);
  const byDay = new Map(current.map((d) => [d.day, d]));
  const cur = current.map(sumsOf).reduce(addOrderSums, EMPTY_ORDER_SUMS);
  const prev = days
    .filter((d) => d.day < period.from)
    .map(sumsOf)
    .reduce(addOrderSums, EMPTY_ORDER_SUMS);

  const reasons: Record<string, string> = {};
  const noPrevious = (field: string, change: number | null) => {
    if (change === null) reasons[field] = M.noPrevious;
    return change;
  };
  const aovCur = averageOrderMinor(cur);
  const aovPrev = averageOrderMinor(prev);
  const fulfilCur = fulfillmentRate(cur);
  const fulfilPrev = fulfillmentRate(prev);
  if (aovCur === null) reasons.averageOrderValue = cur.orders > 0 ? M.noLiveOrders : M.noOrders;
  if (fulfilCur === null) reasons.fulfillmentRate = cur.orders > 0 ? M.noFulfillable : M.noOrders;
  const overview = {
    totalOrders: cur.orders,
    ordersChange: noPrevious('ordersChange', percentChange(cur.orders, prev.orders)),
    totalRevenue: fromMinor(cur.revenueMinor),
    revenueChange: noPrevious('revenueChange', percentChange(cur.revenueMinor, prev.revenueMinor)),
    averageOrderValue: aovCur === null ? null : fromMinor(aovCur),
    aovChange: noPrevious('aovChange', changeOf(aovCur, aovPrev)),
    fulfillmentRate: fulfilCur,
    fulfillmentChange: noPrevious('fulfillmentChange', changeOf(fulfilCur, fulfilPrev)),
  };

  const dates: string[] = [];
  for (let d = period.from; d <= period.to; d = addDays(d, 1)) dates.push(d);
  const statusTotals = STATUS_COLUMNS.map(([status, name, column]) => ({
    status,
    name,
    count: current.reduce((n, d) => n + Number(d[column]), 0),
  }));

  let perf = null;
  if (opts.includeMetrics !== false) {
    const p = performanceMetrics(cur);
    perf = p.metrics;
    Object.assign(reasons, p.reasons);
  }
  const repeatCustomerRate = percentOf(customers.repeat, customers.total);
  if (repeatCustomerRate === null) reasons.repeatCustomerRate = M.noCustomers;

  return {
    timeRange: period.timeRange,
    period: {
      startDate: period.from,
      endDate: period.to,
      days: period.days,
      previousStartDate: period.previous.from,
      previousEndDate: period.previous.to,
    },
    overview,
    orderTrends: dates.map((date) => ({ date, orders: Number(byDay.get(date)?.orders ?? 0) })),
    revenueTrends: dates.map((date) => {
      const d = byDay.get(date);
      return {
        date,
        revenue: d ? fromMinor(Number(d.revenue_minor)) : 0,
        profit: d ? fromMinor(Number(d.earnings_minor)) : 0,
      };
    }),
    statusDistribution: statusTotals.filter((s) => s.count > 0),
    topProducts: top.map((t) => ({
      productId: t.product_id,
      name: t.name ?? 'Deleted product',
      sales: Number(t.units),
      revenue: fromMinor(Number(t.revenue_minor)),
    })),
    customerInsights: {
      totalCustomers: customers.total,
      newCustomers: customers.fresh,
      repeatCustomerRate,
    },
    performanceMetrics: perf,
    reasons,
  };
}

export type OrderAnalytics = Awaited<ReturnType<typeof getOrderAnalytics>>;

import {
  type AnalyticsTimeRange,
  addDays,
  dayIn,
  fromMinor,
  PRODUCT_ANALYTICS_MESSAGES,
  percentChange,
} from '@market/domain';
import type { AppContext } from '../../context.js';
import { isUuid } from '../../lib/db-errors.js';
import { notFound } from '../../lib/errors.js';
import { findProduct, type ProductOwner } from '../catalog/index.js';
import {
  customerFigures,
  salesByDay,
  stockByDay,
  topRegions,
  viewsByDay,
} from './product-analytics.queries.js';

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

export { percentChange };

/**
 * Product analytics (spec 001): daily views and sales over the range (every day present, zeros
 * included), KPIs with their change against the previous period of the same length, stock
 * history, top regions and customer insights. Days are the marketplace time zone's days ending
 * today (by ctx.clock), as on every analytics screen.
 */
export async function getProductAnalytics(opts: {
  ctx: AppContext;
  owner: ProductOwner;
  id: string;
  timeRange: AnalyticsTimeRange;
  /** Count cancelled and rejected orders' items too (the screen's toggle). */
  includeCancelled?: boolean;
}) {
  const { ctx, owner, timeRange } = opts;
  const includeCancelled = opts.includeCancelled ?? false;
  if (!isUuid(opts.id)) throw notFound(PRODUCT_ANALYTICS_MESSAGES.notFound);
  const product = await findProduct(ctx.db, { id: opts.id, vendorId: owner.vendorId });
  if (!product) throw notFound(PRODUCT_ANALYTICS_MESSAGES.notFound);

  const tz = ctx.config.timeZone;
  const today = dayIn(tz, ctx.clock.now());
  const start = addDays(today, -(timeRange - 1));
  const prevStart = addDays(start, -timeRange);
  const current = { from: start, to: today, tz, includeCancelled };

  const [views, sales, customers, regions, stock] = await Promise.all([
    viewsByDay(ctx.db, product.id, prevStart, today),
    salesByDay(ctx.db, product.id, { from: prevStart, to: today, tz, includeCancelled }),
    customerFigures(ctx.db, product.id, current),
    topRegions(ctx.db, product.id, current),
    stockByDay(ctx.db, product.id, current),
  ]);

  const days = daysBetween(start, today);
  const viewsOf = new Map(views.map((v) => [v.day, Number(v.views)]));
  const salesOf = new Map(sales.map((s) => [s.day, s]));
  const inCurrent = (day: string) => day >= start;

  const sum = <T>(list: T[], pick: (t: T) => number) => list.reduce((n, t) => n + pick(t), 0);
  const viewsCur = sum(
    views.filter((v) => inCurrent(v.day)),
    (v) => Number(v.views),
  );
  const viewsPrev = sum(
    views.filter((v) => !inCurrent(v.day)),
    (v) => Number(v.views),
  );
  const salesCur = sales.filter((s) => inCurrent(s.day));
  const salesPrev = sales.filter((s) => !inCurrent(s.day));
  const qty = (list: typeof sales) => sum(list, (s) => Number(s.quantity));
  const revenue = (list: typeof sales) => sum(list, (s) => Number(s.revenue));
  const orders = (list: typeof sales) => sum(list, (s) => Number(s.orders));
  const conversion = (o: number, v: number) => (v > 0 ? o / v : 0);
  const conversionCur = conversion(orders(salesCur), viewsCur);
  const conversionPrev = conversion(orders(salesPrev), viewsPrev);

  // Stock: carried forward from the last movement before the range; days before any stock is
  // known are left out.
  const before = stock.find((s) => s.day === null);
  const stockOf = new Map(stock.filter((s) => s.day !== null).map((s) => [s.day!, Number(s.stock)]));
  const stockHistory: Array<{ date: string; stock: number }> = [];
  let level: number | undefined = before ? Number(before.stock) : undefined;
  for (const day of days) {
    level = stockOf.get(day) ?? level;
    if (level !== undefined) stockHistory.push({ date: day, stock: level });
  }

  const ordersCur = orders(salesCur);
  return {
    timeRange,
    includeCancelled,
    period: { startDate: start, endDate: today, previousStartDate: prevStart },
    views: days.map((date) => ({ date, views: viewsOf.get(date) ?? 0 })),
    sales: days.map((date) => {
      const s = salesOf.get(date);
      return { date, quantity: s ? Number(s.quantity) : 0, revenue: s ? fromMinor(Number(s.revenue)) : 0 };
    }),
    performance: {
      totalViews: viewsCur,
      viewsChange: percentChange(viewsCur, viewsPrev),
      totalSales: qty(salesCur),
      salesChange: percentChange(qty(salesCur), qty(salesPrev)),
      totalRevenue: fromMinor(revenue(salesCur)),
      revenueChange: percentChange(revenue(salesCur), revenue(salesPrev)),
      totalOrders: ordersCur,
      conversionRate: round(conversionCur, 4),
      conversionChange: percentChange(conversionCur, conversionPrev),
    },
    stockHistory,
    topRegions: regions.map((r) => ({ name: r.name, sales: Number(r.sales) })),
    customerInsights: {
      uniqueCustomers: customers.customers,
      averageOrderValue: ordersCur > 0 ? fromMinor(Math.round(revenue(salesCur) / ordersCur)) : 0,
      repeatPurchaseRate: customers.customers > 0 ? round(customers.repeaters / customers.customers, 4) : 0,
    },
  };
}

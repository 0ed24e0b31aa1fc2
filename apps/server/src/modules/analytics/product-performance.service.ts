import {
  dayIn,
  fromMinor,
  type ProductPerformanceQuery,
  percentChange,
  percentOf,
  resolvePeriod,
} from '@market/domain';
import type { AppContext } from '../../context.js';
import { pagination } from '../../lib/http.js';
import { countVendorProducts, productPerformancePage } from './product-performance.queries.js';

/**
 * Product Performance (issue 12): a page of the vendor's products, every one listed whether it
 * sold or not, with views, units, revenue, orders, conversion (orders / views, null without
 * views), available stock and trend (revenue change against the previous period, null when the
 * previous period sold nothing and this one did). One statement; two when the page is past the end.
 */
export async function listProductPerformance(opts: {
  ctx: AppContext;
  vendorId: string;
  query: ProductPerformanceQuery;
}) {
  const { ctx, vendorId, query } = opts;
  const period = resolvePeriod(query, dayIn(ctx.config.timeZone, ctx.clock.now()));
  const search = query.search || undefined;
  const rows = await productPerformancePage(ctx.db, {
    vendorId,
    from: period.from,
    to: period.to,
    previousFrom: period.previous.from,
    search,
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : query.page > 1
        ? await countVendorProducts(ctx.db, { vendorId, search })
        : 0;

  return {
    period: {
      startDate: period.from,
      endDate: period.to,
      days: period.days,
      previousStartDate: period.previous.from,
      previousEndDate: period.previous.to,
      timeRange: period.timeRange,
    },
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
    search: search ?? null,
    products: rows.map((r) => {
      const revenue = Number(r.revenue);
      const previousRevenue = Number(r.previous_revenue);
      const views = Number(r.views);
      const orders = Number(r.orders);
      return {
        id: r.id,
        title: r.title,
        status: r.status,
        sku: r.sku,
        views,
        units: Number(r.units),
        revenue: fromMinor(revenue),
        orders,
        conversionRate: percentOf(orders, views),
        stock: r.stock === null ? null : Number(r.stock),
        previousRevenue: fromMinor(previousRevenue),
        trend: percentChange(revenue, previousRevenue),
      };
    }),
    pagination: pagination(query.page, query.limit, total),
  };
}

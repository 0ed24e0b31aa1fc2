import {
  addDays,
  dayIn,
  fromMinor,
  type Period,
  type ReportType,
  resolvePeriod,
  revenueGrowth,
  type SalesReportFilters,
  type SalesReportQuery,
  salesTrends,
  TREND_LOOKBACK_DAYS,
  toMinor,
} from '@market/domain';
import type { AppContext } from '../../context.js';
import { pagination } from '../../lib/http.js';
import { uploadUrl } from '../../lib/storage.js';
import { periodCustomerSummary } from '../analytics/index.js';
import { customerSalesSplit } from './customer-analysis.queries.js';
import {
  categoryRows,
  dailyTotals,
  productRows,
  type ReportScope,
  rollupsServe,
  topCustomers,
} from './sales-report.queries.js';
import { type LineRow, lineCount, linePage } from './sales-report-lines.queries.js';

/** Top Customers lists this many. */
export const TOP_CUSTOMERS = 10;
/** The products table on screen lists the best this many (the export lists them all). */
export const SCREEN_PRODUCTS = 200;

const num = (v: number | string) => Number(v);
const money = (minor: number | string) => fromMinor(num(minor));
const iso = (v: Date | string) => new Date(v).toISOString();

export function reportScope(ctx: AppContext, vendorId: string, f: SalesReportFilters): ReportScope {
  return {
    vendorId,
    tz: ctx.config.timeZone,
    status: f.status,
    category: f.category,
    minMinor: f.minAmount === undefined ? undefined : toMinor(f.minAmount),
    maxMinor: f.maxAmount === undefined ? undefined : toMinor(f.maxAmount),
  };
}

export function reportPeriod(ctx: AppContext, f: SalesReportFilters): Period {
  return resolvePeriod(f, dayIn(ctx.config.timeZone, ctx.clock.now()));
}

/** One order line of the detailed report, in major units. */
export function lineDto(r: LineRow) {
  return {
    id: r.item_id,
    orderNumber: r.order_number,
    date: iso(r.placed_at),
    customerName: r.customer_name,
    customerEmail: r.customer_email,
    status: r.status,
    product: r.product,
    sku: r.sku,
    category: r.category,
    quantity: r.quantity,
    unitPrice: money(r.unit_price),
    total: money(r.total),
  };
}
export type SalesReportLine = ReturnType<typeof lineDto>;

/**
 * The figures every report type shows (cards, daily sales, sales by category) and the table of
 * its type (products, customers or trends; the detailed lines are paged or streamed by the caller).
 * `productLimit` null lists every product sold (the export).
 */
export async function loadSalesReport(opts: {
  ctx: AppContext;
  vendorId: string;
  filters: SalesReportFilters;
  productLimit: number | null;
}) {
  const { ctx, vendorId, filters } = opts;
  const db = ctx.db;
  const scope = reportScope(ctx, vendorId, filters);
  const period = reportPeriod(ctx, filters);
  const type: ReportType = filters.reportType;
  const range = { from: period.from, to: period.to, previousFrom: period.previous.from };
  const trendFrom = addDays(period.to, -(TREND_LOOKBACK_DAYS - 1));

  // Trends read the 60 days to the period's end: one daily read covers both when they differ.
  const readFrom = type === 'trends' && trendFrom < period.from ? trendFrom : period.from;
  const [allDays, categoryAndOptions, products, customers, customerCounts, customerSplit] = await Promise.all(
    [
      dailyTotals(db, scope, readFrom, period.to),
      categoryRows(db, scope, range),
      type === 'products' ? productRows(db, scope, range, opts.productLimit) : null,
      type === 'customers' ? topCustomers(db, scope, period.from, period.to, TOP_CUSTOMERS) : null,
      type === 'customers'
        ? periodCustomerSummary({ ctx, vendorId, from: period.from, to: period.to })
        : null,
      type === 'customers' ? customerSalesSplit(db, scope, period.from, period.to) : null,
    ],
  );
  const days = allDays.filter((d) => d.day >= period.from);
  const categories = categoryAndOptions.filter((c) => c.kind === 'sales');
  const options = categoryAndOptions.flatMap((c) =>
    c.kind === 'option' && c.id && c.name ? [{ id: c.id, name: c.name }] : [],
  );
  const trendDays = type === 'trends' ? allDays.filter((d) => d.day >= trendFrom) : null;

  const byDay = new Map(days.map((d) => [d.day, d]));
  const dailySales = Array.from({ length: period.days }, (_, i) => {
    const date = addDays(period.from, i);
    const d = byDay.get(date);
    return { date, sales: d ? money(d.sales) : 0, orders: d?.orders ?? 0, units: d?.units ?? 0 };
  });
  const salesMinor = days.reduce((s, d) => s + num(d.sales), 0);
  const ordersCount = days.reduce((s, d) => s + d.orders, 0);
  const unitsSold = days.reduce((s, d) => s + d.units, 0);

  return {
    reportType: type,
    vendorId,
    filters: {
      status: filters.status,
      category: filters.category ?? null,
      categoryName: options.find((c) => c.id === filters.category)?.name ?? null,
      minAmount: filters.minAmount ?? null,
      maxAmount: filters.maxAmount ?? null,
    },
    period: {
      startDate: period.from,
      endDate: period.to,
      days: period.days,
      timeRange: period.timeRange,
      previousStartDate: period.previous.from,
      previousEndDate: period.previous.to,
    },
    source: rollupsServe(scope) ? ('rollups' as const) : ('orders' as const),
    categories: options,
    summary: {
      totalSales: fromMinor(salesMinor),
      ordersCount,
      averageOrder: ordersCount > 0 ? fromMinor(Math.round(salesMinor / ordersCount)) : null,
      unitsSold,
    },
    dailySales,
    categorySales: categories.map((c) => ({
      id: c.id,
      name: c.name ?? 'No category',
      value: money(c.revenue ?? 0),
    })),
    productSales:
      products?.map((p) => ({
        id: p.id,
        name: p.name,
        category: p.category,
        image: p.image ? uploadUrl(p.image) : null,
        unitsSold: p.units,
        revenue: money(p.revenue),
        averagePrice: p.units > 0 ? fromMinor(Math.round(num(p.revenue) / p.units)) : null,
        previousRevenue: money(p.previous),
        growth: revenueGrowth(num(p.revenue), num(p.previous)),
      })) ?? null,
    topCustomers:
      customers?.map((c) => ({
        name: c.name,
        email: c.email,
        ordersCount: c.orders,
        totalSpent: money(c.spent),
        averageOrder: c.orders > 0 ? fromMinor(Math.round(num(c.spent) / c.orders)) : null,
        lastOrder: iso(c.last_order),
      })) ?? null,
    customerAnalysis:
      customerCounts && customerSplit
        ? {
            ...customerCounts,
            newCustomerOrders: customerSplit.new_orders,
            returningCustomerOrders: customerSplit.returning_orders,
            newCustomerSales: money(customerSplit.new_sales),
            returningCustomerSales: money(customerSplit.returning_sales),
          }
        : null,
    salesTrends: trendDays
      ? salesTrends(
          trendDays.map((d) => ({ date: d.day, sales: money(d.sales), orders: d.orders, units: d.units })),
          period.to,
        )
      : null,
  };
}
export type SalesReport = Awaited<ReturnType<typeof loadSalesReport>>;

/** `GET /vendors/reports/sales`: the report on screen, with a page of the lines for the detailed type. */
export async function getSalesReport(opts: { ctx: AppContext; vendorId: string; query: SalesReportQuery }) {
  const { ctx, vendorId, query } = opts;
  const { page, limit, _t, ...filters } = query;
  const report = await loadSalesReport({ ctx, vendorId, filters, productLimit: SCREEN_PRODUCTS });
  if (filters.reportType !== 'detailed') return { ...report, lines: null };
  const scope = reportScope(ctx, vendorId, filters);
  const { startDate: from, endDate: to } = report.period;
  const rows = await linePage(ctx.db, scope, from, to, { limit, offset: (page - 1) * limit });
  // The total rides on each row; past the last page there is no row to carry it.
  const total = rows[0]?.total_lines ?? (page > 1 ? await lineCount(ctx.db, scope, from, to) : 0);
  return { ...report, lines: { items: rows.map(lineDto), pagination: pagination(page, limit, total) } };
}

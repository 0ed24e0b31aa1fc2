import { addDays, addMonths, monthCover, type ProductPerformanceSort } from '@market/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { productRows, productViewRows } from '../catalog/index.js';
import { inventoryItemRows } from '../inventory/index.js';
import { analyticsProductDays, analyticsProductMonths } from './analytics.tables.js';

/**
 * Product Performance: every product of the vendor (not deleted) with its figures for the period,
 * sorted and paged in ONE statement. Sales come from analytics_product_months for the whole months
 * of the period and analytics_product_days (primary key vendor, day, product) for its edge days, stock from inventory_items (vendor, product index), views from
 * product_views_daily (primary key product, day): for the page's rows only, unless the sort needs
 * them all (views, conversion), as views have no vendor column to range over. The page's total
 * rides along as a window count.
 */

export type ProductPerformanceRow = {
  id: string;
  title: string;
  status: string;
  sku: string;
  views: number | string;
  units: number | string;
  revenue: number | string;
  orders: number | string;
  previous_revenue: number | string;
  stock: number | null;
  total: number | string;
};

/** The sort expressions; every one ends with the id so pages never overlap. Nulls sort last either way. */
const SORT_SQL: Record<ProductPerformanceSort, string> = {
  revenue: 'r.revenue',
  units: 'r.units',
  views: 'r.views',
  conversion: 'case when r.views > 0 then r.orders::float8 / r.views end',
  stock: 'r.stock',
  name: 'lower(r.title)',
  trend: `case when r.previous_revenue > 0 then (r.revenue - r.previous_revenue)::float8 / r.previous_revenue
    when r.revenue = 0 then 0 end`,
};

/** Sorts that need every product's views; the others page first and read the views of the page's rows only. */
const NEEDS_VIEWS: ReadonlySet<ProductPerformanceSort> = new Set(['views', 'conversion']);

export function productPerformancePage(
  db: DbOrTx,
  opts: {
    vendorId: string;
    from: string;
    to: string;
    previousFrom: string;
    search?: string;
    sortBy: ProductPerformanceSort;
    sortOrder: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
) {
  const direction = opts.sortOrder === 'asc' ? 'asc' : 'desc';
  const order = sql.raw(`${SORT_SQL[opts.sortBy]} ${direction} nulls last, r.id ${direction}`);
  const search: SQL = opts.search ? sql`and p.title ilike ${likePattern(opts.search)}` : sql``;
  const parts = periodParts(opts.previousFrom, opts.from, opts.to);
  // As array literals: drizzle would spread a JS array into a list of parameters.
  const monthList = `{${parts.months.join(',')}}`;
  const dayList = `{${parts.days.join(',')}}`;
  const sales = sql`with p as (
        select p.id, p.title, p.status, p.sku from ${productRows} p
        where p.vendor_id = ${opts.vendorId} and p.deleted_at is null ${search}
      ), sm as (
        select product_id,
          sum(units) filter (where month >= ${opts.from}::date) as units,
          sum(revenue_minor) filter (where month >= ${opts.from}::date) as revenue,
          sum(orders) filter (where month >= ${opts.from}::date) as orders,
          sum(revenue_minor) filter (where month < ${opts.from}::date) as previous_revenue
        from ${analyticsProductMonths}
        where vendor_id = ${opts.vendorId} and month = any(${monthList}::date[])
        group by product_id
      ), sd as (
        select product_id,
          sum(units) filter (where day >= ${opts.from}::date) as units,
          sum(revenue_minor) filter (where day >= ${opts.from}::date) as revenue,
          sum(orders) filter (where day >= ${opts.from}::date) as orders,
          sum(revenue_minor) filter (where day < ${opts.from}::date) as previous_revenue
        from ${analyticsProductDays}
        where vendor_id = ${opts.vendorId} and day = any(${dayList}::date[])
        group by product_id
      ), s as (
        select coalesce(sm.product_id, sd.product_id) as product_id,
          coalesce(sm.units, 0) + coalesce(sd.units, 0) as units,
          coalesce(sm.revenue, 0) + coalesce(sd.revenue, 0) as revenue,
          coalesce(sm.orders, 0) + coalesce(sd.orders, 0) as orders,
          coalesce(sm.previous_revenue, 0) + coalesce(sd.previous_revenue, 0) as previous_revenue
        from sm full join sd on sd.product_id = sm.product_id
      )`;
  const columns = sql`p.id, p.title, p.status, p.sku,
          coalesce(s.units, 0)::int as units, coalesce(s.revenue, 0)::bigint as revenue,
          coalesce(s.orders, 0)::int as orders, coalesce(s.previous_revenue, 0)::bigint as previous_revenue,
          (i.current_stock - i.reserved_stock)::int as stock`;
  // The vendor's stock rows come from one index-only scan (inventory_items_vendor_stock_idx).
  const joins = sql`left join s on s.product_id = p.id
        left join ${inventoryItemRows} i on i.vendor_id = ${opts.vendorId} and i.product_id = p.id`;
  const viewsOf = (id: SQL) => sql`coalesce((select sum(w.views) from ${productViewRows} w
        where w.product_id = ${id} and w.day between ${opts.from}::date and ${opts.to}::date), 0)::int`;

  if (NEEDS_VIEWS.has(opts.sortBy))
    return queryRows<ProductPerformanceRow>(
      db,
      sql`${sales}, r as (select ${columns}, ${viewsOf(sql`p.id`)} as views from p ${joins})
        select r.*, count(*) over ()::int as total from r
        order by ${order} limit ${opts.limit} offset ${opts.offset}`,
    );
  return queryRows<ProductPerformanceRow>(
    db,
    sql`${sales}, r as (select ${columns} from p ${joins}),
      page as (select r.*, count(*) over ()::int as total from r
        order by ${order} limit ${opts.limit} offset ${opts.offset})
      select r.*, ${viewsOf(sql`r.id`)} as views from page r order by ${order}`,
  );
}

/**
 * The whole months (first days) and the edge days of the current and previous periods: the product
 * sums read the months from analytics_product_months and only the edge days from
 * analytics_product_days (see `monthCover`). Each table is read by one index scan over an explicit
 * list of keys (a union of range scans would be planned as a Parallel Append whose worker start-up
 * costs more than the scans).
 */
export function periodParts(
  previousFrom: string,
  from: string,
  to: string,
): { months: string[]; days: string[] } {
  const months: string[] = [];
  const days: string[] = [];
  for (const [a, b] of [
    [previousFrom, addDays(from, -1)],
    [from, to],
  ] as const) {
    if (a > b) continue;
    const cover = monthCover(a, b);
    if (cover.months) for (let m = cover.months[0]; m <= cover.months[1]; m = addMonths(m, 1)) months.push(m);
    for (const [x, y] of cover.days) for (let d = x; d <= y; d = addDays(d, 1)) days.push(d);
  }
  return { months, days };
}

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How many products match (only asked when the page is past the end, so the window count is missing). */
export async function countVendorProducts(db: DbOrTx, opts: { vendorId: string; search?: string }) {
  const search: SQL = opts.search ? sql`and title ilike ${likePattern(opts.search)}` : sql``;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${productRows} pr where vendor_id = ${opts.vendorId} and deleted_at is null ${search}`,
  );
  return row?.n ?? 0;
}

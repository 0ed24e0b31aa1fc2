import type { ProductPerformanceSort } from '@market/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';

/**
 * Product Performance: every product of the vendor (not deleted) with its figures for the period,
 * sorted and paged in ONE statement. Sales come from analytics_product_days (primary key
 * vendor, day, product), views from product_views_daily (primary key product, day), stock from
 * inventory_items (unique product). The page's total rides along as a window count.
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
  const search: SQL = opts.search
    ? sql`and p.title ilike ${`%${opts.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
    : sql``;
  return queryRows<ProductPerformanceRow>(
    db,
    sql`with p as (
        select p.id, p.title, p.status, p.sku from products p
        where p.vendor_id = ${opts.vendorId} and p.deleted_at is null ${search}
      ), s as (
        select d.product_id,
          sum(d.units) filter (where d.day >= ${opts.from}::date) as units,
          sum(d.revenue_minor) filter (where d.day >= ${opts.from}::date) as revenue,
          sum(d.orders) filter (where d.day >= ${opts.from}::date) as orders,
          sum(d.revenue_minor) filter (where d.day < ${opts.from}::date) as previous_revenue
        from analytics_product_days d
        where d.vendor_id = ${opts.vendorId} and d.day between ${opts.previousFrom}::date and ${opts.to}::date
        group by d.product_id
      ), v as (
        select w.product_id, sum(w.views) as views
        from p join product_views_daily w on w.product_id = p.id
          and w.day between ${opts.from}::date and ${opts.to}::date
        group by w.product_id
      ), r as (
        select p.id, p.title, p.status, p.sku,
          coalesce(v.views, 0)::int as views, coalesce(s.units, 0)::int as units,
          coalesce(s.revenue, 0)::bigint as revenue, coalesce(s.orders, 0)::int as orders,
          coalesce(s.previous_revenue, 0)::bigint as previous_revenue,
          (i.current_stock - i.reserved_stock)::int as stock
        from p
        left join s on s.product_id = p.id
        left join v on v.product_id = p.id
        left join inventory_items i on i.product_id = p.id
      )
      select r.*, count(*) over ()::int as total from r
      order by ${order}
      limit ${opts.limit} offset ${opts.offset}`,
  );
}

/** How many products match (only asked when the page is past the end, so the window count is missing). */
export async function countVendorProducts(db: DbOrTx, opts: { vendorId: string; search?: string }) {
  const search: SQL = opts.search
    ? sql`and title ilike ${`%${opts.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
    : sql``;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from products where vendor_id = ${opts.vendorId} and deleted_at is null ${search}`,
  );
  return row?.n ?? 0;
}

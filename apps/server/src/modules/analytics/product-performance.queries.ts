import { addDays, monthCover, type ProductPerformanceSort } from '@market/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';

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
  const sales = sql`with p as (
        select p.id, p.title, p.status, p.sku from products p
        where p.vendor_id = ${opts.vendorId} and p.deleted_at is null ${search}
      ), s as (
        select d.product_id,
          sum(d.units) filter (where d.cur) as units,
          sum(d.revenue_minor) filter (where d.cur) as revenue,
          sum(d.orders) filter (where d.cur) as orders,
          sum(d.revenue_minor) filter (where not d.cur) as previous_revenue
        from (${sql.join(
          [
            ...productRows(opts.vendorId, opts.from, opts.to, true),
            ...productRows(opts.vendorId, opts.previousFrom, addDays(opts.from, -1), false),
          ],
          sql` union all `,
        )}) d
        group by d.product_id
      )`;
  const columns = sql`p.id, p.title, p.status, p.sku,
          coalesce(s.units, 0)::int as units, coalesce(s.revenue, 0)::bigint as revenue,
          coalesce(s.orders, 0)::int as orders, coalesce(s.previous_revenue, 0)::bigint as previous_revenue,
          (i.current_stock - i.reserved_stock)::int as stock`;
  // The vendor's stock rows come from one index-only scan (inventory_items_vendor_stock_idx).
  const joins = sql`left join s on s.product_id = p.id
        left join inventory_items i on i.vendor_id = ${opts.vendorId} and i.product_id = p.id`;
  const viewsOf = (id: SQL) => sql`coalesce((select sum(w.views) from product_views_daily w
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
 * The vendor's product rows of [from, to] as whole months (analytics_product_months) plus the edge
 * days of the months the period only partly covers (analytics_product_days): see `monthCover`.
 */
function productRows(vendorId: string, from: string, to: string, current: boolean): SQL[] {
  if (from > to) return [];
  const { months, days } = monthCover(from, to);
  const cur = sql.raw(current ? 'true' : 'false');
  const rows: SQL[] = [];
  if (months)
    rows.push(sql`select ${cur} as cur, product_id, units, revenue_minor, orders from analytics_product_months
      where vendor_id = ${vendorId} and month between ${months[0]}::date and ${months[1]}::date`);
  for (const [a, b] of days)
    rows.push(sql`select ${cur} as cur, product_id, units, revenue_minor, orders from analytics_product_days
      where vendor_id = ${vendorId} and day between ${a}::date and ${b}::date`);
  return rows;
}

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How many products match (only asked when the page is past the end, so the window count is missing). */
export async function countVendorProducts(db: DbOrTx, opts: { vendorId: string; search?: string }) {
  const search: SQL = opts.search ? sql`and title ilike ${likePattern(opts.search)}` : sql``;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from products where vendor_id = ${opts.vendorId} and deleted_at is null ${search}`,
  );
  return row?.n ?? 0;
}

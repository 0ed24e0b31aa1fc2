import { REPORT_STATUS_PARTS, type ReportStatus } from '@market/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import {
  productDayRows,
  productStatusDayRows,
  vendorCustomerRows,
  vendorDayRows,
} from '../analytics/index.js';
import {
  categoryRows as catalogCategories,
  productRows as catalogProducts,
  productMediaRows,
} from '../catalog/index.js';
import { orderItemRows, orderPartRows } from '../orders/index.js';

/**
 * Sales Reports' reads. Without a status or amount filter the daily figures come from
 * analytics_vendor_days and the product and category figures from analytics_product_days (the
 * daily rollups of decision 0013); with a status filter (and no amount filter) the product and
 * category figures come from analytics_product_status_days. A category filter still reads product
 * days, but the daily totals then count orders, so they come from the orders. Everything else
 * (daily totals under a status or amount filter, customers, detailed lines) reads order_parts
 * through order_parts_vendor_list_idx (vendor, placed at), and their lines through
 * order_items_part_idx only when the parts' own totals cannot answer (`partsServe`). Top
 * Customers first reads the customers with the highest lifetime spend (analytics_vendor_customers)
 * and their own parts, and ranks every customer of the period only when that cannot decide.
 */

export type ReportScope = {
  vendorId: string;
  /** The marketplace time zone: days are its calendar days. */
  tz: string;
  status: ReportStatus;
  /** A main category id of the vendor's products, or none. */
  category?: string;
  minMinor?: number;
  maxMinor?: number;
};

/** Rollups hold live parts whatever their amount: usable only without a status or amount filter. */
export const rollupsServe = (s: ReportScope) =>
  s.status === 'all' && s.minMinor === undefined && s.maxMinor === undefined;

/** A status filter without an amount filter: products and categories come from analytics_product_status_days. */
export const statusRollupsServe = (s: ReportScope) =>
  s.status !== 'all' && s.minMinor === undefined && s.maxMinor === undefined;

/**
 * Without a category filter, and for any status but 'cancelled' (which counts every line of a
 * cancelled part, cancelled lines too), a part's own columns hold what its active lines sum to:
 * `subtotal_minor` (their totals) and `item_count` (their units), both recomputed with the part
 * when a line is cancelled (decision 0003). Then the report reads the parts alone, not their lines.
 */
export const partsServe = (s: ReportScope) => !s.category && s.status !== 'cancelled';

const startOf = (day: string, tz: string) => sql`((${day}::date)::timestamp at time zone ${tz})`;
const endOf = (day: string, tz: string) => sql`((${day}::date + 1)::timestamp at time zone ${tz})`;

/** The vendor's parts placed from `from` to `to` (days, both included) that the filters keep. */
export function partWhere(s: ReportScope, from: string, to: string): SQL {
  const status =
    s.status === 'all'
      ? sql`p.status not in ('cancelled', 'rejected', 'returned')`
      : sql`p.status in (${sql.join(
          REPORT_STATUS_PARTS[s.status].map((x) => sql`${x}`),
          sql`, `,
        )})`;
  const min = s.minMinor === undefined ? sql`` : sql`and p.subtotal_minor >= ${s.minMinor}`;
  const max = s.maxMinor === undefined ? sql`` : sql`and p.subtotal_minor <= ${s.maxMinor}`;
  return sql`p.vendor_id = ${s.vendorId} and p.forwarded_at is not null
    and p.created_at >= ${startOf(from, s.tz)} and p.created_at < ${endOf(to, s.tz)}
    and ${status} ${min} ${max}`;
}

/**
 * The lines of a kept part that count: active items (every item of a cancelled part), of the
 * category if one is chosen. A lateral subquery with `offset 0` (which the planner cannot flatten
 * into a join): each kept part reads its own items through order_items_part_idx. As a plain join
 * the planner hashed the whole order_items table (a sequential scan of every vendor's lines) to
 * match a few hundred parts.
 */
export function itemJoin(s: ReportScope): SQL {
  const active = s.status === 'cancelled' ? sql`` : sql`and i.status = 'active'`;
  const category = s.category
    ? sql`and exists (select 1 from ${catalogProducts} pr where pr.id = i.product_id and pr.main_category_id = ${s.category})`
    : sql``;
  return sql`cross join lateral (
      select i.id, i.product_id, i.title, i.sku, i.quantity, i.unit_price_minor, i.total_minor
      from ${orderItemRows} i where i.part_id = p.id ${active} ${category} offset 0) i`;
}

/**
 * The part's day in the marketplace's zone, as a date (the daily totals over the lines): grouped
 * and sorted as dates, written as text only for the day rows that remain.
 */
const dayOf = (tz: string) => sql`(p.created_at at time zone ${tz})::date`;
const dayRows = (inner: SQL) =>
  sql`select to_char(x.d, 'YYYY-MM-DD') as day, x.orders, x.units, x.sales from (${inner}) x order by x.d`;

export type DayRow = { day: string; orders: number; units: number; sales: number | string };

/** Orders, units and sales (minor units) per day with sales, from `from` to `to`. */
export function dailyTotals(db: DbOrTx, s: ReportScope, from: string, to: string): Promise<DayRow[]> {
  if (rollupsServe(s) && !s.category)
    return queryRows<DayRow>(
      db,
      sql`select to_char(d.day, 'YYYY-MM-DD') as day, d.live_orders as orders, d.units, d.revenue_minor as sales
        from ${vendorDayRows} d
        where d.vendor_id = ${s.vendorId} and d.day between ${from}::date and ${to}::date and d.live_orders > 0
        order by d.day`,
    );
  if (partsServe(s))
    // Day by day: each day's parts are one short range of the parts index, read already in order,
    // so nothing is sorted (grouping the period's parts by day sorted them all: the planner
    // expects as many days as parts).
    return queryRows<DayRow>(
      db,
      sql`select to_char(g.d, 'YYYY-MM-DD') as day, t.orders, t.units, t.sales
        from generate_series(${from}::date, ${to}::date, interval '1 day') as g(d)
        cross join lateral (
          select count(*)::int as orders, coalesce(sum(p.item_count), 0)::int as units,
            coalesce(sum(p.subtotal_minor), 0)::bigint as sales
          from ${orderPartRows} p
          where ${partWhere(s, from, to)}
            and p.created_at >= (g.d at time zone ${s.tz})
            and p.created_at < ((g.d + interval '1 day') at time zone ${s.tz})
        ) t
        where t.orders > 0
        order by g.d`,
    );
  return queryRows<DayRow>(
    db,
    dayRows(sql`select ${dayOf(s.tz)} as d, count(distinct p.id)::int as orders,
        coalesce(sum(i.quantity), 0)::int as units, coalesce(sum(i.total_minor), 0)::bigint as sales
      from ${orderPartRows} p ${itemJoin(s)}
      where ${partWhere(s, from, to)}
      group by 1`),
  );
}

/** A CTE `s(product_id, units, revenue, previous)`: each product's sales now and in the period before. */
function productSales(s: ReportScope, period: { from: string; to: string; previousFrom: string }): SQL {
  if (rollupsServe(s) || statusRollupsServe(s)) {
    const category = s.category
      ? sql`join ${catalogProducts} pr on pr.id = d.product_id and pr.vendor_id = ${s.vendorId}
          and pr.main_category_id = ${s.category}`
      : sql``;
    const days = rollupsServe(s)
      ? sql`${productDayRows} d ${category} where d.vendor_id = ${s.vendorId}`
      : sql`${productStatusDayRows} d ${category} where d.vendor_id = ${s.vendorId} and d.status = ${s.status}`;
    return sql`s as (
      select d.product_id,
        coalesce(sum(d.units) filter (where d.day >= ${period.from}::date), 0)::int as units,
        coalesce(sum(d.revenue_minor) filter (where d.day >= ${period.from}::date), 0)::bigint as revenue,
        coalesce(sum(d.revenue_minor) filter (where d.day < ${period.from}::date), 0)::bigint as previous
      from ${days} and d.day between ${period.previousFrom}::date and ${period.to}::date
      group by d.product_id)`;
  }
  const now = sql`p.created_at >= ${startOf(period.from, s.tz)}`;
  return sql`s as (
    select i.product_id,
      coalesce(sum(i.quantity) filter (where ${now}), 0)::int as units,
      coalesce(sum(i.total_minor) filter (where ${now}), 0)::bigint as revenue,
      coalesce(sum(i.total_minor) filter (where not (${now})), 0)::bigint as previous
    from ${orderPartRows} p ${itemJoin(s)}
    where ${partWhere(s, period.previousFrom, period.to)} and i.product_id is not null
    group by i.product_id)`;
}

export type ProductRow = {
  id: string;
  name: string;
  category: string | null;
  image: string | null;
  units: number;
  revenue: number | string;
  previous: number | string;
};

/**
 * The products sold in the period, best revenue first (`limit` null = all). Products are matched
 * with the vendor's id too, so they come from the vendor's index, not a scan of every product.
 */
export function productRows(
  db: DbOrTx,
  s: ReportScope,
  period: { from: string; to: string; previousFrom: string },
  limit: number | null,
): Promise<ProductRow[]> {
  return queryRows<ProductRow>(
    db,
    sql`with ${productSales(s, period)}
      select pr.id, pr.title as name, c.name as category, s.units, s.revenue, s.previous,
        (select coalesce(m.thumb_key, m.original_key) from ${productMediaRows} m
          where m.product_id = pr.id and m.kind = 'image'
          order by m.is_primary desc, m.position, m.id limit 1) as image
      from s join ${catalogProducts} pr on pr.id = s.product_id and pr.vendor_id = ${s.vendorId}
      left join ${catalogCategories} c on c.id = pr.main_category_id
      where s.units > 0
      order by s.revenue desc, pr.id
      ${limit === null ? sql`` : sql`limit ${limit}`}`,
  );
}

export type CategoryRow = {
  /** 'sales': a category's sales in the period; 'option': a main category of the vendor's products (the filter's list). */
  kind: 'sales' | 'option';
  id: string | null;
  name: string | null;
  revenue: number | string | null;
};

/**
 * Sales by the products' main category in the period, and in the same statement the main
 * categories the vendor's products are in (the Category filter's options).
 */
export function categoryRows(
  db: DbOrTx,
  s: ReportScope,
  period: { from: string; to: string; previousFrom: string },
): Promise<CategoryRow[]> {
  return queryRows<CategoryRow>(
    db,
    sql`with ${productSales(s, { ...period, previousFrom: period.from })}
      (select 'sales' as kind, pr.main_category_id as id, c.name, sum(s.revenue)::bigint as revenue
        from s join ${catalogProducts} pr on pr.id = s.product_id and pr.vendor_id = ${s.vendorId}
        left join ${catalogCategories} c on c.id = pr.main_category_id
        where s.units > 0
        group by pr.main_category_id, c.name
        order by 4 desc, 3)
      union all
      (select distinct 'option', c.id, c.name, null::bigint
        from ${catalogProducts} p join ${catalogCategories} c on c.id = p.main_category_id
        where p.vendor_id = ${s.vendorId} and p.deleted_at is null
        order by 3, 2)`,
  );
}

export type CustomerRow = {
  name: string;
  email: string;
  orders: number;
  spent: number | string;
  last_order: Date | string;
};

/**
 * The kept parts (or, under a category filter or the cancelled status, their lines) as rows
 * (id, created_at, customer_name, customer_email, total_minor), optionally of one customer only.
 */
function customerSource(s: ReportScope, from: string, to: string, customer?: SQL): SQL {
  const one = customer ? sql`and lower(p.customer_email) = ${customer}` : sql``;
  return partsServe(s)
    ? sql`select p.id, p.created_at, p.customer_name, p.customer_email, p.subtotal_minor as total_minor
        from ${orderPartRows} p where ${partWhere(s, from, to)} ${one}`
    : sql`select p.id, p.created_at, p.customer_name, p.customer_email, i.total_minor
        from ${orderPartRows} p ${itemJoin(s)} where ${partWhere(s, from, to)} ${one}`;
}

/** Every customer of the period ranked (the direct computation, and the fallback of the bounded one). */
export function topCustomersDirect(
  db: DbOrTx,
  s: ReportScope,
  from: string,
  to: string,
  limit: number,
): Promise<CustomerRow[]> {
  // The ranking needs no per-customer sort: a hash aggregate ranks every customer, and only the
  // best `limit` are then given the name and e-mail of their latest order.
  return queryRows<CustomerRow>(
    db,
    sql`with x as materialized (
        select lower(p.customer_email) as k, p.id, p.customer_name, p.customer_email, p.created_at, p.total_minor
        from (${customerSource(s, from, to)}) p
      ), t as (
        select k, ${partsServe(s) ? sql`count(*)` : sql`count(distinct id)`}::int as orders,
          sum(total_minor)::bigint as spent, max(created_at) as last_order
        from x group by k
        order by 3 desc, 4 desc, 1
        limit ${limit}
      ), n as (
        select distinct on (x.k) x.k, x.customer_name, x.customer_email
        from x join t on t.k = x.k
        order by x.k, x.created_at desc, x.id desc
      )
      select n.customer_name as name, n.customer_email as email, t.orders, t.spent, t.last_order
      from t join n on n.k = t.k
      order by t.spent desc, t.last_order desc, t.k`,
  );
}

/**
 * A customer's lifetime spend with the vendor (analytics_vendor_customers.spent_minor: live parts
 * of all time) bounds what the filters keep of their orders in any period when every kept part is
 * live (any status but cancelled) and a kept amount is at most the part's subtotal (a category's
 * lines). Not for the cancelled status, whose parts the lifetime spend leaves out.
 */
export const spendBounds = (s: ReportScope) => s.status !== 'cancelled';

type BoundedRow = CustomerRow & { k: string | null; candidates: number; floor: number | string | null };

/**
 * The `candidates` customers of the period with the highest lifetime spend (by
 * analytics_vendor_customers_spent_idx, whose last day rules out those gone before the period),
 * each given their exact figures from their own parts (order_parts_vendor_customer_idx), the best
 * `limit` of them returned. Every customer not read has a lifetime spend of at most `floor`, the
 * lowest read: the ranking is exact when fewer than `candidates` were read, or when the last
 * returned customer spent more than `floor` in the period.
 */
function topCustomersBounded(
  db: DbOrTx,
  s: ReportScope,
  from: string,
  to: string,
  limit: number,
  candidates: number,
) {
  const agg = partsServe(s) ? sql`count(*)` : sql`count(distinct x.id)`;
  return queryRows<BoundedRow>(
    db,
    sql`with c as materialized (
        select customer_key as k, spent_minor as bound from ${vendorCustomerRows} vc
        where vendor_id = ${s.vendorId} and last_day >= ${from}::date and first_day <= ${to}::date
        order by spent_minor desc
        limit ${candidates}
      ), e as (
        select c.k, y.* from c cross join lateral (
          select ${agg}::int as orders, sum(x.total_minor)::bigint as spent, max(x.created_at) as last_order,
            (array_agg(x.customer_name order by x.created_at desc, x.id desc))[1] as name,
            (array_agg(x.customer_email order by x.created_at desc, x.id desc))[1] as email
          from (${customerSource(s, from, to, sql`c.k`)}) x) y
        where y.orders > 0
        order by y.spent desc, y.last_order desc, c.k
        limit ${limit}
      )
      select e.name, e.email, e.orders, e.spent, e.last_order, e.k,
        m.candidates, m.floor
      from (select count(*)::int as candidates, min(bound) as floor from c) m
      left join e on true
      order by e.spent desc, e.last_order desc, e.k`,
  );
}

/** Candidates read by the bounded ranking before the next try, then the direct computation. */
export const CANDIDATE_TIERS = [50, 1000];

/**
 * The customers (by lower-case e-mail) who spent most in the period. When lifetime spend bounds
 * the period's (`spendBounds`), the biggest lifetime spenders are read first and the reading stops
 * once no customer left could rank (a vendor's 25,000 parts of a year were otherwise all ranked);
 * when a tier of candidates cannot decide it, the next one or the direct computation does.
 * Lifetime spend comes from the rollups (kept by the analytics drain), like the report's totals.
 */
export async function topCustomers(
  db: DbOrTx,
  s: ReportScope,
  from: string,
  to: string,
  limit: number,
  tiers: number[] = CANDIDATE_TIERS,
): Promise<CustomerRow[]> {
  if (spendBounds(s))
    for (const candidates of tiers) {
      const rows = await topCustomersBounded(db, s, from, to, limit, candidates);
      const found = rows.filter((r) => r.k !== null);
      const last = found[limit - 1];
      const all = (rows[0]?.candidates ?? 0) < candidates;
      if (all || (last && BigInt(last.spent) > BigInt(rows[0]!.floor ?? 0)))
        return found.map(({ name, email, orders, spent, last_order }) => ({
          name,
          email,
          orders,
          spent,
          last_order,
        }));
    }
  return topCustomersDirect(db, s, from, to, limit);
}

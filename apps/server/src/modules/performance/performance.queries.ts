import { signedMonthCover } from '@market/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { userRows, vendorRows } from '../accounts/index.js';
import {
  customerFirstDayRows,
  customerFirstMonthRows,
  productDayRows,
  productMonthRows,
  vendorDayRows,
  vendorMonthRows,
} from '../analytics/index.js';
import { productRows, productViewRows } from '../catalog/index.js';
import { defaultLowStockThreshold, inventoryItemRows } from '../inventory/index.js';
import { vendorMarketingSpend, vendorMonthlyGoals } from './performance.tables.js';

/**
 * Performance Dashboard reads (issue 13) over the analytics rollups (decision 0013) and the
 * vendor's goals and spend. Days are YYYY-MM-DD in the marketplace time zone. Ranges are
 * [from, to], both included.
 */

type Num = number | string | null;
const n = (v: Num | undefined) => Number(v ?? 0);
export type Range = { from: string; to: string };

/** The figures of a vendor (or a group of vendors) over a range, summed from its days. */
export type Figures = {
  orders: number;
  liveOrders: number;
  units: number;
  revenueMinor: number;
  earningsMinor: number;
  customers: number;
  newCustomers: number;
  returningCustomers: number;
};

const toFigures = (r: Record<string, Num>): Figures => ({
  orders: n(r.orders),
  liveOrders: n(r.live_orders),
  units: n(r.units),
  revenueMinor: n(r.revenue_minor),
  earningsMinor: n(r.earnings_minor),
  customers: n(r.customers),
  newCustomers: n(r.new_customers),
  returningCustomers: n(r.returning_customers),
});

/** The vendor's days in the current range and in the comparison range (days without a row are absent). */
export async function vendorDays(db: DbOrTx, vendorId: string, current: Range, before: Range) {
  const rows = await queryRows<Record<string, Num>>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, orders, live_orders, units, revenue_minor, earnings_minor,
        customers, new_customers, returning_customers
      from ${vendorDayRows} d
      where vendor_id = ${vendorId}
        and (day between ${current.from}::date and ${current.to}::date
          or day between ${before.from}::date and ${before.to}::date)
      order by day`,
  );
  return rows.map((r) => ({ day: String(r.day), ...toFigures(r) }));
}

export type ProductRow = {
  id: string;
  name: string;
  views: number;
  previousViews: number;
  orders: number;
  previousOrders: number;
  units: number;
  stock: number | null;
  threshold: number;
};

/**
 * One statement: per product of the vendor, views and orders in the current range and the range
 * before (for conversion and the insights), units now, available stock and low-stock threshold;
 * the customers first seen in each range with what they have spent since (lifetime value); the
 * goals of `goalMonth`; the spend of the months from `spendFrom` to `spendTo` (first days), with
 * who changed them last (the vendor's user, and the admin behind an impersonation).
 */
export async function vendorDetails(
  db: DbOrTx,
  opts: {
    vendorId: string;
    current: Range;
    before: Range;
    goalMonth: string;
    spendFrom: string;
    spendTo: string;
  },
) {
  const { vendorId, current: c, before: b } = opts;
  const lo = [b.from, c.from].sort()[0]!;
  const [row] = await queryRows<{
    products: Record<string, Num>[] | null;
    clv: Record<string, Num>;
    goals: Record<string, Num> | null;
    spend: Record<string, Num>[] | null;
  }>(
    db,
    sql`with vp as (
        select p.id, p.title, coalesce(i.low_stock_threshold, ${defaultLowStockThreshold}) as low_stock_threshold, i.current_stock - i.reserved_stock as stock
        from ${productRows} p left join ${inventoryItemRows} i on i.product_id = p.id
        where p.vendor_id = ${vendorId}
      ), vw as (
        select v.product_id,
          sum(v.views) filter (where v.day between ${c.from}::date and ${c.to}::date) as views,
          sum(v.views) filter (where v.day between ${b.from}::date and ${b.to}::date) as previous_views
        from ${productViewRows} v join vp on vp.id = v.product_id
        where v.day between ${lo}::date and ${c.to}::date
        group by v.product_id
      ), pd as (
        select x.product_id,
          sum(x.orders) filter (where x.now) as orders,
          sum(x.orders) filter (where not x.now) as previous_orders,
          sum(x.units) filter (where x.now) as units
        from (select true as now, * from (${signedProductRows(c, vendorId)}) n
          union all select false, * from (${signedProductRows(b, vendorId)}) p) x
        group by x.product_id
      )
      select
        (select json_agg(json_build_object('id', vp.id, 'name', vp.title, 'views', coalesce(vw.views, 0),
            'previous_views', coalesce(vw.previous_views, 0), 'orders', coalesce(pd.orders, 0),
            'previous_orders', coalesce(pd.previous_orders, 0), 'units', coalesce(pd.units, 0),
            'stock', vp.stock, 'threshold', vp.low_stock_threshold))
          from vp left join vw on vw.product_id = vp.id left join pd on pd.product_id = vp.id
          where vw.product_id is not null or pd.product_id is not null) as products,
        (select json_build_object('customers', n.customers, 'spent_minor', n.spent_minor,
            'previous_customers', p.customers, 'previous_spent_minor', p.spent_minor)
          from (${firstCustomers(c, vendorId)}) n, (${firstCustomers(b, vendorId)}) p) as clv,
        (select json_build_object('revenue_minor', g.revenue_minor, 'orders', g.orders, 'customers', g.customers,
            'updated_at', g.updated_at, 'by', u.name, 'admin', a.name)
          from ${vendorMonthlyGoals} g join ${userRows} u on u.id = g.updated_by left join ${userRows} a on a.id = g.updated_by_admin
          where g.vendor_id = ${vendorId} and g.month = ${opts.goalMonth}::date) as goals,
        (select json_agg(json_build_object('month', to_char(s.month, 'YYYY-MM-DD'), 'amount_minor', s.amount_minor,
            'updated_at', s.updated_at, 'by', u.name, 'admin', a.name) order by s.month)
          from ${vendorMarketingSpend} s join ${userRows} u on u.id = s.updated_by left join ${userRows} a on a.id = s.updated_by_admin
          where s.vendor_id = ${vendorId} and s.month between ${opts.spendFrom}::date and ${opts.spendTo}::date) as spend`,
  );
  const r = row!;
  const products: ProductRow[] = (r.products ?? []).map((p) => ({
    id: String(p.id),
    name: String(p.name),
    views: n(p.views),
    previousViews: n(p.previous_views),
    orders: n(p.orders),
    previousOrders: n(p.previous_orders),
    units: n(p.units),
    stock: p.stock === null ? null : n(p.stock),
    threshold: n(p.threshold),
  }));
  const change = (x: Record<string, Num> | null) =>
    x
      ? {
          updatedAt: String(x.updated_at),
          by: String(x.by),
          admin: x.admin === null ? null : String(x.admin),
        }
      : null;
  return {
    products,
    clv: {
      customers: n(r.clv.customers),
      spentMinor: n(r.clv.spent_minor),
      previousCustomers: n(r.clv.previous_customers),
      previousSpentMinor: n(r.clv.previous_spent_minor),
    },
    goals: r.goals
      ? {
          revenueMinor: r.goals.revenue_minor === null ? null : n(r.goals.revenue_minor),
          orders: r.goals.orders === null ? null : n(r.goals.orders),
          customers: r.goals.customers === null ? null : n(r.goals.customers),
          lastChange: change(r.goals),
        }
      : null,
    spend: (r.spend ?? []).map((s) => ({
      month: String(s.month),
      amountMinor: n(s.amount_minor),
      lastChange: change(s),
    })),
  };
}

/**
 * Signed rows of a per-vendor rollup over a range, for the vendors in the array `vendors` (an SQL
 * expression): whole months from the monthly table plus or minus edge days from the daily table
 * (`signedMonthCover`), each row `vendor_id` and the columns (negated for subtracted days), so
 * summing a vendor's rows gives its sums over the range. Each part is one index scan over every
 * vendor of the array (no per-vendor subquery).
 */
function signedRows(
  range: Range,
  vendors: SQL,
  columns: string[],
  tables: { months: SQL; days: SQL; day: string },
  /** Columns carried as they are (never negated), e.g. `product_id`. */
  keys: string[] = [],
): SQL {
  const { months, add, subtract } = signedMonthCover(range.from, range.to);
  const plus = sql.raw([...keys, ...columns].join(', '));
  const minus = sql.raw([...keys, ...columns.map((c) => `-${c} as ${c}`)].join(', '));
  const parts: SQL[] = [];
  if (months)
    parts.push(sql`select vendor_id, ${plus} from ${tables.months} t
      where vendor_id = any(${vendors}) and month between ${months[0]}::date and ${months[1]}::date`);
  for (const [edges, cols] of [
    [add, plus],
    [subtract, minus],
  ] as const)
    for (const [a, b] of edges)
      parts.push(sql`select vendor_id, ${cols} from ${tables.days} t
        where vendor_id = any(${vendors}) and ${sql.raw(tables.day)} between ${a}::date and ${b}::date`);
  return sql.join(parts, sql` union all `);
}

const FIRST_TABLES = {
  months: customerFirstMonthRows,
  days: customerFirstDayRows,
  day: 'first_day',
};

/**
 * The vendor's customers first seen in a range and what they have spent since, from the
 * first-purchase rollups as whole months plus or minus edge days: about 40 rows for a year, where
 * the vendor's customer rows were 43,000 for its largest vendor (11 ms of a 25 ms statement).
 */
function firstCustomers(range: Range, vendorId: string): SQL {
  const rows = signedRows(range, sql`array[${vendorId}::uuid]`, ['customers', 'spent_minor'], FIRST_TABLES);
  return sql`select coalesce(sum(x.customers), 0) as customers, coalesce(sum(x.spent_minor), 0) as spent_minor
    from (${rows}) x`;
}

/**
 * The vendor's product rows over a range (`vendor_id, product_id, orders, units`, signed): whole
 * months from the product months plus or minus edge days, about 13 months of rows for a year
 * instead of 365 days of them.
 */
function signedProductRows(range: Range, vendorId: string): SQL {
  return signedRows(
    range,
    sql`array[${vendorId}::uuid]`,
    ['orders', 'units'],
    { months: productMonthRows, days: productDayRows, day: 'day' },
    ['product_id'],
  );
}

const FIGURE_COLUMNS = [
  'orders',
  'live_orders',
  'units',
  'revenue_minor',
  'earnings_minor',
  'customers',
  'new_customers',
  'returning_customers',
];

/**
 * One statement: the marketplace's other approved vendors with a live product in one of the
 * vendor's main categories that sold in the range, pooled (never one vendor's row): how many
 * contribute, their summed figures, customers first seen in the range and what they have spent
 * since; and among them those that recorded spend for every month of the range (`months`: first
 * days with the share of each month inside the range), their prorated spend, earnings and new
 * customers. The peers' figures and first customers are read as whole months plus or minus edge
 * days (analytics_vendor_months and _days, analytics_customer_first_months and _days; see
 * `signedRows`): a year to today costs each peer about 13 month rows and at most 15 days (the days
 * after today subtracted from this month have no rows), all peers read by one index scan per part.
 */
export async function industryFigures(
  db: DbOrTx,
  opts: { vendorId: string; range: Range; months: { month: string; share: number }[] },
) {
  const { vendorId, range } = opts;
  const months = JSON.stringify(opts.months);
  const figures = signedRows(range, sql`array(select vendor_id from peers)`, FIGURE_COLUMNS, {
    months: vendorMonthRows,
    days: vendorDayRows,
    day: 'day',
  });
  const firsts = signedRows(
    range,
    sql`array(select vendor_id from f)`,
    ['customers', 'spent_minor'],
    FIRST_TABLES,
  );
  const sums = sql.raw(FIGURE_COLUMNS.map((c) => `sum(x.${c}) as ${c}`).join(', '));
  const [row] = await queryRows<Record<string, Num>>(
    db,
    sql`with mine as (
        select distinct main_category_id as category_id from ${productRows} mp
        where vendor_id = ${vendorId} and deleted_at is null and main_category_id is not null
      ), peers as (
        select distinct p.vendor_id from ${productRows} p
        where p.main_category_id = any(array(select category_id from mine))
          and p.vendor_id <> ${vendorId} and p.deleted_at is null
          and exists (select 1 from ${vendorRows} v where v.id = p.vendor_id and v.verification_status = 'approved')
      ), f as materialized (
        select x.vendor_id, ${sums} from (${figures}) x
        group by x.vendor_id
        having sum(x.live_orders) > 0
      ), fc as (
        select coalesce(sum(x.customers), 0) as customers, coalesce(sum(x.spent_minor), 0) as spent_minor
        from (${firsts}) x
      ), m as (
        select (x->>'month')::date as month, (x->>'share')::float8 as share from jsonb_array_elements(${months}::jsonb) x
      ), sp as (
        select s.vendor_id, sum(s.amount_minor * m.share) as spend_minor
        from ${vendorMarketingSpend} s join m on m.month = s.month join f on f.vendor_id = s.vendor_id
        group by s.vendor_id having count(*) = (select count(*) from m)
      )
      select (select count(*) from mine) as categories, count(*) as vendors,
        coalesce(sum(orders), 0) as orders, coalesce(sum(live_orders), 0) as live_orders,
        coalesce(sum(units), 0) as units, coalesce(sum(revenue_minor), 0) as revenue_minor,
        coalesce(sum(earnings_minor), 0) as earnings_minor, coalesce(sum(customers), 0) as customers,
        coalesce(sum(new_customers), 0) as new_customers, coalesce(sum(returning_customers), 0) as returning_customers,
        (select customers from fc) as first_customers,
        (select spent_minor from fc) as first_spent_minor,
        (select count(*) from sp) as spend_vendors,
        (select coalesce(sum(spend_minor), 0) from sp) as spend_minor,
        (select coalesce(sum(f.earnings_minor), 0) from f join sp on sp.vendor_id = f.vendor_id) as spend_earnings_minor,
        (select coalesce(sum(f.new_customers), 0) from f join sp on sp.vendor_id = f.vendor_id) as spend_new_customers
      from f`,
  );
  const r = row ?? {};
  return {
    categories: n(r.categories),
    vendors: n(r.vendors),
    totals: toFigures(r),
    firstCustomers: n(r.first_customers),
    firstSpentMinor: n(r.first_spent_minor),
    spendVendors: n(r.spend_vendors),
    spendMinor: Math.round(n(r.spend_minor)),
    spendEarningsMinor: n(r.spend_earnings_minor),
    spendNewCustomers: n(r.spend_new_customers),
  };
}

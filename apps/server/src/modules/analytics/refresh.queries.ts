import { REPORT_STATUS_PARTS } from '@market/domain';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { vendorRows } from '../accounts/index.js';
import { productRows } from '../catalog/index.js';
import { orderItemRows, orderPartRows, orderRows } from '../orders/index.js';
import {
  analyticsCategoryDays,
  analyticsCustomerMonths,
  analyticsMarketplaceDays,
  analyticsProductDays,
  analyticsProductMonths,
  analyticsProductStatusDays,
  analyticsVendorCustomers,
  analyticsVendorDays,
  analyticsVendorMonths,
} from './analytics.tables.js';
import type { RefreshKeys } from './refresh-queue.queries.js';

/**
 * The analytics refresh (decision 0013): every rollup row is recomputed from the orders for its
 * key, never incremented, so the job's incremental refresh and a full rebuild write the same rows.
 * `tz` is the marketplace time zone: a day is a calendar day there.
 */

/** A part's Sales Reports status option (`REPORT_STATUS_PARTS`), null for a returned part (in none). */
const REPORT_STATUS_OF_PART = sql.raw(
  `case ${Object.entries(REPORT_STATUS_PARTS)
    .map(
      ([option, statuses]) =>
        `when p.status in (${statuses.map((x) => `'${x}'`).join(', ')}) then '${option}'`,
    )
    .join(' ')} end`,
);
const REPORT_STATUS_LIST = sql.raw(
  Object.keys(REPORT_STATUS_PARTS)
    .map((x) => `'${x}'`)
    .join(', '),
);

/**
 * The product key of status-day lines whose product no longer exists (order_items.product_id set
 * null): they still count as lines; no product matches it, so product and category sums skip them.
 */
const NO_PRODUCT = '00000000-0000-0000-0000-000000000000';

/** Live = still a sale: not cancelled, rejected or returned. */
const LIVE = sql.raw(`p.status not in ('cancelled', 'rejected', 'returned')`);
const dayStart = (day: SQL, tz: string) => sql`((${day})::timestamp at time zone ${tz})`;
export const localDay = (ts: SQL, tz: string) => sql`((${ts}) at time zone ${tz})::date`;

/** A customer row as it was before a refresh and as it is after (first and last order day). */
export type CustomerDaysRow = {
  vendor_id: string;
  customer_key: string;
  first_day: string;
  last_day: string;
};
/** A customer month's cohort cell before or after a refresh. */
export type CohortCellRow = { vendor_id: string; first_month: string; month: string };
export type CustomerChanges = {
  before: CustomerDaysRow[];
  after: CustomerDaysRow[];
  cells: CohortCellRow[];
};

/**
 * One customer of one vendor over all time, and their months. Run before the vendor days (new
 * customers read it). With `track`, returns the rows' days and cohort cells before and after, from
 * which the customer rollups (customer-rollups.queries.ts) are recomputed.
 */
export async function refreshCustomers(
  tx: Tx,
  keys: RefreshKeys['customers'],
  tz: string,
  track = true,
): Promise<CustomerChanges> {
  const changes: CustomerChanges = { before: [], after: [], cells: [] };
  if (keys.length === 0) return changes;
  const k = sql`json_to_recordset(${JSON.stringify(keys.map((x) => ({ v: x.vendorId, ck: x.customerKey })))}::json)
    as k(v uuid, ck text)`;
  const days = track
    ? sql`returning vendor_id, customer_key, to_char(first_day, 'YYYY-MM-DD') as first_day,
        to_char(last_day, 'YYYY-MM-DD') as last_day`
    : sql``;
  const cells = track
    ? sql`returning vendor_id, to_char(first_month, 'YYYY-MM-DD') as first_month, to_char(month, 'YYYY-MM-DD') as month`
    : sql``;
  changes.before = await queryRows<CustomerDaysRow>(
    tx,
    sql`delete from ${analyticsVendorCustomers} c using ${k} where c.vendor_id = k.v and c.customer_key = k.ck ${days}`,
  );
  const cellsBefore = await queryRows<CohortCellRow>(
    tx,
    sql`delete from ${analyticsCustomerMonths} c using ${k} where c.vendor_id = k.v and c.customer_key = k.ck ${cells}`,
  );
  const parts = sql`from ${k}
    join ${orderPartRows} p on p.vendor_id = k.v and lower(p.customer_email) = k.ck and p.forwarded_at is not null
    join ${orderRows} o on o.id = p.order_id`;
  changes.after = await queryRows<CustomerDaysRow>(
    tx,
    sql`insert into ${analyticsVendorCustomers} (vendor_id, customer_key, name, email,
      first_order_at, first_day, last_order_at, last_day, orders, live_orders, spent_minor, country, city)
    select k.v, k.ck,
      (array_agg(p.customer_name order by p.created_at desc, p.id desc))[1],
      (array_agg(p.customer_email order by p.created_at desc, p.id desc))[1],
      min(p.created_at), ${localDay(sql`min(p.created_at)`, tz)},
      max(p.created_at), ${localDay(sql`max(p.created_at)`, tz)},
      count(*), count(*) filter (where ${LIVE}),
      coalesce(sum(p.subtotal_minor) filter (where ${LIVE}), 0),
      (array_agg(o.ship_country order by p.created_at desc, p.id desc))[1],
      (array_agg(o.ship_city order by p.created_at desc, p.id desc))[1]
    ${parts} group by k.v, k.ck ${days}`,
  );
  const cellsAfter = await queryRows<CohortCellRow>(
    tx,
    sql`insert into ${analyticsCustomerMonths} (vendor_id, customer_key, month, first_month,
      orders, live_orders, spent_minor)
    select k.v, k.ck, date_trunc('month', ${localDay(sql`p.created_at`, tz)})::date,
      date_trunc('month', min(min(${localDay(sql`p.created_at`, tz)})) over (partition by k.v, k.ck))::date,
      count(*), count(*) filter (where ${LIVE}), coalesce(sum(p.subtotal_minor) filter (where ${LIVE}), 0)
    ${parts} group by 1, 2, 3 ${cells}`,
  );
  changes.cells = [...cellsBefore, ...cellsAfter];
  return changes;
}

/** The columns of a vendor month, each the sum of its days' column of the same name. */
const MONTH_SUMMED = [
  'live_orders',
  'revenue_minor',
  'orders',
  'units',
  'earnings_minor',
  'customers',
  'new_customers',
  'returning_customers',
] as const;
const MONTH_COLUMNS = sql.raw(MONTH_SUMMED.join(', '));
const monthSums = (alias: 'd.' | '') =>
  sql.raw(MONTH_SUMMED.map((c) => `sum(${alias}${c})${c.endsWith('_minor') ? '' : '::int'}`).join(', '));
/** A month with any order (live or not) or revenue keeps its row. */
const MONTH_KEPT = sql`sum(d.orders) > 0 or sum(d.live_orders) > 0 or sum(d.revenue_minor) <> 0`;

/**
 * One vendor's days and its products' days, then (unless `months` is false: a rebuild fills them
 * once at the end with fillMonthRollups) the vendor's and products' months of those days.
 */
export async function refreshVendorDays(tx: Tx, keys: RefreshKeys['vendorDays'], tz: string, months = true) {
  if (keys.length === 0) return;
  const k = sql`json_to_recordset(${JSON.stringify(keys.map((x) => ({ v: x.vendorId, day: x.day })))}::json)
    as k(v uuid, day date)`;
  await tx.execute(
    sql`delete from ${analyticsVendorDays} d using ${k} where d.vendor_id = k.v and d.day = k.day`,
  );
  await tx.execute(
    sql`delete from ${analyticsProductDays} d using ${k} where d.vendor_id = k.v and d.day = k.day`,
  );
  await tx.execute(sql`delete from ${analyticsProductStatusDays} d using ${k}
    where d.vendor_id = k.v and d.status in (${REPORT_STATUS_LIST}) and d.day = k.day`);
  const from = dayStart(sql`k.day`, tz);
  const to = dayStart(sql`k.day + 1`, tz);
  await tx.execute(sql`insert into ${analyticsVendorDays} (vendor_id, day, orders, live_orders, units, lines, revenue_minor,
      commission_minor, earnings_minor, cancelled_minor, returned_minor, customers, new_customers, returning_customers,
      status_pending, status_accepted, status_processing, status_shipped, status_delivered, status_cancelled,
      status_cancelled_by_customer, status_rejected, status_returned, shipped_parts, processing_hours,
      delivered_parts, delivered_on_time, delivered_day_parts, delivered_day_revenue_minor,
      delivered_day_commission_minor, delivered_day_earnings_minor, orders_by_hour, revenue_by_hour)
    select k.v, k.day, pl.orders, pl.live_orders, pl.units, pl.lines, pl.revenue, pl.commission, pl.earnings, pl.cancelled,
      pl.returned, cu.customers, cu.new_customers, cu.customers - cu.new_customers,
      pl.s_pending, pl.s_accepted, pl.s_processing, pl.s_shipped, pl.s_delivered, pl.s_cancelled, pl.s_cancelled_user,
      pl.s_rejected, pl.s_returned, pl.shipped, pl.hours, pl.delivered, pl.on_time,
      dl.parts, dl.revenue, dl.commission, dl.earnings, hr.orders, hr.revenue
    from ${k}
    join ${vendorRows} v on v.id = k.v
    cross join lateral (
      select count(*)::int as orders,
        count(*) filter (where ${LIVE})::int as live_orders,
        coalesce(sum(x.units) filter (where ${LIVE}), 0)::int as units,
        coalesce(sum(x.lines) filter (where ${LIVE}), 0)::int as lines,
        coalesce(sum(p.subtotal_minor) filter (where ${LIVE}), 0) as revenue,
        coalesce(sum(p.commission_minor) filter (where ${LIVE}), 0) as commission,
        coalesce(sum(p.vendor_amount_minor) filter (where ${LIVE}), 0) as earnings,
        coalesce(sum(case when p.status in ('cancelled', 'rejected') then p.subtotal_minor else 0 end + x.cancelled_items), 0) as cancelled,
        coalesce(sum(p.subtotal_minor) filter (where p.status = 'returned'), 0) as returned,
        count(*) filter (where p.status = 'pending')::int as s_pending,
        count(*) filter (where p.status in ('accepted', 'confirmed'))::int as s_accepted,
        count(*) filter (where p.status = 'processing')::int as s_processing,
        count(*) filter (where p.status = 'shipped')::int as s_shipped,
        count(*) filter (where p.status = 'delivered')::int as s_delivered,
        count(*) filter (where p.status = 'cancelled' and p.cancelled_by is distinct from 'user')::int as s_cancelled,
        count(*) filter (where p.status = 'cancelled' and p.cancelled_by = 'user')::int as s_cancelled_user,
        count(*) filter (where p.status = 'rejected')::int as s_rejected,
        count(*) filter (where p.status = 'returned')::int as s_returned,
        count(*) filter (where p.shipped_at is not null)::int as shipped,
        coalesce(sum(extract(epoch from p.shipped_at - p.created_at) / 3600.0) filter (where p.shipped_at is not null), 0)::float8 as hours,
        count(*) filter (where p.delivered_at is not null)::int as delivered,
        count(*) filter (where p.delivered_at is not null
          and p.delivered_at <= o.estimated_delivery_at + make_interval(days => v.handling_days))::int as on_time
      from ${orderPartRows} p
      join ${orderRows} o on o.id = p.order_id
      cross join lateral (
        select coalesce(sum(i.quantity) filter (where i.status = 'active'), 0) as units,
          count(*) filter (where i.status = 'active') as lines,
          coalesce(sum(i.total_minor) filter (where i.status = 'cancelled'), 0) as cancelled_items
        from ${orderItemRows} i where i.part_id = p.id) x
      where p.vendor_id = k.v and p.forwarded_at is not null and p.created_at >= ${from} and p.created_at < ${to}
    ) pl
    cross join lateral (
      select count(*)::int as parts, coalesce(sum(p.subtotal_minor), 0) as revenue,
        coalesce(sum(p.commission_minor), 0) as commission, coalesce(sum(p.vendor_amount_minor), 0) as earnings
      from ${orderPartRows} p
      where p.vendor_id = k.v and p.status = 'delivered' and p.delivered_at >= ${from} and p.delivered_at < ${to}
    ) dl
    cross join lateral (
      select count(*)::int as customers, count(*) filter (where c.first_day = k.day)::int as new_customers
      from (select distinct lower(p.customer_email) as ck from ${orderPartRows} p
            where p.vendor_id = k.v and p.forwarded_at is not null and p.created_at >= ${from} and p.created_at < ${to}) d
      join ${analyticsVendorCustomers} c on c.vendor_id = k.v and c.customer_key = d.ck
    ) cu
    cross join lateral (
      select array_agg(coalesce(h.orders, 0) order by g)::int[] as orders,
        array_agg(coalesce(h.revenue, 0) order by g)::bigint[] as revenue
      from generate_series(0, 23) g
      left join (
        select extract(hour from p.created_at at time zone ${tz})::int as hour, count(*) as orders,
          sum(p.subtotal_minor) as revenue
        from ${orderPartRows} p
        where p.vendor_id = k.v and p.forwarded_at is not null and ${LIVE}
          and p.created_at >= ${from} and p.created_at < ${to}
        group by 1) h on h.hour = g
    ) hr
    where pl.orders > 0 or dl.parts > 0`);
  await tx.execute(sql`insert into ${analyticsProductDays} (vendor_id, day, product_id, units, revenue_minor, orders)
    select k.v, k.day, i.product_id, sum(i.quantity)::int, sum(i.total_minor), count(distinct p.id)::int
    from ${k}
    join ${orderPartRows} p on p.vendor_id = k.v and p.forwarded_at is not null
      and p.created_at >= ${from} and p.created_at < ${to} and ${LIVE}
    join ${orderItemRows} i on i.part_id = p.id and i.status = 'active' and i.product_id is not null
    group by k.v, k.day, i.product_id`);
  await tx.execute(sql`insert into ${analyticsProductStatusDays} (vendor_id, status, day, product_id, units, revenue_minor,
      lines)
    select k.v, x.status, k.day, coalesce(i.product_id, ${NO_PRODUCT}::uuid), sum(i.quantity)::int, sum(i.total_minor),
      count(*)::int
    from ${k}
    join ${orderPartRows} p on p.vendor_id = k.v and p.forwarded_at is not null
      and p.created_at >= ${from} and p.created_at < ${to}
    cross join lateral (select ${REPORT_STATUS_OF_PART} as status) x
    join ${orderItemRows} i on i.part_id = p.id and (i.status = 'active' or x.status = 'cancelled')
    where x.status is not null
    group by 1, 2, 3, 4`);
  if (!months) return;
  // The months of those days, summed again from the days.
  const m = sql`(select distinct k.v, date_trunc('month', k.day)::date as month from ${k}) as m`;
  await tx.execute(
    sql`delete from ${analyticsVendorMonths} d using ${m} where d.vendor_id = m.v and d.month = m.month`,
  );
  await tx.execute(sql`insert into ${analyticsVendorMonths} (vendor_id, month, ${MONTH_COLUMNS})
    select m.v, m.month, ${monthSums('d.')}
    from ${m}
    join ${analyticsVendorDays} d on d.vendor_id = m.v and d.day >= m.month and d.day < (m.month + interval '1 month')::date
    group by m.v, m.month
    having ${MONTH_KEPT}`);
  await tx.execute(
    sql`delete from ${analyticsProductMonths} d using ${m} where d.vendor_id = m.v and d.month = m.month`,
  );
  await tx.execute(sql`insert into ${analyticsProductMonths} (vendor_id, month, product_id, units, revenue_minor, orders)
    select m.v, m.month, d.product_id, sum(d.units)::int, sum(d.revenue_minor), sum(d.orders)::int
    from ${m}
    join ${analyticsProductDays} d on d.vendor_id = m.v and d.day >= m.month and d.day < (m.month + interval '1 month')::date
    group by m.v, m.month, d.product_id`);
}

/** After a rebuild: every vendor month and product month, summed from all the days at once. */
export async function fillMonthRollups(tx: Tx) {
  await tx.execute(sql`delete from ${analyticsVendorMonths}`);
  await tx.execute(sql`insert into ${analyticsVendorMonths} (vendor_id, month, ${MONTH_COLUMNS})
    select vendor_id, date_trunc('month', day)::date, ${monthSums('')}
    from ${analyticsVendorDays} d group by 1, 2
    having ${MONTH_KEPT}`);
  await tx.execute(sql`delete from ${analyticsProductMonths}`);
  await tx.execute(sql`insert into ${analyticsProductMonths} (vendor_id, month, product_id, units, revenue_minor, orders)
    select vendor_id, date_trunc('month', day)::date, product_id, sum(units)::int, sum(revenue_minor), sum(orders)::int
    from ${analyticsProductDays} group by 1, 2, 3`);
}

/** The marketplace's days (the admin's home). */
export async function refreshMarketplaceDays(tx: Tx, days: string[], tz: string) {
  if (days.length === 0) return;
  const k = sql`(select value::date as day from json_array_elements_text(${JSON.stringify(days)}::json)) as k`;
  await tx.execute(sql`delete from ${analyticsMarketplaceDays} d using ${k} where d.day = k.day`);
  const from = dayStart(sql`k.day`, tz);
  const to = dayStart(sql`k.day + 1`, tz);
  await tx.execute(sql`insert into ${analyticsMarketplaceDays} (day, orders, live_orders, units, gross_minor,
      own_sales_minor, commission_minor, cancelled_minor, customers, new_customers, delivered_commission_minor)
    select k.day, oo.orders, oo.live_orders, pp.units, pp.gross, pp.own, pp.commission, pp.cancelled,
      cu.customers, cu.new_customers, dl.commission
    from ${k}
    cross join lateral (
      select count(*)::int as orders,
        count(*) filter (where o.unified_status not in ('cancelled', 'rejected', 'returned'))::int as live_orders
      from ${orderRows} o where o.created_at >= ${from} and o.created_at < ${to}
    ) oo
    cross join lateral (
      select coalesce(sum(x.units) filter (where ${LIVE}), 0)::int as units,
        coalesce(sum(p.subtotal_minor) filter (where ${LIVE}), 0) as gross,
        coalesce(sum(p.subtotal_minor) filter (where ${LIVE} and p.type = 'admin'), 0) as own,
        coalesce(sum(p.commission_minor) filter (where ${LIVE} and p.type = 'vendor'), 0) as commission,
        coalesce(sum(case when p.status in ('cancelled', 'rejected') then p.subtotal_minor else 0 end + x.cancelled_items), 0) as cancelled
      from ${orderRows} o
      join ${orderPartRows} p on p.order_id = o.id
      cross join lateral (
        select coalesce(sum(i.quantity) filter (where i.status = 'active'), 0) as units,
          coalesce(sum(i.total_minor) filter (where i.status = 'cancelled'), 0) as cancelled_items
        from ${orderItemRows} i where i.part_id = p.id) x
      where o.created_at >= ${from} and o.created_at < ${to}
    ) pp
    cross join lateral (
      select count(*)::int as customers,
        count(*) filter (where not exists (
          select 1 from ${orderRows} e where lower(e.customer_email) = d.ck and e.created_at < ${from}))::int as new_customers
      from (select distinct lower(o.customer_email) as ck from ${orderRows} o
            where o.created_at >= ${from} and o.created_at < ${to}) d
    ) cu
    cross join lateral (
      select coalesce(sum(p.commission_minor), 0) as commission, count(*) as parts
      from ${orderPartRows} p
      where p.vendor_id is not null and p.status = 'delivered' and p.delivered_at >= ${from} and p.delivered_at < ${to}
    ) dl
    where oo.orders > 0 or dl.parts > 0`);
  await tx.execute(sql`delete from ${analyticsCategoryDays} d using ${k} where d.day = k.day`);
  await tx.execute(sql`insert into ${analyticsCategoryDays} (day, category_key, units, revenue_minor)
    select k.day, coalesce(pr.main_category_id::text, ''), sum(i.quantity)::int, sum(i.total_minor)
    from ${k}
    join ${orderRows} o on o.created_at >= ${from} and o.created_at < ${to}
    join ${orderPartRows} p on p.order_id = o.id and p.type = 'vendor' and p.forwarded_at is not null and ${LIVE}
    join ${orderItemRows} i on i.part_id = p.id and i.status = 'active'
    join ${productRows} pr on pr.id = i.product_id
    group by 1, 2`);
}

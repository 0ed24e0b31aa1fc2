import { addDays, monthCover } from '@market/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { vendorRows } from '../accounts/index.js';
import { categoryRows } from '../catalog/index.js';
import { commissionPaymentRows } from '../vendor-orders/index.js';
import {
  analyticsCategoryDays,
  analyticsMarketplaceDays,
  analyticsVendorDays,
  analyticsVendorMonths,
} from './analytics.tables.js';

/** The admin's home reads the marketplace and vendor rollups, never the order history. */

export type MarketDayRow = {
  day: string;
  orders: number;
  gross: number;
  commission: number;
  newCustomers: number;
};

/** `count`: live orders for a vendor, units for a category. */
export type RankedRow = { id: string | null; name: string; revenue: number; previous: number; count: number };

type Ranked = {
  id: string | null;
  name: string;
  revenue: number | string;
  previous: number | string;
  count: number;
};
const ranked = (rows: Ranked[] | null): RankedRow[] =>
  (rows ?? []).map((r) => ({
    id: r.id,
    name: r.name,
    revenue: Number(r.revenue),
    previous: Number(r.previous),
    count: Number(r.count),
  }));

/** Sums over a period read as whole months (monthly rows) and edge days (daily rows): see `monthCover`. */
function vendorPeriodRows(from: string, to: string, current: boolean) {
  const { months, days } = monthCover(from, to);
  const cur = sql.raw(current ? 'true' : 'false');
  const parts = [];
  if (months)
    parts.push(sql`select ${cur} as cur, vendor_id, revenue_minor as revenue, live_orders as orders
      from ${analyticsVendorMonths} where month between ${months[0]}::date and ${months[1]}::date`);
  for (const [a, b] of days)
    parts.push(sql`select ${cur} as cur, vendor_id, revenue_minor as revenue, live_orders as orders
      from ${analyticsVendorDays} where day between ${a}::date and ${b}::date`);
  return parts;
}

/**
 * One statement: the marketplace's days in [prevFrom, to], the best `limit` vendors (from vendor months and edge days) and main categories
 * (from category days) by revenue of live vendor parts in [from, to] with their revenue in
 * [prevFrom, from), and the commission vendors owe over all time (commission of delivered parts,
 * from the marketplace days, minus the payments recorded).
 */
export async function readAdminHome(db: DbOrTx, prevFrom: string, from: string, to: string, limit: number) {
  const rows = [...vendorPeriodRows(prevFrom, addDays(from, -1), false), ...vendorPeriodRows(from, to, true)];
  const [row] = await queryRows<{
    days:
      | {
          day: string;
          orders: number;
          gross: number | string;
          commission: number | string;
          new_customers: number;
        }[]
      | null;
    vendors: Ranked[] | null;
    categories: Ranked[] | null;
    delivered_commission: number | string;
    paid: number | string;
  }>(
    db,
    sql`with v as (
        select x.vendor_id as id, sum(x.revenue) filter (where x.cur) as revenue,
          coalesce(sum(x.revenue) filter (where not x.cur), 0) as previous,
          coalesce(sum(x.orders) filter (where x.cur), 0) as count
        from (${sql.join(rows, sql` union all `)}) x
        group by x.vendor_id),
      tv as (
        select v.id, vv.business_name as name, v.revenue, v.previous, v.count
        from v join ${vendorRows} vv on vv.id = v.id
        where v.revenue > 0 order by v.revenue desc, vv.business_name, v.id limit ${limit}),
      c as (
        select nullif(d.category_key, '')::uuid as id, sum(d.revenue_minor) filter (where d.day >= ${from}::date) as revenue,
          coalesce(sum(d.revenue_minor) filter (where d.day < ${from}::date), 0) as previous,
          coalesce(sum(d.units) filter (where d.day >= ${from}::date), 0) as count
        from ${analyticsCategoryDays} d
        where d.day between ${prevFrom}::date and ${to}::date
        group by d.category_key),
      tc as (
        select c.id, coalesce(cat.name, 'Uncategorised') as name, c.revenue, c.previous, c.count
        from c left join ${categoryRows} cat on cat.id = c.id
        where c.revenue > 0 order by c.revenue desc, 2, c.id limit ${limit})
      select (select json_agg(json_build_object('day', to_char(day, 'YYYY-MM-DD'), 'orders', orders,
            'gross', gross_minor, 'commission', commission_minor, 'new_customers', new_customers) order by day)
          from ${analyticsMarketplaceDays} where day between ${prevFrom}::date and ${to}::date) as days,
        (select json_agg(tv order by tv.revenue desc, tv.name, tv.id) from tv) as vendors,
        (select json_agg(tc order by tc.revenue desc, tc.name, tc.id) from tc) as categories,
        (select coalesce(sum(delivered_commission_minor), 0) from ${analyticsMarketplaceDays}) as delivered_commission,
        (select coalesce(sum(amount_minor), 0) from ${commissionPaymentRows} cp) as paid`,
  );
  return {
    days: (row?.days ?? []).map(
      (r): MarketDayRow => ({
        day: r.day,
        orders: Number(r.orders),
        gross: Number(r.gross),
        commission: Number(r.commission),
        newCustomers: Number(r.new_customers),
      }),
    ),
    vendors: ranked(row?.vendors ?? null),
    categories: ranked(row?.categories ?? null),
    deliveredCommission: Number(row?.delivered_commission ?? 0),
    paid: Number(row?.paid ?? 0),
  };
}

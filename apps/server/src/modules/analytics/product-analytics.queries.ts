import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { productViewRows } from '../catalog/index.js';
import { stockMovementRows } from '../inventory/index.js';
import { orderItemRows, orderPartRows, orderRows } from '../orders/index.js';

async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Daily views between two days (inclusive). */
export function viewsByDay(db: DbOrTx, productId: string, from: string, to: string) {
  return rowsOf<{ day: string; views: number }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, views::int as views from ${productViewRows} v
      where product_id = ${productId} and day between ${from}::date and ${to}::date`,
  );
}

/**
 * Days from `from` to `to` (both included, YYYY-MM-DD) in the time zone `tz`; `includeCancelled`
 * counts the items of cancelled and rejected orders too (the screen's toggle).
 */
export type DayRange = { from: string; to: string; tz: string; includeCancelled?: boolean };
const startOf = (day: string, tz: string) => sql`(${day}::date::timestamp at time zone ${tz})`;
const endOf = (day: string, tz: string) => sql`((${day}::date + 1)::timestamp at time zone ${tz})`;

/**
 * Items of this product still counted as sold: the item and its part not cancelled or rejected;
 * with `includeCancelled`, every item ordered.
 */
const soldItems = (productId: string, r: DayRange) => sql`from ${orderItemRows} oi
  join ${orderRows} o on o.id = oi.order_id
  join ${orderPartRows} op on op.id = oi.part_id
  where oi.product_id = ${productId}
    ${r.includeCancelled ? sql`` : sql`and oi.status <> 'cancelled' and op.status not in ('cancelled', 'rejected')`}
    and o.created_at >= ${startOf(r.from, r.tz)} and o.created_at < ${endOf(r.to, r.tz)}`;

/** Units, revenue and orders per day of the time zone. */
export function salesByDay(db: DbOrTx, productId: string, r: DayRange) {
  return rowsOf<{ day: string; quantity: number; revenue: number; orders: number }>(
    db,
    sql`select to_char((o.created_at at time zone ${r.tz})::date, 'YYYY-MM-DD') as day,
        sum(oi.quantity)::float8 as quantity, sum(oi.total_minor)::float8 as revenue,
        count(distinct oi.order_id)::int as orders
      ${soldItems(productId, r)} group by 1`,
  );
}

/** Distinct customers (account, else e-mail) and how many bought in more than one order. */
export async function customerFigures(db: DbOrTx, productId: string, r: DayRange) {
  const [row] = await rowsOf<{ customers: number; repeaters: number }>(
    db,
    sql`select count(*)::int as customers, (count(*) filter (where orders > 1))::int as repeaters
      from (select coalesce(o.customer_id::text, lower(o.customer_email)) as who, count(distinct o.id) as orders
        ${soldItems(productId, r)} group by 1) t`,
  );
  return { customers: row?.customers ?? 0, repeaters: row?.repeaters ?? 0 };
}

/** Units sold per shipping state (or country when no state), best five. */
export function topRegions(db: DbOrTx, productId: string, r: DayRange) {
  return rowsOf<{ name: string; sales: number }>(
    db,
    sql`select coalesce(nullif(trim(o.ship_state), ''), o.ship_country) as name, sum(oi.quantity)::float8 as sales
      ${soldItems(productId, r)} group by 1 order by 2 desc, 1 limit 5`,
  );
}

/** Available stock at the end of each day with a movement, plus the last figure before `from`. */
export function stockByDay(db: DbOrTx, productId: string, r: DayRange) {
  return rowsOf<{ day: string | null; stock: number }>(
    db,
    sql`(select null as day, (current_after - reserved_after)::int as stock from ${stockMovementRows} sm
        where product_id = ${productId} and created_at < ${startOf(r.from, r.tz)}
        order by created_at desc, id desc limit 1)
      union all
      (select distinct on (d) to_char(d, 'YYYY-MM-DD'), stock from (
        select (created_at at time zone ${r.tz})::date as d, (current_after - reserved_after)::int as stock,
          created_at, id
        from ${stockMovementRows} sm
        where product_id = ${productId} and created_at >= ${startOf(r.from, r.tz)}
          and created_at < ${endOf(r.to, r.tz)}) m
        order by d, created_at desc, id desc)`,
  );
}

/** The ledger invariant, checked by the tests (inventory, orders, the seed). */
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { productRows } from '../catalog/index.js';
import { alertRows, batchRows, itemRows, movementRows, summaryDeltaRows } from '../inventory/index.js';

export async function itemIdAndSku(db: DbOrTx, productId: string) {
  const [row] = await queryRows<{ id: string; sku: string }>(
    db,
    sql`select i.id, p.sku from ${itemRows} i join ${productRows} p on p.id = i.product_id where i.product_id = ${productId}`,
  );
  return row;
}

/**
 * Every product whose ledger disagrees with its stock: current stock must equal the sum of its
 * movements' changes of current stock, reserved stock the sum of their changes of reserved stock
 * (the open reservations), each order's open reservation must be 0 or more, and nothing negative.
 * Products without an item must have movements summing to 0.
 */
export async function ledgerProblems(app: { ctx: { db: DbOrTx } }, productIds?: string[]) {
  const filter = productIds?.length ? sql`where p.id in ${productIds}` : sql``;
  return queryRows<{ productId: string; problem: string }>(
    app.ctx.db,
    sql`with m as (
        select product_id, sum(current_after - current_before)::int as current,
          sum(reserved_after - reserved_before)::int as reserved
        from ${movementRows} sm group by product_id),
      o as (
        select product_id, min(open)::int as lowest from (
          select product_id, order_id, sum(reserved_after - reserved_before) as open
          from ${movementRows} sm where order_id is not null group by 1, 2) x group by 1)
      select p.id as "productId",
        concat_ws('; ',
          case when coalesce(i.current_stock, 0) <> coalesce(m.current, 0)
            then 'current ' || coalesce(i.current_stock, 0) || ' <> movements ' || coalesce(m.current, 0) end,
          case when coalesce(i.reserved_stock, 0) <> coalesce(m.reserved, 0)
            then 'reserved ' || coalesce(i.reserved_stock, 0) || ' <> movements ' || coalesce(m.reserved, 0) end,
          case when o.lowest < 0 then 'an order has a negative open reservation' end,
          case when i.current_stock < 0 or i.reserved_stock < 0 or i.reserved_stock > i.current_stock
            then 'negative figures' end,
          case when exists (select 1 from ${batchRows} b where b.inventory_item_id = i.id and b.remaining_quantity < 0)
            then 'negative batch' end) as problem
      from ${productRows} p
      left join ${itemRows} i on i.product_id = p.id
      left join m on m.product_id = p.id
      left join o on o.product_id = p.id
      ${filter}`,
  ).then((rows) => rows.filter((r) => r.problem !== ''));
}

/** The per-vendor inventory figures recomputed from the items and batches (what the summary must equal). */
const recomputedSummary = sql`select vendor_id, sum(items)::int as items, sum(stock)::int as stock,
    sum(in_stock)::int as in_stock, sum(low_stock)::int as low_stock, sum(out_of_stock)::int as out_of_stock,
    sum(discontinued)::int as discontinued, sum(value_minor)::bigint as value_minor,
    sum(without_cost)::int as without_cost, sum(active_alerts)::int as active_alerts
  from (
    select i.vendor_id, 1 as items, i.current_stock as stock, (i.stock_status = 'in_stock')::int as in_stock,
      (i.stock_status = 'low_stock')::int as low_stock, (i.stock_status = 'out_of_stock')::int as out_of_stock,
      (i.stock_status = 'discontinued')::int as discontinued, coalesce(b.v, 0) as value_minor,
      (i.current_stock > coalesce(b.u, 0))::int as without_cost, 0 as active_alerts
    from ${itemRows} i
    left join (select inventory_item_id, sum(remaining_quantity) as u, sum(remaining_quantity::bigint * unit_cost_minor) as v
      from ${batchRows} ib group by 1) b on b.inventory_item_id = i.id
    where i.vendor_id is not null
      and not exists (select 1 from ${productRows} d where d.id = i.product_id and d.deleted_at is not null)
    union all
    select vendor_id, 0, 0, 0, 0, 0, 0, 0, 0, 1 from ${alertRows} a
    where vendor_id is not null and resolved_at is null and acknowledged_at is null
  ) x
  group by vendor_id`;

/**
 * Every vendor whose inventory summary (the sum of its inventory_summary_deltas rows, kept by
 * triggers) disagrees with its items and batches, with both figures.
 */
export async function summaryProblems(app: { ctx: { db: DbOrTx } }) {
  return queryRows<{ vendorId: string; kept: string; actual: string }>(
    app.ctx.db,
    sql`with kept as (
        select vendor_id, sum(items)::int as items, sum(stock)::int as stock, sum(in_stock)::int as in_stock,
          sum(low_stock)::int as low_stock, sum(out_of_stock)::int as out_of_stock, sum(discontinued)::int as discontinued,
          sum(value_minor)::bigint as value_minor, sum(without_cost)::int as without_cost,
          sum(active_alerts)::int as active_alerts
        from ${summaryDeltaRows} d group by vendor_id),
      actual as (${recomputedSummary})
      select coalesce(k.vendor_id, a.vendor_id) as "vendorId",
        row(k.items, k.stock, k.in_stock, k.low_stock, k.out_of_stock, k.discontinued, k.value_minor, k.without_cost,
          k.active_alerts)::text as kept,
        row(a.items, a.stock, a.in_stock, a.low_stock, a.out_of_stock, a.discontinued, a.value_minor, a.without_cost,
          a.active_alerts)::text as actual
      from kept k full join actual a on a.vendor_id = k.vendor_id
      where row(coalesce(k.items, 0), coalesce(k.stock, 0), coalesce(k.in_stock, 0), coalesce(k.low_stock, 0),
          coalesce(k.out_of_stock, 0), coalesce(k.discontinued, 0), coalesce(k.value_minor, 0), coalesce(k.without_cost, 0),
          coalesce(k.active_alerts, 0))
        is distinct from row(coalesce(a.items, 0), coalesce(a.stock, 0), coalesce(a.in_stock, 0), coalesce(a.low_stock, 0),
          coalesce(a.out_of_stock, 0), coalesce(a.discontinued, 0), coalesce(a.value_minor, 0), coalesce(a.without_cost, 0),
          coalesce(a.active_alerts, 0))`,
  );
}

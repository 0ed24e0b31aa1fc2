/** The ledger invariant, checked by the tests (inventory, orders, the seed). */
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';

export async function itemIdAndSku(db: DbOrTx, productId: string) {
  const [row] = await queryRows<{ id: string; sku: string }>(
    db,
    sql`select i.id, p.sku from inventory_items i join products p on p.id = i.product_id where i.product_id = ${productId}`,
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
        from stock_movements group by product_id),
      o as (
        select product_id, min(open)::int as lowest from (
          select product_id, order_id, sum(reserved_after - reserved_before) as open
          from stock_movements where order_id is not null group by 1, 2) x group by 1)
      select p.id as "productId",
        concat_ws('; ',
          case when coalesce(i.current_stock, 0) <> coalesce(m.current, 0)
            then 'current ' || coalesce(i.current_stock, 0) || ' <> movements ' || coalesce(m.current, 0) end,
          case when coalesce(i.reserved_stock, 0) <> coalesce(m.reserved, 0)
            then 'reserved ' || coalesce(i.reserved_stock, 0) || ' <> movements ' || coalesce(m.reserved, 0) end,
          case when o.lowest < 0 then 'an order has a negative open reservation' end,
          case when i.current_stock < 0 or i.reserved_stock < 0 or i.reserved_stock > i.current_stock
            then 'negative figures' end,
          case when exists (select 1 from inventory_batches b where b.inventory_item_id = i.id and b.remaining_quantity < 0)
            then 'negative batch' end) as problem
      from products p
      left join inventory_items i on i.product_id = p.id
      left join m on m.product_id = p.id
      left join o on o.product_id = p.id
      ${filter}`,
  ).then((rows) => rows.filter((r) => r.problem !== ''));
}

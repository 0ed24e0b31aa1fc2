import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';

/**
 * The one definition of an owner's stock value (decision 0016), read by every screen that shows it:
 * the vendor dashboard, My Products (vendor and the marketplace's own list) and the inventory
 * overview. Both figures value the same units, the units on hand (`current_stock`, reserved units
 * included: they are still the owner's until shipped) of the owner's live products:
 * - at list price (`at_price`): list price x units on hand;
 * - at cost (`at_cost`): what the open batches cost (FIFO: what sales left of each batch); units on
 *   hand without a batch have no cost recorded, count 0 and are counted (`uncosted`,
 *   `items_without_cost`).
 *
 * `owner` is the vendor id as an SQL value (a bound value or a prepared statement's placeholder),
 * or null for the marketplace's own products. A statement that shows more (My Products' page)
 * selects from this one as a sub-query, so the figure keeps one definition and one statement.
 */
export function stockValueStatement(owner: SQL | null): SQL {
  const ofOwner = owner === null ? sql`i.vendor_id is null` : sql`i.vendor_id = ${owner}::uuid`;
  const batchesOfOwner = owner === null ? sql`vendor_id is null` : sql`vendor_id = ${owner}::uuid`;
  return sql`select
      coalesce(sum(p.price_minor::float8 * i.current_stock), 0)::float8 as at_price,
      coalesce(sum(b.value), 0)::float8 as at_cost,
      coalesce(sum(i.current_stock), 0)::int as units,
      coalesce(sum(greatest(i.current_stock - coalesce(b.units, 0), 0)), 0)::int as uncosted,
      (count(*) filter (where i.current_stock > coalesce(b.units, 0)))::int as items_without_cost
    from inventory_items i
    join products p on p.id = i.product_id and p.deleted_at is null
    left join (select inventory_item_id, sum(remaining_quantity)::int as units,
        sum(remaining_quantity::bigint * unit_cost_minor) as value
      from inventory_batches where ${batchesOfOwner} and remaining_quantity > 0 group by 1) b
      on b.inventory_item_id = i.id
    where ${ofOwner}`;
}

export type StockValue = {
  atPriceMinor: number;
  atCostMinor: number;
  unitsOnHand: number;
  uncostedUnits: number;
  itemsWithoutCost: number;
};

/** `stockValueStatement` on its own, for the screens that read nothing else with it. */
export async function ownerStockValue(db: DbOrTx, vendorId: string | null): Promise<StockValue> {
  const [r] = await queryRows<Record<string, number | string | null>>(
    db,
    stockValueStatement(vendorId === null ? null : sql`${vendorId}`),
  );
  return {
    atPriceMinor: Number(r?.at_price ?? 0),
    atCostMinor: Number(r?.at_cost ?? 0),
    unitsOnHand: Number(r?.units ?? 0),
    uncostedUnits: Number(r?.uncosted ?? 0),
    itemsWithoutCost: Number(r?.items_without_cost ?? 0),
  };
}

import { type SQL, sql } from 'drizzle-orm';
import { inventoryBatchRows, inventoryItemRows } from '../inventory/index.js';
import { products } from './catalog.tables.js';

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
  const batchesOfOwner = owner === null ? sql`ob.vendor_id is null` : sql`ob.vendor_id = ${owner}::uuid`;
  return sql`select
      coalesce(sum(${products.priceMinor}::float8 * i.current_stock), 0)::float8 as at_price,
      coalesce(sum(b.value), 0)::float8 as at_cost,
      coalesce(sum(i.current_stock), 0)::int as units,
      coalesce(sum(greatest(i.current_stock - coalesce(b.units, 0), 0)), 0)::int as uncosted,
      (count(*) filter (where i.current_stock > coalesce(b.units, 0)))::int as items_without_cost
    from ${inventoryItemRows} i
    join ${products} on ${products.id} = i.product_id and ${products.deletedAt} is null
    left join (select ob.inventory_item_id, sum(ob.remaining_quantity)::int as units,
        sum(ob.remaining_quantity::bigint * ob.unit_cost_minor) as value
      from ${inventoryBatchRows} ob where ${batchesOfOwner} and ob.remaining_quantity > 0 group by 1) b
      on b.inventory_item_id = i.id
    where ${ofOwner}`;
}

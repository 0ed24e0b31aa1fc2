import { type InventoryListQuery, type InventoryStatus, listedStatuses } from '@market/domain';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pageParam, prepared } from '../../db/prepared.js';
import { primaryImageKey, productFacts, productRows } from '../catalog/index.js';
import {
  batchRows,
  FOLD_AT,
  foldSummary,
  inventoryItemRows,
  itemView,
  movementView,
  summaryDeltaRows,
} from '../inventory/index.js';
import type { ItemRow } from './inventory.mappers.js';

/** FIFO value (minor units) and remaining batch units of an item: what sales left of its batches. */
const batchValue = sql<number>`coalesce((select sum(b.remaining_quantity::bigint * b.unit_cost_minor) from ${batchRows} b
  where b.inventory_item_id = ${itemView.id}), 0)::float8`;
const batchUnits = sql<number>`coalesce((select sum(b.remaining_quantity) from ${batchRows} b
  where b.inventory_item_id = ${itemView.id}), 0)::int`;

export const itemColumns = {
  id: itemView.id,
  productId: itemView.productId,
  vendorId: itemView.vendorId,
  title: productFacts.title,
  sku: productFacts.sku,
  priceMinor: productFacts.priceMinor,
  imageKey: primaryImageKey(productFacts.id),
  currentStock: itemView.currentStock,
  reservedStock: itemView.reservedStock,
  lowStockThreshold: itemView.lowStockThreshold,
  reorderPoint: itemView.reorderPoint,
  reorderQuantity: itemView.reorderQuantity,
  discontinued: itemView.discontinued,
  stockStatus: sql<InventoryStatus>`${itemView.stockStatus}`,
  valueMinor: batchValue,
  batchUnits,
  lastStockUpdate: itemView.lastStockUpdate,
  createdAt: itemView.createdAt,
};
export const ownedLive = (vendorId: string) =>
  and(eq(itemView.vendorId, vendorId), isNull(productFacts.deletedAt));

/** The list's filter with placeholders (vendorId, term): one statement per filter shape. */
function listWhere(q: InventoryListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    eq(itemView.vendorId, sql.placeholder('vendorId')),
    sql`not exists (select 1 from ${productRows} d where d.id = ${itemView.productId} and d.deleted_at is not null)`,
  ];
  if (q.status) parts.push(eq(itemView.stockStatus, q.status));
  if (q.lowStock) parts.push(eq(itemView.stockStatus, 'low_stock'));
  if (q.outOfStock) parts.push(eq(itemView.stockStatus, 'out_of_stock'));
  if (q.search)
    parts.push(
      sql`(${productFacts.title} ilike ${sql.placeholder('term')} or ${productFacts.sku} ilike ${sql.placeholder('term')})`,
    );
  return and(...parts);
}

const likeTerm = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SORTS = {
  lastStockUpdate: itemView.lastStockUpdate,
  currentStock: itemView.currentStock,
  'product.name': sql`lower(${productFacts.title})`,
  stockStatus: itemView.stockStatus,
} as const;

const STATUS_COLUMNS = {
  in_stock: 'in_stock',
  low_stock: 'low_stock',
  out_of_stock: 'out_of_stock',
  discontinued: 'discontinued',
} as const satisfies Record<InventoryStatus, string>;

/**
 * The list's total as a scalar subquery: for a search, its matches counted; otherwise the kept
 * summary's count of the statuses the filters keep (decision 0020).
 */
function totalOf(q: InventoryListQuery, where: SQL | undefined): SQL<number> {
  if (q.search)
    // The join names the views' aliases: as a select field of a one-table statement, Drizzle would
    // write the columns unqualified (and both views have an id).
    return sql<number>`(select count(*) from ${itemView} inner join ${productFacts} on product_facts.id = stock_items.product_id where ${where})`;
  const statuses = listedStatuses(q);
  const counted = !statuses
    ? sql.raw('items')
    : statuses.length === 0
      ? sql.raw('0')
      : sql.raw(statuses.map((st) => STATUS_COLUMNS[st]).join(' + '));
  return sql<number>`(select coalesce(sum(${counted}), 0) from ${summaryDeltaRows} d where d.vendor_id = ${sql.placeholder('vendorId')})`;
}

type ListRow = ItemRow & { total: number; summaryRows: number };

/** The item-side filters of the list (status, low stock, out of stock). */
function itemFilters(q: InventoryListQuery): SQL[] {
  const parts: SQL[] = [];
  if (q.status) parts.push(eq(itemView.stockStatus, q.status));
  if (q.lowStock) parts.push(eq(itemView.stockStatus, 'low_stock'));
  if (q.outOfStock) parts.push(eq(itemView.stockStatus, 'out_of_stock'));
  return parts;
}

/** At most this many matching products: a search joins each to its item by its own lookup. */
export const FEW_SEARCH_MATCHES = 2000;

/**
 * A search's page of ids with the number of matches on each row (an SQL from-item `page(id,
 * total)`). The matches are read once (a materialized CTE), then both counted and sorted for the
 * page. They are the vendor's live products whose title or SKU contains the term, found through
 * the trigram index, each with its item; two branches, one run (guarded by the count of `found`):
 * - at most FEW_SEARCH_MATCHES products: each is joined to its item by a lookup of
 *   inventory_items_product_uq (`limit 1`, one item per product, keeps the lookup from being
 *   flattened into a join);
 * - more: products and items are joined as PostgreSQL sees fit (it hashes the vendor's items).
 * Left to the planner, a search of 1,111 matches among a vendor's 50,000 items hashed all 50,000,
 * and the total read the matches a second time: 13.8 ms of PostgreSQL per request.
 */
function searchPage(q: InventoryListQuery): SQL {
  const v = sql.placeholder('vendorId');
  const term = sql.placeholder('term');
  const dir = sql.raw(q.sortOrder === 'asc' ? 'asc' : 'desc');
  const few = sql.raw(String(FEW_SEARCH_MATCHES));
  const matching = sql`${productFacts.vendorId} = ${v} and ${productFacts.deletedAt} is null
    and (${productFacts.title} ilike ${term} or ${productFacts.sku} ilike ${term})`;
  const items = and(eq(itemView.vendorId, v), ...itemFilters(q));
  const key = q.sortBy === 'product.name' ? sql`lower(found.title)` : SORTS[q.sortBy];
  return sql`(with found as materialized (
      select ${productFacts.id} as product_id, ${productFacts.title} as title from ${productFacts}
      where ${matching} limit ${few} + 1
    ), m as materialized (
      (select i.id, i.key from found cross join lateral (
          select ${itemView.id} as id, ${key} as key from ${itemView}
          where ${itemView.productId} = found.product_id and ${items}
          limit 1
        ) i
        where (select count(*) from found) <= ${few})
      union all
      (select ${itemView.id}, ${SORTS[q.sortBy]} from ${itemView}
        inner join ${productFacts} on ${productFacts.id} = ${itemView.productId}
        where (select count(*) from found) > ${few} and ${items} and ${matching})
    )
    select s.id, (select count(*) from m) as total
    from (select id, key from m order by key ${dir}, id ${dir}
      limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) s) as page`;
}

/**
 * A page of the vendor's items in one statement per filter shape: the page's ids (sort and limit
 * over narrow index rows), their columns, and on every row the total (a search's matches
 * counted, otherwise the kept summary; unless `withTotal` is false). A page past the end carries
 * no total, so the total then runs alone.
 *
 * Shapes that walk an index of inventory items alone are named prepared statements (planned
 * once per connection: planning cost more than running, 0.5-0.6 ms of 1 ms): their generic plan
 * is the same index walk for any vendor. Shapes that join products (a search, the name sort)
 * stay unnamed, planned for each call: a generic plan assumes an average vendor and, for a vendor
 * with 50,000 items, hashes them all (70-250 ms against 1 ms).
 */
export async function listItems(db: DbOrTx, vendorId: string, q: InventoryListQuery, withTotal = true) {
  const key = [
    q.status ?? '',
    q.lowStock ? 'l' : '',
    q.outOfStock ? 'o' : '',
    q.search ? 's' : '',
    q.sortBy,
    q.sortOrder,
    withTotal ? 't' : '',
  ].join(':');
  // Products are joined in the page's ids only when the search or the name sort reads them;
  // joined, the vendor's live products are named on products too, so the name sort walks
  // products_vendor_title_idx (vendor_id, lower(title)) where deleted_at is null.
  const needsProducts = Boolean(q.search) || q.sortBy === 'product.name';
  const where = () =>
    needsProducts
      ? and(
          listWhere(q),
          eq(productFacts.vendorId, sql.placeholder('vendorId')),
          isNull(productFacts.deletedAt),
        )
      : listWhere(q);
  const dir = q.sortOrder === 'asc' ? asc : desc;
  const order = [dir(SORTS[q.sortBy]), dir(itemView.id)];
  const page = prepared<ListRow[]>(
    db,
    `inventory:page:${key}`,
    () => {
      if (q.search)
        return db
          .select({
            ...itemColumns,
            total: sql<number>`page.total`.mapWith(Number),
            summaryRows: sql<number>`0`.mapWith(Number),
          })
          .from(searchPage(q))
          .innerJoin(itemView, sql`${itemView.id} = page.id`)
          .innerJoin(productFacts, eq(productFacts.id, itemView.productId))
          .orderBy(...order);
      const ids = db.select({ id: itemView.id }).from(itemView);
      const pageIds = (
        needsProducts ? ids.innerJoin(productFacts, eq(productFacts.id, itemView.productId)) : ids
      )
        .where(where())
        .orderBy(...order)
        // Named (below) when products are not joined.
        .limit(pageParam('limit', !needsProducts))
        .offset(pageParam('offset', !needsProducts));
      return (
        db
          .select({
            ...itemColumns,
            total: (withTotal ? totalOf(q, where()) : sql<number>`0`).mapWith(Number),
            // How many summary rows the total summed (they are folded once they pile up).
            summaryRows: (withTotal
              ? sql<number>`(select count(*) from ${summaryDeltaRows} d where d.vendor_id = ${sql.placeholder('vendorId')})`
              : sql<number>`0`
            ).mapWith(Number),
          })
          .from(itemView)
          .innerJoin(productFacts, eq(productFacts.id, itemView.productId))
          // `= any(array(...))`, not `in (...)`: the page's ids become one array looked up by primary
          // key, so even a generic plan reads 20 rows instead of hashing the vendor's every item.
          .where(sql`${itemView.id} = any(array(${pageIds}))`)
          .orderBy(...order)
      );
    },
    { named: !needsProducts },
  );
  const values = {
    vendorId,
    term: q.search ? likeTerm(q.search) : '',
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  };
  const rows = await page.execute(values);
  if ((rows[0]?.summaryRows ?? 0) > FOLD_AT) await foldSummary(db, vendorId);
  if (rows.length > 0 || !withTotal) return { rows: rows as ItemRow[], total: rows[0]?.total ?? 0 };
  const count = prepared<{ n: number }[]>(
    db,
    `inventory:total:${key}`,
    () => db.select({ n: totalOf(q, where()).mapWith(Number) }).from(sql`(select 1) as one`),
    { named: true },
  );
  const [row] = await count.execute(values);
  return { rows: [] as ItemRow[], total: row?.n ?? 0 };
}

export async function findItem(db: DbOrTx, vendorId: string, id: string): Promise<ItemRow | undefined> {
  const [row] = await db
    .select(itemColumns)
    .from(itemView)
    .innerJoin(productFacts, eq(productFacts.id, itemView.productId))
    .where(and(eq(itemView.id, id), ownedLive(vendorId)));
  return row as ItemRow | undefined;
}

export async function findItemByProduct(db: DbOrTx, productId: string): Promise<ItemRow | undefined> {
  const [row] = await db
    .select(itemColumns)
    .from(itemView)
    .innerJoin(productFacts, eq(productFacts.id, itemView.productId))
    .where(eq(itemView.productId, productId));
  return row as ItemRow | undefined;
}

/** Every live item of the vendor (export, valuation, import), in SKU order. */
export async function allItems(db: DbOrTx, vendorId: string): Promise<ItemRow[]> {
  const rows = await db
    .select(itemColumns)
    .from(itemView)
    .innerJoin(productFacts, eq(productFacts.id, itemView.productId))
    .where(ownedLive(vendorId))
    .orderBy(asc(productFacts.sku), asc(itemView.id));
  return rows as ItemRow[];
}

export async function analyticsOf(db: DbOrTx, vendorId: string, since: Date) {
  const [status, movements, top] = await Promise.all([
    db
      .select({
        id: sql<InventoryStatus>`${itemView.stockStatus}`,
        count: sql<number>`count(*)::int`,
        totalStock: sql<number>`coalesce(sum(${itemView.currentStock}), 0)::int`,
      })
      .from(itemView)
      .innerJoin(productFacts, eq(productFacts.id, itemView.productId))
      .where(ownedLive(vendorId))
      .groupBy(itemView.stockStatus)
      .orderBy(itemView.stockStatus),
    db
      .select({
        id: movementView.type,
        count: sql<number>`count(*)::int`,
        totalQuantity: sql<number>`coalesce(sum(abs(${movementView.quantity})), 0)::int`,
      })
      .from(movementView)
      .where(
        and(
          eq(movementView.vendorId, vendorId),
          sql`${movementView.createdAt} >= ${since.toISOString()}::timestamptz`,
        ),
      )
      .groupBy(movementView.type)
      .orderBy(movementView.type),
    db.execute(sql`select i.id as "inventoryId", p.title as "productName", p.sku as "productSku",
        i.current_stock as "currentStock", b.value::float8 as "valueMinor"
      from (select ob.inventory_item_id, sum(ob.remaining_quantity::bigint * ob.unit_cost_minor) as value
        from ${batchRows} ob where ob.vendor_id = ${vendorId}::uuid and ob.remaining_quantity > 0 group by 1) b
      join ${inventoryItemRows} i on i.id = b.inventory_item_id
      join ${productRows} p on p.id = i.product_id and p.deleted_at is null
      order by b.value desc, i.id limit 5`) as unknown as Promise<{
      rows: Array<{
        inventoryId: string;
        productName: string;
        productSku: string;
        currentStock: number;
        valueMinor: number;
      }>;
    }>,
  ]);
  return { status, movements, top: top.rows };
}

/** Items at or below their reorder point (not discontinued), lowest available first. */
export async function reorderItems(db: DbOrTx, vendorId: string, page: number, limit: number) {
  const where = and(
    ownedLive(vendorId),
    eq(itemView.discontinued, false),
    sql`${itemView.currentStock} - ${itemView.reservedStock} <= ${itemView.reorderPoint}`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(itemColumns)
      .from(itemView)
      .innerJoin(productFacts, eq(productFacts.id, itemView.productId))
      .where(where)
      .orderBy(sql`${itemView.currentStock} - ${itemView.reservedStock}`, asc(itemView.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(itemView)
      .innerJoin(productFacts, eq(productFacts.id, itemView.productId))
      .where(where),
  ]);
  return { rows: rows as ItemRow[], total: Number(total?.n ?? 0) };
}

/** SKU, figures and levels of every live item of the vendor (the import's lookup). */
export async function itemsForImport(db: DbOrTx, vendorId: string) {
  return db
    .select({
      id: itemView.id,
      productId: itemView.productId,
      sku: productFacts.sku,
      currentStock: itemView.currentStock,
      reservedStock: itemView.reservedStock,
      lowStockThreshold: itemView.lowStockThreshold,
      reorderPoint: itemView.reorderPoint,
      reorderQuantity: itemView.reorderQuantity,
    })
    .from(itemView)
    .innerJoin(productFacts, eq(productFacts.id, itemView.productId))
    .where(ownedLive(vendorId));
}

import type { InventoryListQuery, InventoryStatus } from '@market/domain';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  inventoryAlerts,
  inventoryBatches,
  inventoryItems,
  products,
  stockMovements,
  users,
} from '../../db/schema/index.js';
import type { ItemRow } from './inventory.mappers.js';

/** FIFO value (minor units) and remaining batch units of an item: what sales left of its batches. */
const batchValue = sql<number>`coalesce((select sum(b.remaining_quantity::bigint * b.unit_cost_minor) from inventory_batches b
  where b.inventory_item_id = inventory_items.id), 0)::float8`;
const batchUnits = sql<number>`coalesce((select sum(b.remaining_quantity) from inventory_batches b
  where b.inventory_item_id = inventory_items.id), 0)::int`;

export const itemColumns = {
  id: inventoryItems.id,
  productId: inventoryItems.productId,
  vendorId: inventoryItems.vendorId,
  title: products.title,
  sku: products.sku,
  priceMinor: products.priceMinor,
  imageKey: sql<string | null>`(select coalesce(m.thumb_key, m.original_key) from product_media m
    where m.product_id = products.id and m.kind = 'image' order by m.is_primary desc, m.position asc limit 1)`,
  currentStock: inventoryItems.currentStock,
  reservedStock: inventoryItems.reservedStock,
  lowStockThreshold: inventoryItems.lowStockThreshold,
  reorderPoint: inventoryItems.reorderPoint,
  reorderQuantity: inventoryItems.reorderQuantity,
  discontinued: inventoryItems.discontinued,
  stockStatus: sql<InventoryStatus>`${inventoryItems.stockStatus}`,
  valueMinor: batchValue,
  batchUnits,
  lastStockUpdate: inventoryItems.lastStockUpdate,
  createdAt: inventoryItems.createdAt,
};
const ownedLive = (vendorId: string) =>
  and(eq(inventoryItems.vendorId, vendorId), isNull(products.deletedAt));
/** The vendor's items of live products without joining products (a probe of the few deleted ones). */
const ownedLiveItems = (vendorId: string) =>
  and(
    eq(inventoryItems.vendorId, vendorId),
    sql`not exists (select 1 from products d where d.id = inventory_items.product_id and d.deleted_at is not null)`,
  );

function listWhere(vendorId: string, q: InventoryListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [ownedLiveItems(vendorId)];
  if (q.status) parts.push(eq(inventoryItems.stockStatus, q.status));
  if (q.lowStock) parts.push(eq(inventoryItems.stockStatus, 'low_stock'));
  if (q.outOfStock) parts.push(eq(inventoryItems.stockStatus, 'out_of_stock'));
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(${products.title} ilike ${like} or ${products.sku} ilike ${like})`);
  }
  return and(...parts);
}

const SORTS = {
  lastStockUpdate: inventoryItems.lastStockUpdate,
  currentStock: inventoryItems.currentStock,
  'product.name': sql`lower(${products.title})`,
  stockStatus: inventoryItems.stockStatus,
} as const;

/**
 * A page of the vendor's items: the page's ids first (sort and limit over narrow rows, no
 * per-row subqueries), then their columns; the total unless `withTotal` is false.
 */
export async function listItems(db: DbOrTx, vendorId: string, q: InventoryListQuery, withTotal = true) {
  const dir = q.sortOrder === 'asc' ? asc : desc;
  // Products are joined only when the search or the name sort reads them.
  const needsProducts = Boolean(q.search) || q.sortBy === 'product.name';
  // Joined, the vendor's live products are named on products too, so the name sort walks
  // products_vendor_title_idx (vendor_id, lower(title)) where deleted_at is null.
  const where = needsProducts
    ? and(listWhere(vendorId, q), eq(products.vendorId, vendorId), isNull(products.deletedAt))
    : listWhere(vendorId, q);
  const pageQuery = db.select({ id: inventoryItems.id }).from(inventoryItems);
  const countQuery = db.select({ n: sql<number>`count(*)::int` }).from(inventoryItems);
  const [page, total] = await Promise.all([
    (needsProducts ? pageQuery.innerJoin(products, eq(products.id, inventoryItems.productId)) : pageQuery)
      .where(where)
      .orderBy(dir(SORTS[q.sortBy]), dir(inventoryItems.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    withTotal
      ? // The count reads products only to search them (a name sort does not change the count).
        (q.search ? countQuery.innerJoin(products, eq(products.id, inventoryItems.productId)) : countQuery)
          .where(q.search ? where : listWhere(vendorId, q))
          .then((r) => Number(r[0]?.n ?? 0))
      : Promise.resolve(0),
  ]);
  const ids = page.map((r) => r.id);
  const rows =
    ids.length === 0
      ? []
      : ((await db
          .select(itemColumns)
          .from(inventoryItems)
          .innerJoin(products, eq(products.id, inventoryItems.productId))
          .where(inArray(inventoryItems.id, ids))) as ItemRow[]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { rows: ids.map((id) => byId.get(id)!).filter(Boolean), total };
}

export async function findItem(db: DbOrTx, vendorId: string, id: string): Promise<ItemRow | undefined> {
  const [row] = await db
    .select(itemColumns)
    .from(inventoryItems)
    .innerJoin(products, eq(products.id, inventoryItems.productId))
    .where(and(eq(inventoryItems.id, id), ownedLive(vendorId)));
  return row as ItemRow | undefined;
}

export async function findItemByProduct(db: DbOrTx, productId: string): Promise<ItemRow | undefined> {
  const [row] = await db
    .select(itemColumns)
    .from(inventoryItems)
    .innerJoin(products, eq(products.id, inventoryItems.productId))
    .where(eq(inventoryItems.productId, productId));
  return row as ItemRow | undefined;
}

/** The overview's count cards in one statement (the value card reads `ownerStockValue`, decision 0016). */
export async function overviewSummary(db: DbOrTx, vendorId: string) {
  const result = (await db.execute(sql`select count(*)::int as "totalItems",
      coalesce(sum(i.current_stock), 0)::int as "totalStock",
      (count(*) filter (where i.stock_status = 'low_stock'))::int as "lowStockItems",
      (count(*) filter (where i.stock_status = 'out_of_stock'))::int as "outOfStockItems"
    from inventory_items i
    where i.vendor_id = ${vendorId}::uuid
      and not exists (select 1 from products d where d.id = i.product_id and d.deleted_at is not null)`)) as unknown as {
    rows: Array<{ totalItems: number; totalStock: number; lowStockItems: number; outOfStockItems: number }>;
  };
  const r = result.rows[0]!;
  return {
    totalItems: Number(r.totalItems),
    totalStock: Number(r.totalStock),
    lowStockItems: Number(r.lowStockItems),
    outOfStockItems: Number(r.outOfStockItems),
  };
}

const alertColumns = {
  id: inventoryAlerts.id,
  inventoryId: inventoryAlerts.inventoryItemId,
  productName: products.title,
  productSku: products.sku,
  kind: inventoryAlerts.kind,
  message: inventoryAlerts.message,
  severity: inventoryAlerts.severity,
  acknowledgedAt: inventoryAlerts.acknowledgedAt,
  createdAt: inventoryAlerts.createdAt,
};

/** A movement as the API shows it, with who made it. */
const MOVEMENT_COLUMNS = {
  id: stockMovements.id,
  productId: stockMovements.productId,
  type: stockMovements.type,
  quantity: stockMovements.quantity,
  currentBefore: stockMovements.currentBefore,
  currentAfter: stockMovements.currentAfter,
  reservedBefore: stockMovements.reservedBefore,
  reservedAfter: stockMovements.reservedAfter,
  reason: stockMovements.reason,
  orderId: stockMovements.orderId,
  batchId: stockMovements.batchId,
  actorId: stockMovements.actorId,
  actorName: users.name,
  createdAt: stockMovements.createdAt,
};

/** Open alerts of the vendor, newest first; `acknowledged` filters when given. */
export async function listAlerts(
  db: DbOrTx,
  vendorId: string,
  q: { acknowledged?: boolean; page: number; limit: number },
) {
  const base = and(eq(inventoryAlerts.vendorId, vendorId), isNull(inventoryAlerts.resolvedAt));
  const where =
    q.acknowledged === undefined
      ? base
      : and(
          base,
          q.acknowledged
            ? sql`${inventoryAlerts.acknowledgedAt} is not null`
            : isNull(inventoryAlerts.acknowledgedAt),
        );
  const [rows, [counts]] = await Promise.all([
    db
      .select(alertColumns)
      .from(inventoryAlerts)
      .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryAlerts.inventoryItemId))
      .innerJoin(products, eq(products.id, inventoryItems.productId))
      .where(where)
      .orderBy(desc(inventoryAlerts.createdAt), desc(inventoryAlerts.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({
        total: sql<number>`(count(*) filter (where ${where}))::int`,
        active: sql<number>`(count(*) filter (where ${inventoryAlerts.acknowledgedAt} is null))::int`,
      })
      .from(inventoryAlerts)
      .where(base),
  ]);
  return { rows, total: Number(counts?.total ?? 0), active: Number(counts?.active ?? 0) };
}

export async function acknowledgeAlert(
  db: DbOrTx,
  opts: { vendorId: string; inventoryId: string; alertId: string; userId: string; at: Date },
) {
  const [row] = await db
    .update(inventoryAlerts)
    .set({
      acknowledgedAt: sql`coalesce(${inventoryAlerts.acknowledgedAt}, ${opts.at.toISOString()}::timestamptz)`,
      acknowledgedBy: sql`coalesce(${inventoryAlerts.acknowledgedBy}, ${opts.userId}::uuid)`,
      updatedAt: opts.at,
    })
    .where(
      and(
        eq(inventoryAlerts.id, opts.alertId),
        eq(inventoryAlerts.inventoryItemId, opts.inventoryId),
        eq(inventoryAlerts.vendorId, opts.vendorId),
      ),
    )
    .returning({ id: inventoryAlerts.id });
  if (!row) return undefined;
  const [alert] = await db
    .select(alertColumns)
    .from(inventoryAlerts)
    .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryAlerts.inventoryItemId))
    .innerJoin(products, eq(products.id, inventoryItems.productId))
    .where(eq(inventoryAlerts.id, row.id));
  return alert;
}

export async function listMovements(
  db: DbOrTx,
  opts: { productId: string; inventoryId: string; type?: string; page: number; limit: number },
) {
  const where = and(
    eq(stockMovements.productId, opts.productId),
    opts.type ? sql`${stockMovements.type} = ${opts.type}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(MOVEMENT_COLUMNS)
      .from(stockMovements)
      .leftJoin(users, eq(users.id, stockMovements.actorId))
      .where(where)
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(stockMovements).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, inventoryId: opts.inventoryId })), total: Number(total?.n ?? 0) };
}
export type MovementRow = Awaited<ReturnType<typeof listMovements>>['rows'][number];

export async function findMovement(db: DbOrTx, id: string, inventoryId: string): Promise<MovementRow> {
  const [row] = await db
    .select(MOVEMENT_COLUMNS)
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.actorId))
    .where(eq(stockMovements.id, id));
  return { ...row!, inventoryId };
}

export async function listBatches(db: DbOrTx, inventoryId: string, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(inventoryBatches)
      .where(eq(inventoryBatches.inventoryItemId, inventoryId))
      .orderBy(asc(inventoryBatches.receivedAt), asc(inventoryBatches.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(inventoryBatches)
      .where(eq(inventoryBatches.inventoryItemId, inventoryId)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findBatch(db: DbOrTx, id: string) {
  const [row] = await db.select().from(inventoryBatches).where(eq(inventoryBatches.id, id));
  return row!;
}

/** Every batch of the vendor's live items (valuation), oldest first. */
export async function vendorBatches(db: DbOrTx, vendorId: string) {
  return db
    .select({
      id: inventoryBatches.id,
      inventoryId: inventoryBatches.inventoryItemId,
      quantity: inventoryBatches.quantity,
      remaining: inventoryBatches.remainingQuantity,
      unitCostMinor: inventoryBatches.unitCostMinor,
      receivedAt: inventoryBatches.receivedAt,
    })
    .from(inventoryBatches)
    .where(eq(inventoryBatches.vendorId, vendorId))
    .orderBy(asc(inventoryBatches.receivedAt), asc(inventoryBatches.id));
}

/** Every live item of the vendor (export, valuation, import), in SKU order. */
export async function allItems(db: DbOrTx, vendorId: string): Promise<ItemRow[]> {
  const rows = await db
    .select(itemColumns)
    .from(inventoryItems)
    .innerJoin(products, eq(products.id, inventoryItems.productId))
    .where(ownedLive(vendorId))
    .orderBy(asc(products.sku), asc(inventoryItems.id));
  return rows as ItemRow[];
}

export async function analyticsOf(db: DbOrTx, vendorId: string, since: Date) {
  const [status, movements, top] = await Promise.all([
    db
      .select({
        id: sql<InventoryStatus>`${inventoryItems.stockStatus}`,
        count: sql<number>`count(*)::int`,
        totalStock: sql<number>`coalesce(sum(${inventoryItems.currentStock}), 0)::int`,
      })
      .from(inventoryItems)
      .innerJoin(products, eq(products.id, inventoryItems.productId))
      .where(ownedLive(vendorId))
      .groupBy(inventoryItems.stockStatus)
      .orderBy(inventoryItems.stockStatus),
    db
      .select({
        id: stockMovements.type,
        count: sql<number>`count(*)::int`,
        totalQuantity: sql<number>`coalesce(sum(abs(${stockMovements.quantity})), 0)::int`,
      })
      .from(stockMovements)
      .where(
        and(
          eq(stockMovements.vendorId, vendorId),
          sql`${stockMovements.createdAt} >= ${since.toISOString()}::timestamptz`,
        ),
      )
      .groupBy(stockMovements.type)
      .orderBy(stockMovements.type),
    db.execute(sql`select i.id as "inventoryId", p.title as "productName", p.sku as "productSku",
        i.current_stock as "currentStock", b.value::float8 as "valueMinor"
      from (select inventory_item_id, sum(remaining_quantity::bigint * unit_cost_minor) as value
        from inventory_batches where vendor_id = ${vendorId}::uuid and remaining_quantity > 0 group by 1) b
      join inventory_items i on i.id = b.inventory_item_id
      join products p on p.id = i.product_id and p.deleted_at is null
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

/** Units sold per item over a window (sale movements carry the negative change). */
export async function unitsSoldSince(
  db: DbOrTx,
  productIds: string[],
  since: Date,
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: stockMovements.productId,
      units: sql<number>`coalesce(sum(-${stockMovements.quantity}), 0)::int`,
    })
    .from(stockMovements)
    .where(
      and(
        sql`${stockMovements.productId} in ${productIds}`,
        eq(stockMovements.type, 'sale'),
        sql`${stockMovements.createdAt} >= ${since.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(stockMovements.productId);
  return new Map(rows.map((r) => [r.productId, Number(r.units)]));
}

/** Units sold per day (UTC) of one product since a day. */
export async function dailyUnitsSold(db: DbOrTx, productId: string, since: Date) {
  const rows = await db
    .select({
      day: sql<string>`to_char(${stockMovements.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      units: sql<number>`sum(-${stockMovements.quantity})::int`,
    })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.productId, productId),
        eq(stockMovements.type, 'sale'),
        sql`${stockMovements.createdAt} >= ${since.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.day, Number(r.units)]));
}

/** Items at or below their reorder point (not discontinued), lowest available first. */
export async function reorderItems(db: DbOrTx, vendorId: string, page: number, limit: number) {
  const where = and(
    ownedLive(vendorId),
    eq(inventoryItems.discontinued, false),
    sql`${inventoryItems.currentStock} - ${inventoryItems.reservedStock} <= ${inventoryItems.reorderPoint}`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(itemColumns)
      .from(inventoryItems)
      .innerJoin(products, eq(products.id, inventoryItems.productId))
      .where(where)
      .orderBy(sql`${inventoryItems.currentStock} - ${inventoryItems.reservedStock}`, asc(inventoryItems.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(inventoryItems)
      .innerJoin(products, eq(products.id, inventoryItems.productId))
      .where(where),
  ]);
  return { rows: rows as ItemRow[], total: Number(total?.n ?? 0) };
}

/** SKU, figures and levels of every live item of the vendor (the import's lookup). */
export async function itemsForImport(db: DbOrTx, vendorId: string) {
  return db
    .select({
      id: inventoryItems.id,
      productId: inventoryItems.productId,
      sku: products.sku,
      currentStock: inventoryItems.currentStock,
      reservedStock: inventoryItems.reservedStock,
      lowStockThreshold: inventoryItems.lowStockThreshold,
      reorderPoint: inventoryItems.reorderPoint,
      reorderQuantity: inventoryItems.reorderQuantity,
    })
    .from(inventoryItems)
    .innerJoin(products, eq(products.id, inventoryItems.productId))
    .where(ownedLive(vendorId));
}

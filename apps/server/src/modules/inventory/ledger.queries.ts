import type { AlertKind, AlertSeverity, MovementType } from '@market/domain';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  inventoryAlerts,
  inventoryBatches,
  inventoryItems,
  orderParts,
  products,
  stockMovements,
} from '../../db/schema/index.js';

export type LockedItem = {
  id: string;
  productId: string;
  vendorId: string | null;
  currentStock: number;
  reservedStock: number;
  lowStockThreshold: number;
};

const lockedColumns = {
  id: inventoryItems.id,
  productId: inventoryItems.productId,
  vendorId: inventoryItems.vendorId,
  currentStock: inventoryItems.currentStock,
  reservedStock: inventoryItems.reservedStock,
  lowStockThreshold: inventoryItems.lowStockThreshold,
};

/** Locks one of the vendor's items; undefined when it is not theirs (answered 404). */
export async function lockOwnedItem(
  db: DbOrTx,
  vendorId: string,
  id: string,
): Promise<LockedItem | undefined> {
  const [row] = await db
    .select(lockedColumns)
    .from(inventoryItems)
    .where(and(eq(inventoryItems.id, id), eq(inventoryItems.vendorId, vendorId)))
    .for('update');
  return row;
}

/** Locks several of the vendor's items in product id order (the one lock order of the ledger). */
export async function lockOwnedItems(db: DbOrTx, vendorId: string, ids: string[]): Promise<LockedItem[]> {
  if (ids.length === 0) return [];
  return db
    .select(lockedColumns)
    .from(inventoryItems)
    .where(and(inArray(inventoryItems.id, ids), eq(inventoryItems.vendorId, vendorId)))
    .orderBy(asc(inventoryItems.productId))
    .for('update');
}

export type LedgerChange = {
  item: LockedItem;
  type: MovementType;
  currentAfter: number;
  reservedAfter: number;
  /** Movement quantity: the signed change of current stock, or the reserved units of reserve/release. */
  quantity: number;
  reason: string;
  orderId?: string | null;
  batchId?: string | null;
  actorId: string | null;
  at: Date;
};

/** Writes locked items' new figures and one movement each (the caller checked the figures). */
export async function writeLedgerChanges(db: DbOrTx, changes: LedgerChange[]): Promise<string[]> {
  const ids: string[] = [];
  // Chunks keep each statement under PostgreSQL's 65,535 parameters (imports of 10,000 rows).
  for (let i = 0; i < changes.length; i += 2000) {
    const chunk = changes.slice(i, i + 2000);
    const values = sql.join(
      chunk.map((c) => sql`(${c.item.id}::uuid, ${c.currentAfter}::int, ${c.reservedAfter}::int)`),
      sql`, `,
    );
    const at = chunk[0]!.at.toISOString();
    await db.execute(sql`update inventory_items i set current_stock = v.current, reserved_stock = v.reserved,
        last_stock_update = ${at}::timestamptz, updated_at = ${at}::timestamptz
      from (values ${values}) as v(id, current, reserved) where i.id = v.id`);
    const rows = await db
      .insert(stockMovements)
      .values(
        chunk.map((c) => ({
          productId: c.item.productId,
          vendorId: c.item.vendorId,
          type: c.type,
          quantity: c.quantity,
          currentBefore: c.item.currentStock,
          currentAfter: c.currentAfter,
          reservedBefore: c.item.reservedStock,
          reservedAfter: c.reservedAfter,
          reason: c.reason,
          orderId: c.orderId ?? null,
          batchId: c.batchId ?? null,
          actorId: c.actorId,
          createdAt: c.at,
        })),
      )
      .returning({ id: stockMovements.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

export async function insertBatch(db: DbOrTx, values: typeof inventoryBatches.$inferInsert): Promise<string> {
  const [row] = await db.insert(inventoryBatches).values(values).returning({ id: inventoryBatches.id });
  return row!.id;
}

/** Remaining batches of the items of some products, oldest first, locked for consumption. */
export async function lockRemainingBatches(db: DbOrTx, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      id: inventoryBatches.id,
      productId: inventoryItems.productId,
      quantity: inventoryBatches.quantity,
      remaining: inventoryBatches.remainingQuantity,
      unitCostMinor: inventoryBatches.unitCostMinor,
      receivedAt: inventoryBatches.receivedAt,
    })
    .from(inventoryBatches)
    .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryBatches.inventoryItemId))
    .where(and(inArray(inventoryItems.productId, productIds), gt(inventoryBatches.remainingQuantity, 0)))
    .orderBy(asc(inventoryBatches.receivedAt), asc(inventoryBatches.id))
    .for('update', { of: inventoryBatches });
}

export async function takeFromBatches(db: DbOrTx, takes: Array<{ id: string; take: number }>): Promise<void> {
  if (takes.length === 0) return;
  const values = sql.join(
    takes.map((t) => sql`(${t.id}::uuid, ${t.take}::int)`),
    sql`, `,
  );
  await db.execute(sql`update inventory_batches b set remaining_quantity = b.remaining_quantity - v.take
    from (values ${values}) as v(id, take) where b.id = v.id`);
}

/** Figures and open alerts of the items of some products (one statement). */
export async function alertStateOf(db: DbOrTx, productIds: string[]) {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({
      id: inventoryItems.id,
      vendorId: inventoryItems.vendorId,
      available: sql<number>`(${inventoryItems.currentStock} - ${inventoryItems.reservedStock})::int`,
      threshold: inventoryItems.lowStockThreshold,
      discontinued: inventoryItems.discontinued,
      open: sql<Array<{
        id: string;
        kind: AlertKind;
        severity: AlertSeverity;
      }> | null>`(select json_agg(json_build_object('id', a.id, 'kind', a.kind, 'severity', a.severity))
        from inventory_alerts a where a.inventory_item_id = inventory_items.id and a.resolved_at is null)`,
    })
    .from(inventoryItems)
    .where(inArray(inventoryItems.productId, productIds));
  return rows.map((r) => ({ ...r, available: Number(r.available), open: r.open ?? [] }));
}

export async function resolveAlerts(db: DbOrTx, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(inventoryAlerts)
    .set({ resolvedAt: at, updatedAt: at })
    .where(and(inArray(inventoryAlerts.id, ids), isNull(inventoryAlerts.resolvedAt)));
}

export async function updateAlert(
  db: DbOrTx,
  id: string,
  values: { severity: AlertSeverity; message: string; reopen: boolean },
  at: Date,
): Promise<void> {
  await db
    .update(inventoryAlerts)
    .set({
      severity: values.severity,
      message: values.message,
      updatedAt: at,
      ...(values.reopen ? { acknowledgedAt: null, acknowledgedBy: null } : {}),
    })
    .where(eq(inventoryAlerts.id, id));
}

export async function insertAlerts(
  db: DbOrTx,
  rows: Array<typeof inventoryAlerts.$inferInsert>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += 2000) {
    await db
      .insert(inventoryAlerts)
      .values(rows.slice(i, i + 2000))
      .onConflictDoNothing();
  }
}

/** Units still reserved for an order of one product: the sum of its movements' reserved changes. */
export async function openReservationOf(db: DbOrTx, orderId: string, productId: string): Promise<number> {
  const [row] = await db
    .select({
      open: sql<number>`coalesce(sum(${stockMovements.reservedAfter} - ${stockMovements.reservedBefore}), 0)::int`,
    })
    .from(stockMovements)
    .where(and(eq(stockMovements.orderId, orderId), eq(stockMovements.productId, productId)));
  return Math.max(0, Number(row?.open ?? 0));
}

/** True when the order has a part of this vendor (reservations name only the vendor's own orders). */
export async function vendorHasOrder(db: DbOrTx, vendorId: string, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orderParts.id })
    .from(orderParts)
    .where(and(eq(orderParts.orderId, orderId), eq(orderParts.vendorId, vendorId)))
    .limit(1);
  return row !== undefined;
}

export type LevelChange = {
  id: string;
  lowStockThreshold?: number;
  reorderPoint?: number;
  reorderQuantity?: number;
  discontinued?: boolean;
};

/** Sets thresholds, reorder levels and the discontinued flag; the products' thresholds follow. */
export async function updateLevels(db: DbOrTx, changes: LevelChange[], at: Date): Promise<void> {
  const list = changes.filter(
    (c) =>
      c.lowStockThreshold !== undefined ||
      c.reorderPoint !== undefined ||
      c.reorderQuantity !== undefined ||
      c.discontinued !== undefined,
  );
  for (let i = 0; i < list.length; i += 2000) {
    const chunk = list.slice(i, i + 2000);
    const values = sql.join(
      chunk.map(
        (c) =>
          sql`(${c.id}::uuid, ${c.lowStockThreshold ?? null}::int, ${c.reorderPoint ?? null}::int, ${c.reorderQuantity ?? null}::int, ${c.discontinued ?? null}::boolean)`,
      ),
      sql`, `,
    );
    await db.execute(sql`update inventory_items i set low_stock_threshold = coalesce(v.t, i.low_stock_threshold),
        reorder_point = coalesce(v.rp, i.reorder_point), reorder_quantity = coalesce(v.rq, i.reorder_quantity),
        discontinued = coalesce(v.d, i.discontinued), updated_at = ${at.toISOString()}::timestamptz
      from (values ${values}) as v(id, t, rp, rq, d) where i.id = v.id`);
    const thresholds = chunk.filter((c) => c.lowStockThreshold !== undefined).map((c) => c.id);
    if (thresholds.length > 0) {
      await db.execute(sql`update products p set low_stock_threshold = i.low_stock_threshold
        from inventory_items i where i.product_id = p.id and i.id in ${thresholds}`);
    }
  }
}

/** The vendor's product (live), with its item's id when it has one. */
export async function findOwnedProduct(db: DbOrTx, vendorId: string, productId: string) {
  const [row] = await db
    .select({ id: products.id, lowStockThreshold: products.lowStockThreshold, itemId: inventoryItems.id })
    .from(products)
    .leftJoin(inventoryItems, eq(inventoryItems.productId, products.id))
    .where(and(eq(products.id, productId), eq(products.vendorId, vendorId), isNull(products.deletedAt)))
    .for('update', { of: products });
  return row;
}

export async function insertItem(db: DbOrTx, values: typeof inventoryItems.$inferInsert): Promise<string> {
  const [row] = await db.insert(inventoryItems).values(values).returning({ id: inventoryItems.id });
  await db
    .update(products)
    .set({ lowStockThreshold: values.lowStockThreshold ?? 10 })
    .where(eq(products.id, values.productId));
  return row!.id;
}

export async function deleteItem(db: DbOrTx, id: string): Promise<void> {
  await db.delete(inventoryItems).where(eq(inventoryItems.id, id));
}

export async function saveForecast(db: DbOrTx, id: string, dailyDemand: number, at: Date): Promise<void> {
  await db
    .update(inventoryItems)
    .set({ forecastDailyDemand: dailyDemand, forecastAt: at })
    .where(eq(inventoryItems.id, id));
}

import type { AlertKind, AlertSeverity, MovementType } from '@market/domain';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { DbOrTx } from '../../db/client.js';
import {
  inventoryAlerts,
  inventoryBatches,
  inventoryItems,
  orderParts,
  products,
  stockMovements,
} from '../../db/schema/index.js';
import { noteAuditChange } from '../../lib/audit-context.js';

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

/**
 * Locks the items of some products in product id order (the one lock order of the ledger),
 * creating missing ones first (every product gets its item when created; this only repairs rows
 * made some other way).
 */
export async function lockItemsOfProducts(db: DbOrTx, productIds: string[]): Promise<LockedItem[]> {
  if (productIds.length === 0) return [];
  const lock = () =>
    db
      .select(lockedColumns)
      .from(inventoryItems)
      .where(inArray(inventoryItems.productId, productIds))
      .orderBy(asc(inventoryItems.productId))
      .for('update');
  const rows = await lock();
  if (rows.length === productIds.length) return rows;
  const c = (column: { name: string }) => sql.identifier(column.name);
  await db.execute(sql`insert into ${inventoryItems} (${c(inventoryItems.id)}, ${c(inventoryItems.productId)}, ${c(inventoryItems.vendorId)})
    select gen_random_uuid(), ${products.id}, ${products.vendorId} from ${products} where ${products.id} in ${productIds}
    on conflict (${c(inventoryItems.productId)}) do nothing`);
  return lock();
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
  /** The audit entry names the product (the product form and the catalogue's bulk stock) instead of the item. */
  auditAs?: 'product';
};

/**
 * Writes locked items' new figures and one movement each (the caller checked the figures): two
 * statements per 5,000 changes, the rows passed as one JSON parameter (an import of 10,000 rows
 * builds no 130,000-parameter statement).
 */
export async function writeLedgerChanges(db: DbOrTx, changes: LedgerChange[]): Promise<string[]> {
  const ids: string[] = [];
  for (const c of changes) {
    if (c.auditAs === 'product') {
      noteAuditChange({
        subjectType: 'product',
        subjectId: c.item.productId,
        vendorId: c.item.vendorId,
        before: { currentStock: c.item.currentStock },
        after: { currentStock: c.currentAfter },
      });
      continue;
    }
    noteAuditChange({
      subjectType: 'inventory_item',
      subjectId: c.item.id,
      vendorId: c.item.vendorId,
      before: { currentStock: c.item.currentStock, reservedStock: c.item.reservedStock },
      after: { currentStock: c.currentAfter, reservedStock: c.reservedAfter },
    });
  }
  for (let i = 0; i < changes.length; i += 5000) {
    const chunk = changes.slice(i, i + 5000).map((c) => ({
      id: uuidv7(),
      item_id: c.item.id,
      product_id: c.item.productId,
      vendor_id: c.item.vendorId,
      type: c.type,
      quantity: c.quantity,
      current_before: c.item.currentStock,
      current_after: c.currentAfter,
      reserved_before: c.item.reservedStock,
      reserved_after: c.reservedAfter,
      reason: c.reason,
      order_id: c.orderId ?? null,
      batch_id: c.batchId ?? null,
      actor_id: c.actorId,
      created_at: c.at.toISOString(),
    }));
    const json = JSON.stringify(chunk);
    await db.execute(sql`update inventory_items i set current_stock = r.current_after, reserved_stock = r.reserved_after,
        last_stock_update = r.created_at, updated_at = r.created_at
      from jsonb_to_recordset(${json}::jsonb) as r(item_id uuid, current_after int, reserved_after int, created_at timestamptz)
      where i.id = r.item_id`);
    await db.execute(sql`insert into stock_movements (id, product_id, vendor_id, type, quantity, current_before, current_after,
        reserved_before, reserved_after, reason, order_id, batch_id, actor_id, created_at)
      select id, product_id, vendor_id, type, quantity, current_before, current_after, reserved_before, reserved_after,
        reason, order_id, batch_id, actor_id, created_at
      from jsonb_to_recordset(${json}::jsonb) as r(id uuid, product_id uuid, vendor_id uuid, type text, quantity int,
        current_before int, current_after int, reserved_before int, reserved_after int, reason text, order_id uuid,
        batch_id uuid, actor_id uuid, created_at timestamptz)`);
    ids.push(...chunk.map((c) => c.id));
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
export async function updateLevels(
  db: DbOrTx,
  changes: LevelChange[],
  at: Date,
  mirrorThreshold = true,
): Promise<void> {
  const list = changes.filter(
    (c) =>
      c.lowStockThreshold !== undefined ||
      c.reorderPoint !== undefined ||
      c.reorderQuantity !== undefined ||
      c.discontinued !== undefined,
  );
  if (list.length === 0) return;
  const json = JSON.stringify(
    list.map((c) => ({
      id: c.id,
      t: c.lowStockThreshold ?? null,
      rp: c.reorderPoint ?? null,
      rq: c.reorderQuantity ?? null,
      d: c.discontinued ?? null,
    })),
  );
  await db.execute(sql`update inventory_items i set low_stock_threshold = coalesce(r.t, i.low_stock_threshold),
      reorder_point = coalesce(r.rp, i.reorder_point), reorder_quantity = coalesce(r.rq, i.reorder_quantity),
      discontinued = coalesce(r.d, i.discontinued), updated_at = ${at.toISOString()}::timestamptz
    from jsonb_to_recordset(${json}::jsonb) as r(id uuid, t int, rp int, rq int, d boolean) where i.id = r.id`);
  if (mirrorThreshold && list.some((c) => c.lowStockThreshold !== undefined)) {
    await db.execute(sql`update products p set low_stock_threshold = i.low_stock_threshold
      from jsonb_to_recordset(${json}::jsonb) as r(id uuid, t int), inventory_items i
      where r.t is not null and i.id = r.id and p.id = i.product_id`);
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

/**
 * A new item with its initial stock and its `initial` movement (the product form's create): the
 * product's row carries its own copy of the threshold, so nothing is mirrored.
 */
export async function insertItemRow(
  db: DbOrTx,
  values: typeof inventoryItems.$inferInsert & {
    currentStock: number;
    createdAt: Date;
    movement: { reason: string; actorId: string | null };
  },
): Promise<{ itemId: string; movementId: string }> {
  const { movement, ...item } = values;
  const [row] = await db.insert(inventoryItems).values(item).returning({ id: inventoryItems.id });
  const [moved] = await db
    .insert(stockMovements)
    .values({
      productId: item.productId,
      vendorId: item.vendorId ?? null,
      type: 'initial',
      quantity: item.currentStock,
      currentBefore: 0,
      currentAfter: item.currentStock,
      reservedBefore: 0,
      reservedAfter: 0,
      reason: movement.reason,
      actorId: movement.actorId,
      createdAt: item.createdAt,
    })
    .returning({ id: stockMovements.id });
  return { itemId: row!.id, movementId: moved!.id };
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

import {
  type AdjustStockBody,
  type InventoryBulkUpdateBody,
  INVENTORY_MESSAGES as M,
  type ReceiveBatchBody,
  toMinor,
} from '@market/domain';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import {
  changeStock,
  findBatch,
  findMovement,
  type LedgerChange,
  type LockedItem,
  lockOwnedItem,
  lockOwnedItems,
  openReservationOf,
  openReservationsOf,
  type StockSet,
} from '../inventory/index.js';
import { vendorHasOrder } from '../orders/index.js';
import { toBatchDto, toItemDto, toMovementDto } from './inventory.mappers.js';
import { findItem } from './inventory.queries.js';

type Who = { ctx: AppContext; vendorId: string; userId: string };

/** Refuses a current stock below the reserved units (or below zero). */
export function checkNotBelowReserved(item: { reservedStock: number }, currentAfter: number): void {
  if (currentAfter < 0 && item.reservedStock === 0) throw conflict(M.negativeStock, 'NEGATIVE_STOCK');
  if (currentAfter < item.reservedStock)
    throw conflict(M.belowReserved(item.reservedStock), 'BELOW_RESERVED', {
      reservedStock: item.reservedStock,
    });
}

async function lockOrNotFound(tx: Tx, vendorId: string, id: string): Promise<LockedItem> {
  const item = await lockOwnedItem(tx, vendorId, id);
  if (!item) throw notFound(M.itemNotFound);
  return item;
}

/** The item and the movement as they now stand, read after the transaction. */
async function itemAndMovement(w: Who, id: string, movementId: string) {
  const item = await findItem(w.ctx.db, w.vendorId, id);
  return { item: toItemDto(item!), movement: toMovementDto(await findMovement(w.ctx.db, movementId, id)) };
}

/**
 * A manual adjustment: a signed change of current stock with a reason. A positive one with a unit
 * cost records a batch (valued FIFO); a negative one consumes batches oldest first. Refused below
 * the reserved units.
 */
export async function adjustStock(opts: Who & { id: string; body: AdjustStockBody }) {
  const { ctx, vendorId, userId, id, body } = opts;
  const at = ctx.clock.now();
  const movementId = await ctx.db.transaction(async (tx) => {
    const item = await lockOrNotFound(tx, vendorId, id);
    const after = item.currentStock + body.quantity;
    checkNotBelowReserved(item, after);
    const withCost = body.unitCost !== undefined;
    const {
      movementIds: [movement],
    } = await changeOne(tx, {
      item,
      type: withCost ? 'restock' : 'adjustment',
      currentAfter: after,
      reservedAfter: item.reservedStock,
      quantity: body.quantity,
      reason: body.reason,
      actorId: userId,
      at,
      receive: withCost
        ? {
            unitCostMinor: toMinor(body.unitCost!),
            receivedAt: at,
            supplier: body.supplier ?? '',
            reference: body.reference ?? '',
          }
        : undefined,
    });
    return movement!;
  });
  return itemAndMovement(opts, id, movementId);
}

/** Receives stock at a cost: a batch and a `batch_receipt` movement raising current stock. */
export async function receiveBatch(opts: Who & { id: string; body: ReceiveBatchBody }) {
  const { ctx, vendorId, userId, id, body } = opts;
  const at = ctx.clock.now();
  const batchId = await ctx.db.transaction(async (tx) => {
    const item = await lockOrNotFound(tx, vendorId, id);
    const {
      batchIds: [batchId],
    } = await changeOne(tx, {
      item,
      type: 'batch_receipt',
      currentAfter: item.currentStock + body.quantity,
      reservedAfter: item.reservedStock,
      quantity: body.quantity,
      reason: body.reference ? `Batch received (${body.reference})` : 'Batch received',
      actorId: userId,
      at,
      receive: {
        unitCostMinor: toMinor(body.unitCost),
        receivedAt: body.receivedAt ? new Date(body.receivedAt) : at,
        supplier: body.supplier ?? '',
        reference: body.reference ?? '',
      },
    });
    return batchId!;
  });
  const item = await findItem(ctx.db, vendorId, id);
  return { batch: toBatchDto(await findBatch(ctx.db, batchId)), item: toItemDto(item!) };
}

/** One change of one locked item through the one writer, with its movement, batch and alerts. */
function changeOne(tx: Tx, change: StockSet) {
  return changeStock(tx, { kind: 'set', changes: [change], at: change.at });
}

/**
 * Several items at once: current stock set and levels changed in one transaction. An id that is
 * not the vendor's answers 404 and changes nothing; a stock below the reserved units 409.
 */
export async function bulkUpdateInventory(opts: Who & { body: InventoryBulkUpdateBody }) {
  const { ctx, vendorId, userId, body } = opts;
  const at = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const items = await lockOwnedItems(
      tx,
      vendorId,
      body.updates.map((u) => u.id),
    );
    if (items.length !== body.updates.length) throw notFound(M.someNotFound);
    const byId = new Map(items.map((i) => [i.id, i]));
    const changes: LedgerChange[] = [];
    for (const u of body.updates) {
      const item = byId.get(u.id)!;
      if (u.currentStock === undefined || u.currentStock === item.currentStock) continue;
      checkNotBelowReserved(item, u.currentStock);
      changes.push({
        item,
        type: 'bulk_update',
        currentAfter: u.currentStock,
        reservedAfter: item.reservedStock,
        quantity: u.currentStock - item.currentStock,
        reason: body.reason || 'Bulk inventory update',
        actorId: userId,
        at,
      });
    }
    await changeStock(tx, { kind: 'set', changes, levels: body.updates, refresh: items, at });
  });
  const items = await Promise.all(body.updates.map((u) => findItem(ctx.db, vendorId, u.id)));
  return { updated: body.updates.length, items: items.map((i) => toItemDto(i!)) };
}

type OrderMove = Who & { id: string; quantity: number; orderId: string };

async function orderOrNotFound(tx: Tx, vendorId: string, orderId: string) {
  if (!(await vendorHasOrder(tx, vendorId, orderId))) throw notFound(M.orderNotFound);
}

/** Reserves available units for one of the vendor's orders. */
export async function reserveStock(opts: OrderMove) {
  const { ctx, vendorId, userId, id, quantity, orderId } = opts;
  const at = ctx.clock.now();
  const movementId = await ctx.db.transaction(async (tx) => {
    const item = await lockOrNotFound(tx, vendorId, id);
    await orderOrNotFound(tx, vendorId, orderId);
    const available = item.currentStock - item.reservedStock;
    if (quantity > available)
      throw conflict(M.notEnoughAvailable(Math.max(0, available)), 'INSUFFICIENT_STOCK', { available });
    const {
      movementIds: [movement],
    } = await changeOne(tx, {
      item,
      type: 'reserve',
      currentAfter: item.currentStock,
      reservedAfter: item.reservedStock + quantity,
      quantity,
      reason: 'Reserved by the vendor',
      orderId,
      actorId: userId,
      at,
    });
    return movement!;
  });
  return itemAndMovement(opts, id, movementId);
}

/**
 * Gives back reserved units. With an order: never more than are still reserved for it. Without one
 * (the spec's release sends only quantity and reason): a manual release of the item's reserved
 * units, never more than are reserved, taken from the orders holding them, oldest reservation
 * first, with one release movement per order (so each order's open reservation stays exact).
 */
export async function releaseStock(
  opts: Who & { id: string; quantity: number; orderId?: string; reason: string },
) {
  const { ctx, vendorId, userId, id, quantity, orderId } = opts;
  const at = ctx.clock.now();
  const movementIds = await ctx.db.transaction(async (tx) => {
    let item = await lockOrNotFound(tx, vendorId, id);
    let portions: { orderId: string; quantity: number }[];
    if (orderId) {
      await orderOrNotFound(tx, vendorId, orderId);
      const open = await openReservationOf(tx, orderId, item.productId);
      if (quantity > open) throw conflict(M.releaseTooMuch(open), 'NOT_RESERVED', { reserved: open });
      portions = [{ orderId, quantity }];
    } else {
      const holders = await openReservationsOf(tx, item.productId);
      const held = Math.min(
        item.reservedStock,
        holders.reduce((sum, h) => sum + h.open, 0),
      );
      if (quantity > held) throw conflict(M.releaseTooMuchReserved(held), 'NOT_RESERVED', { reserved: held });
      portions = [];
      let left = quantity;
      for (const h of holders) {
        if (left === 0) break;
        const take = Math.min(left, h.open);
        portions.push({ orderId: h.orderId, quantity: take });
        left -= take;
      }
    }
    const ids: string[] = [];
    for (const portion of portions) {
      const reservedAfter = item.reservedStock - portion.quantity;
      const { movementIds } = await changeOne(tx, {
        item,
        type: 'release',
        currentAfter: item.currentStock,
        reservedAfter,
        quantity: portion.quantity,
        reason: opts.reason,
        orderId: portion.orderId,
        actorId: userId,
        at,
      });
      ids.push(...movementIds);
      item = { ...item, reservedStock: reservedAfter };
    }
    return ids;
  });
  const moved = await itemAndMovement(opts, id, movementIds.at(-1)!);
  const movements = await Promise.all(
    movementIds.map(async (m) => toMovementDto(await findMovement(ctx.db, m, id))),
  );
  return { ...moved, movements };
}

/** Confirms the sale of units reserved for an order: current and reserved stock both drop. */
export async function confirmSale(opts: OrderMove) {
  const { ctx, vendorId, userId, id, quantity, orderId } = opts;
  const at = ctx.clock.now();
  const movementId = await ctx.db.transaction(async (tx) => {
    const item = await lockOrNotFound(tx, vendorId, id);
    await orderOrNotFound(tx, vendorId, orderId);
    const open = await openReservationOf(tx, orderId, item.productId);
    if (quantity > open) throw conflict(M.releaseTooMuch(open), 'NOT_RESERVED', { reserved: open });
    const {
      movementIds: [movement],
    } = await changeOne(tx, {
      item,
      type: 'sale',
      currentAfter: item.currentStock - quantity,
      reservedAfter: item.reservedStock - quantity,
      quantity: -quantity,
      reason: 'Sale confirmed by the vendor',
      orderId,
      actorId: userId,
      at,
    });
    return movement!;
  });
  return itemAndMovement(opts, id, movementId);
}

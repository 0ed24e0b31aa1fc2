import {
  type CreateInventoryBody,
  createdProductId,
  fromMinor,
  INVENTORY_DEFAULTS,
  type InventoryListQuery,
  INVENTORY_MESSAGES as M,
  type UpdateInventoryBody,
} from '@market/domain';
import type { AppContext } from '../../context.js';
import { conflict, notFound } from '../../lib/errors.js';
import { lockOwnedLiveProduct } from '../catalog/index.js';
import {
  acknowledgeAlertRow,
  changeStock,
  findItemIdOfProduct,
  insertItem,
  listBatches,
  listMovements,
  lockOwnedItem,
  vendorSummary,
} from '../inventory/index.js';
import { findAlert, listAlerts, recentAlerts } from './alert-digest.queries.js';
import {
  inventoryPagination,
  toAlertDto,
  toBatchDto,
  toItemDto,
  toMovementDto,
} from './inventory.mappers.js';
import { analyticsOf, findItem, findItemByProduct, listItems } from './inventory.queries.js';

type Who = { ctx: AppContext; vendorId: string };

async function itemOrNotFound(w: Who, id: string) {
  const item = await findItem(w.ctx.db, w.vendorId, id);
  if (!item) throw notFound(M.itemNotFound);
  return item;
}

export async function listInventory(opts: Who & { query: InventoryListQuery }) {
  const { rows, total } = await listItems(opts.ctx.db, opts.vendorId, opts.query);
  return {
    items: rows.map(toItemDto),
    pagination: inventoryPagination(opts.query.page, opts.query.limit, total),
  };
}

/** Cards, the items changed last and the first active alerts. */
export async function getInventoryOverview(opts: Who) {
  const { ctx, vendorId } = opts;
  const [summary, recent, alerts] = await Promise.all([
    vendorSummary(ctx.db, vendorId),
    listItems(
      ctx.db,
      vendorId,
      {
        page: 1,
        limit: 10,
        sortBy: 'lastStockUpdate',
        sortOrder: 'desc',
      } as InventoryListQuery,
      false,
    ),
    recentAlerts(ctx.db, vendorId, INVENTORY_DEFAULTS.recentAlerts),
  ]);
  return {
    summary: {
      totalItems: summary.totalItems,
      totalStock: summary.totalStock,
      lowStockItems: summary.byStatus.low_stock,
      outOfStockItems: summary.byStatus.out_of_stock,
      totalValue: fromMinor(summary.valueMinor),
      itemsWithoutCost: summary.itemsWithoutCost,
      activeAlerts: summary.activeAlerts,
    },
    recentMovements: recent.rows.map(toItemDto),
    alerts: alerts.map(toAlertDto),
  };
}

export async function getInventoryItem(opts: Who & { id: string }) {
  return { item: toItemDto(await itemOrNotFound(opts, opts.id)) };
}

/** Threshold, reorder levels, discontinued; the alert follows the new threshold. */
export async function updateInventoryItem(opts: Who & { id: string; body: UpdateInventoryBody }) {
  const { ctx, vendorId, id, body } = opts;
  const at = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const item = await lockOwnedItem(tx, vendorId, id);
    if (!item) throw notFound(M.itemNotFound);
    await changeStock(tx, { kind: 'set', changes: [], levels: [{ id, ...body }], refresh: [item], at });
  });
  return getInventoryItem(opts);
}

/** An item for one of the vendor's products that has none, with the section 9 defaults. */
export async function createInventoryItem(opts: Who & { userId: string; body: CreateInventoryBody }) {
  const { ctx, vendorId, userId, body } = opts;
  const at = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    const productId = createdProductId(body);
    if (!(await lockOwnedLiveProduct(tx, vendorId, productId))) throw notFound(M.productNotFound);
    if (await findItemIdOfProduct(tx, productId)) throw conflict(M.alreadyExists, 'ALREADY_EXISTS');
    const id = await insertItem(tx, {
      productId,
      vendorId,
      currentStock: 0,
      reservedStock: 0,
      lowStockThreshold: body.lowStockThreshold,
      reorderPoint: body.reorderPoint,
      reorderQuantity: body.reorderQuantity,
      lastStockUpdate: at,
      createdAt: at,
      updatedAt: at,
    });
    const item = {
      id,
      productId,
      vendorId,
      currentStock: 0,
      reservedStock: 0,
      lowStockThreshold: body.lowStockThreshold,
    };
    await changeStock(tx, {
      kind: 'set',
      changes: [
        {
          item,
          type: 'initial',
          currentAfter: body.currentStock,
          reservedAfter: 0,
          quantity: body.currentStock,
          reason: 'Initial stock',
          actorId: userId,
          at,
        },
      ],
      at,
    });
    return id;
  });
  return getInventoryItem({ ...opts, id });
}

/**
 * Deletes an item: its units leave the ledger with a `removal` movement first (the product's
 * movements still sum to its stock, now 0). Refused while units are reserved.
 */
export async function deleteInventoryItem(opts: Who & { userId: string; id: string }) {
  const { ctx, vendorId, userId, id } = opts;
  const at = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const item = await lockOwnedItem(tx, vendorId, id);
    if (!item) throw notFound(M.itemNotFound);
    if (item.reservedStock > 0) throw conflict(M.deleteReserved, 'RESERVED_STOCK');
    await changeStock(tx, { kind: 'remove', item, reason: 'Inventory item deleted', actorId: userId, at });
  });
  return { message: M.deleted };
}

/**
 * Makes sure one of the vendor's products has its inventory item (created with the defaults and no
 * stock when missing).
 */
export async function syncProductInventory(opts: Who & { userId: string; productId: string }) {
  const { ctx, vendorId, productId } = opts;
  const at = ctx.clock.now();
  const created = await ctx.db.transaction(async (tx) => {
    if (!(await lockOwnedLiveProduct(tx, vendorId, productId))) throw notFound(M.productNotFound);
    if (await findItemIdOfProduct(tx, productId)) return false;
    const itemId = await insertItem(tx, {
      productId,
      vendorId,
      lowStockThreshold: INVENTORY_DEFAULTS.lowStockThreshold,
      reorderPoint: INVENTORY_DEFAULTS.reorderPoint,
      reorderQuantity: INVENTORY_DEFAULTS.reorderQuantity,
      lastStockUpdate: at,
      createdAt: at,
      updatedAt: at,
    });
    await changeStock(tx, {
      kind: 'set',
      changes: [],
      refresh: [
        {
          id: itemId,
          productId,
          vendorId,
          currentStock: 0,
          reservedStock: 0,
          lowStockThreshold: INVENTORY_DEFAULTS.lowStockThreshold,
        },
      ],
      at,
    });
    return true;
  });
  const item = await findItemByProduct(ctx.db, productId);
  return { item: toItemDto(item!), created };
}

export async function listInventoryAlerts(
  opts: Who & { acknowledged?: boolean; page: number; limit: number },
) {
  const { rows, total, active } = await listAlerts(opts.ctx.db, opts.vendorId, opts);
  return {
    alerts: rows.map(toAlertDto),
    pagination: inventoryPagination(opts.page, opts.limit, total),
    activeCount: active,
  };
}

export async function acknowledgeInventoryAlert(
  opts: Who & { userId: string; inventoryId: string; alertId: string },
) {
  const id = await acknowledgeAlertRow(opts.ctx.db, { ...opts, at: opts.ctx.clock.now() });
  const alert = id === undefined ? undefined : await findAlert(opts.ctx.db, id);
  if (!alert) throw notFound(M.alertNotFound);
  return { alert: toAlertDto(alert) };
}

/** Status distribution, movements of the last `period` days by type, top 5 items by FIFO value. */
export async function getInventoryAnalytics(opts: Who & { period: number }) {
  const since = new Date(opts.ctx.clock.now().getTime() - opts.period * 86_400_000);
  const { status, movements, top } = await analyticsOf(opts.ctx.db, opts.vendorId, since);
  return {
    period: opts.period,
    statusDistribution: status.map((s) => ({
      _id: s.id,
      count: Number(s.count),
      totalStock: Number(s.totalStock),
    })),
    movementAnalytics: movements.map((m) => ({
      _id: m.id,
      count: Number(m.count),
      totalQuantity: Number(m.totalQuantity),
    })),
    topValueProducts: top.map((t) => ({
      inventoryId: t.inventoryId,
      productName: t.productName,
      productSku: t.productSku,
      stockValue: fromMinor(Number(t.valueMinor)),
      currentStock: Number(t.currentStock),
    })),
  };
}

export async function listItemMovements(
  opts: Who & { id: string; type?: string; page: number; limit: number },
) {
  const item = await itemOrNotFound(opts, opts.id);
  const { rows, total } = await listMovements(opts.ctx.db, {
    ...opts,
    productId: item.productId,
    inventoryId: item.id,
  });
  return {
    movements: rows.map(toMovementDto),
    pagination: inventoryPagination(opts.page, opts.limit, total),
  };
}

export async function listItemBatches(opts: Who & { id: string; page: number; limit: number }) {
  const item = await itemOrNotFound(opts, opts.id);
  const { rows, total } = await listBatches(opts.ctx.db, item.id, opts.page, opts.limit);
  return { batches: rows.map(toBatchDto), pagination: inventoryPagination(opts.page, opts.limit, total) };
}

import type { DbOrTx } from '../../db/client.js';
import { currentImpersonatorId } from '../../lib/audit-context.js';
import { followStockChanges } from './ledger.js';
import {
  deleteItem,
  insertBatch,
  insertItemRow,
  type LedgerChange,
  type LevelChange,
  type LockedItem,
  updateLevels,
  writeLedgerChanges,
} from './ledger.queries.js';
import {
  byProductId,
  type Line,
  type MoveContext,
  moveStock,
  type ReservingStatement,
  reserveOrderLines,
} from './order-stock.queries.js';

/** A batch received with a stock change (its units and cost; the item and ids are filled in). */
export type ReceivedBatch = {
  unitCostMinor: number;
  receivedAt: Date;
  supplier: string;
  reference: string;
};

/** A locked item's new figures and its movement, optionally with the batch that brought the units. */
export type StockSet = LedgerChange & { receive?: ReceivedBatch };

/**
 * Every change of stock, as one of the requests inventory accepts:
 * - `open`: a new product's item with its initial stock and `initial` movement (product create);
 * - `set`: locked items' new current/reserved figures with one movement each, optionally a batch
 *   received with the units, levels (threshold, reorder, discontinued) and further items whose
 *   alerts are refreshed (vendor adjustments, receipts, bulk updates, imports, product edits);
 * - `remove`: an item's units leave the ledger with a `removal` movement and the item goes;
 * - `reserve`: an order's lines reserved at checkout (the first short line stops it);
 * - `release`, `sale`, `return`: an order's lines released, sold (shipped) or returned.
 */
export type StockRequest =
  | {
      kind: 'open';
      productId: string;
      vendorId: string | null;
      stock: number;
      lowStockThreshold: number;
      reason: string;
      actorId: string | null;
      at: Date;
    }
  | {
      kind: 'set';
      changes: StockSet[];
      levels?: LevelChange[];
      refresh?: LockedItem[];
      at: Date;
    }
  | { kind: 'remove'; item: LockedItem; reason: string; actorId: string | null; at: Date }
  | {
      kind: 'reserve';
      lines: Line[];
      move: MoveContext;
      /** The caller's statement that reserves the last line inside it (checkout's order insert). */
      last?: ReservingStatement;
    }
  | { kind: 'release' | 'sale' | 'return'; lines: Line[]; move: MoveContext };

export type StockResult = {
  /** The movements written, in the order of the request's changes (`set`, `remove`). */
  movementIds: string[];
  /** The batches received (`set` with `receive`), in the order of the changes that had one. */
  batchIds: string[];
  /** The item opened (`open`). */
  itemId: string | null;
  /** `reserve` only: the first line whose available stock did not cover it. */
  short: { productId: string; available: number } | null;
};

/**
 * The one writer of stock. Changes the items' figures and records, in the caller's transaction and
 * in this one call, what follows from it: the movement of each change, the batches received and
 * consumed (units leaving current stock consume batches oldest first), the items' alerts (raised,
 * re-graded or cleared from their available stock) and, through the inventory tables' triggers,
 * the summary deltas. Items are locked in product id order (the one lock order of the ledger).
 */
export async function changeStock(tx: DbOrTx, request: StockRequest): Promise<StockResult> {
  const result: StockResult = { movementIds: [], batchIds: [], itemId: null, short: null };
  // A change made through an impersonation session names the admin behind it on its movements.
  const impersonatorId = currentImpersonatorId();
  switch (request.kind) {
    case 'open': {
      const { productId, vendorId, stock, at } = request;
      const opened = await insertItemRow(tx, {
        productId,
        vendorId,
        currentStock: stock,
        reservedStock: 0,
        lowStockThreshold: request.lowStockThreshold,
        lastStockUpdate: at,
        createdAt: at,
        updatedAt: at,
        movement: { reason: request.reason, actorId: request.actorId, impersonatorId },
      });
      result.itemId = opened.itemId;
      result.movementIds.push(opened.movementId);
      await followStockChanges(tx, { effects: [{ productId, consumed: 0 }], at });
      return result;
    }
    case 'set': {
      const changes: LedgerChange[] = [];
      for (const { receive, ...change } of request.changes) {
        if (!receive) {
          changes.push(change);
          continue;
        }
        const batchId = await insertBatch(tx, {
          inventoryItemId: change.item.id,
          vendorId: change.item.vendorId,
          quantity: change.quantity,
          remainingQuantity: change.quantity,
          unitCostMinor: receive.unitCostMinor,
          receivedAt: receive.receivedAt,
          supplier: receive.supplier,
          reference: receive.reference,
          actorId: change.actorId,
          createdAt: change.at,
        });
        result.batchIds.push(batchId);
        changes.push({ ...change, batchId });
      }
      result.movementIds = await writeLedgerChanges(tx, changes, impersonatorId);
      await updateLevels(tx, request.levels ?? [], request.at);
      const consumed = new Map<string, number>();
      for (const c of changes) consumed.set(c.item.id, Math.max(0, c.item.currentStock - c.currentAfter));
      const items = new Map<string, LockedItem>();
      for (const item of [...changes.map((c) => c.item), ...(request.refresh ?? [])])
        items.set(item.id, item);
      await followStockChanges(tx, {
        effects: [...items.values()].map((i) => ({
          productId: i.productId,
          consumed: consumed.get(i.id) ?? 0,
        })),
        at: request.at,
      });
      return result;
    }
    case 'remove': {
      const { item, at } = request;
      if (item.currentStock > 0) {
        result.movementIds = await writeLedgerChanges(
          tx,
          [
            {
              item,
              type: 'removal',
              currentAfter: 0,
              reservedAfter: 0,
              quantity: -item.currentStock,
              reason: request.reason,
              actorId: request.actorId,
              at,
            },
          ],
          impersonatorId,
        );
      }
      await deleteItem(tx, item.id);
      return result;
    }
    case 'reserve': {
      const { lines, move } = request;
      result.short = await reserveOrderLines(tx, lines, { ...move, impersonatorId }, request.last);
      if (result.short) return result;
      await followStockChanges(tx, {
        effects: [...lines].sort(byProductId).map((l) => ({ productId: l.productId, consumed: 0 })),
        at: move.at,
      });
      return result;
    }
    default: {
      const effects = await moveStock(tx, request.kind, request.lines, { ...request.move, impersonatorId });
      await followStockChanges(tx, { effects, at: request.move.at });
      return result;
    }
  }
}

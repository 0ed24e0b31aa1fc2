import { ALERT_SEVERITIES, consumeFifo, stockAlertFor, stockAlertMessage } from '@market/domain';
import type { DbOrTx } from '../../db/client.js';
import {
  alertStateOf,
  insertAlerts,
  lockRemainingBatches,
  resolveAlerts,
  takeFromBatches,
  updateAlert,
} from './ledger.queries.js';

export type StockEffect = {
  productId: string;
  /** Units that left current stock (sales and other decreases): consumed from batches, oldest first. */
  consumed: number;
};

/**
 * What follows every change of stock, inside the transaction that made it: units taken out of
 * current stock consume batches in FIFO order, and each item's alert is raised, re-graded or
 * cleared from its available stock (one open alert per item and kind). Every writer of stock
 * (checkout, order status changes, cancellations, the catalogue and the inventory calls) calls it.
 */
export async function followStockChanges(
  db: DbOrTx,
  opts: { effects: StockEffect[]; at: Date },
): Promise<void> {
  const { effects, at } = opts;
  if (effects.length === 0) return;
  const consumed = new Map<string, number>();
  for (const e of effects)
    if (e.consumed > 0) consumed.set(e.productId, (consumed.get(e.productId) ?? 0) + e.consumed);
  if (consumed.size > 0) {
    const batches = await lockRemainingBatches(db, [...consumed.keys()]);
    const takes = [...consumed].flatMap(([productId, units]) =>
      consumeFifo(
        batches.filter((b) => b.productId === productId),
        units,
      ),
    );
    await takeFromBatches(db, takes);
  }
  await refreshAlerts(db, [...new Set(effects.map((e) => e.productId))], at);
}

/** Raises, re-grades or clears the alerts of some products' items from their available stock. */
export async function refreshAlerts(db: DbOrTx, productIds: string[], at: Date): Promise<void> {
  const states = await alertStateOf(db, productIds);
  const resolve: string[] = [];
  const insert: Parameters<typeof insertAlerts>[1] = [];
  for (const s of states) {
    const wanted = s.discontinued ? null : stockAlertFor(s.available, s.threshold);
    for (const open of s.open) {
      if (!wanted || open.kind !== wanted.kind) resolve.push(open.id);
    }
    if (!wanted) continue;
    const message = stockAlertMessage(wanted.kind, s.available, s.threshold);
    const same = s.open.find((o) => o.kind === wanted.kind);
    if (!same) {
      insert.push({
        inventoryItemId: s.id,
        vendorId: s.vendorId,
        kind: wanted.kind,
        severity: wanted.severity,
        message,
        createdAt: at,
        updatedAt: at,
      });
    } else if (same.severity !== wanted.severity) {
      // A worse grade asks for the vendor's attention again.
      const worse = ALERT_SEVERITIES.indexOf(wanted.severity) > ALERT_SEVERITIES.indexOf(same.severity);
      await updateAlert(db, same.id, { severity: wanted.severity, message, reopen: worse }, at);
    }
  }
  await resolveAlerts(db, resolve, at);
  await insertAlerts(db, insert);
}

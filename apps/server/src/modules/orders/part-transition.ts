import {
  checkPartTransition,
  needsTracking,
  type PartStatus,
  SHIPMENT_MESSAGES,
  unifiedStatus,
} from '@market/domain';
import type { Tx } from '../../db/client.js';
import { noteAuditChange } from '../../lib/audit-context.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { changeStock } from '../inventory/index.js';
import { orderFigures, settleOrderMoney } from './order-money.js';
import {
  activeLines,
  findOrderRow,
  findPartRow,
  insertOrderEvent,
  listOrderPartRows,
  lockPart,
  type PartChanges,
  type PartRow,
  sumActiveItems,
  updateOrderRow,
  updateOrderRowOnly,
  updatePartRow,
} from './part-rows.queries.js';
import { lockOrderRow } from './refunds.queries.js';

export { lockPart };

export type Actor = { type: 'customer' | 'guest' | 'vendor' | 'admin' | 'system'; id: string | null };

const SHIPPED_OR_LATER = new Set(['shipped', 'delivered', 'returned']);

/**
 * Moves one part along the state machine of DESIGN.md section 4 inside the caller's transaction:
 * checks the move (409 with from/to when illegal), moves stock (shipping confirms the sale,
 * rejecting or cancelling releases, a return restocks), stamps times, and writes the event.
 */
export async function transitionPart(
  tx: Tx,
  opts: {
    part: PartRow;
    to: PartStatus;
    actor: Actor;
    at: Date;
    reason?: string | null;
    cancelledBy?: 'user' | 'vendor' | 'admin' | 'system';
    extra?: PartChanges;
  },
): Promise<PartRow> {
  const { part, to, actor, at } = opts;
  const from = part.status as PartStatus;
  const check = checkPartTransition(from, to, {
    cancelledByCustomer: part.cancelledBy === 'user',
    actor: actor.type === 'guest' ? 'customer' : actor.type,
  });
  if (!check.ok) throw conflict(check.reason, 'ILLEGAL_TRANSITION', { from, to });
  if (needsTracking(to)) assertShipment(part, opts.extra);

  const lines = (await activeLines(tx, part.id)).filter(
    (l): l is { productId: string; quantity: number; vendorId: string | null } => l.productId !== null,
  );
  const move = { orderId: part.orderId, actorId: actor.id, at, reason: opts.reason ?? `${from} -> ${to}` };
  // Inventory moves the stock and records its movements, batches and alerts in this transaction.
  if ((to === 'cancelled' || to === 'rejected') && !SHIPPED_OR_LATER.has(from))
    await changeStock(tx, { kind: 'release', lines, move });
  if ((to === 'shipped' || to === 'delivered') && !SHIPPED_OR_LATER.has(from))
    await changeStock(tx, { kind: 'sale', lines, move });
  if (to === 'returned') await changeStock(tx, { kind: 'return', lines, move });

  const stamps: PartChanges = {};
  if (to === 'accepted' || to === 'confirmed') stamps.acceptedAt = at;
  if (to === 'shipped') stamps.shippedAt = at;
  if (to === 'delivered') {
    stamps.deliveredAt = at;
    if (!part.shippedAt) stamps.shippedAt = at;
  }
  if (to === 'cancelled' || to === 'rejected') {
    stamps.cancelledAt = at;
    stamps.cancelledBy =
      opts.cancelledBy ??
      (actor.type === 'guest' || actor.type === 'customer'
        ? 'user'
        : actor.type === 'vendor'
          ? 'vendor'
          : actor.type === 'admin'
            ? 'admin'
            : 'system');
    stamps.cancellationReason = opts.reason ?? null;
  }
  const updated = await updatePartRow(tx, part.id, { status: to, ...stamps, ...opts.extra, updatedAt: at });
  await insertOrderEvent(tx, {
    orderId: part.orderId,
    partId: part.id,
    fromStatus: from,
    toStatus: to,
    actorType: actor.type,
    actorId: actor.id,
    reason: opts.reason ?? null,
    createdAt: at,
  });
  noteAuditChange({
    subjectType: 'order_part',
    subjectId: part.id,
    vendorId: part.vendorId,
    before: { status: from },
    after: { status: to, orderId: part.orderId },
  });
  return updated;
}

/** Shipping needs a tracking number and a carrier, given with the move or already on the part. */
function assertShipment(part: PartRow, extra: PartChanges | undefined) {
  const details = [];
  if (!(extra?.trackingNumber ?? part.trackingNumber)?.trim())
    details.push({ path: 'trackingNumber', message: SHIPMENT_MESSAGES.trackingNumber });
  if (!(extra?.carrier ?? part.carrier)?.trim())
    details.push({ path: 'carrier', message: SHIPMENT_MESSAGES.carrier });
  if (details.length > 0) throw badRequest(details[0]!.message, details, 'TRACKING_REQUIRED');
}

/**
 * A part's amounts after item cancellation: what its active items still hold of its shipping and
 * commission by the frozen shares the ledger refunds with (decision 0047).
 */
export async function recomputePart(tx: Tx, partId: string, at: Date): Promise<PartRow> {
  const part = (await findPartRow(tx, partId))!;
  const order = (await findOrderRow(tx, part.orderId))!;
  const [figures, sums] = await Promise.all([
    orderFigures(tx, part.orderId, order.taxRateBp),
    sumActiveItems(tx, partId),
  ]);
  const f = figures.parts.find((p) => p.partId === partId)!;
  return updatePartRow(tx, partId, {
    subtotalMinor: f.subtotalMinor,
    shippingMinor: f.shippingMinor,
    itemCount: Number(sums.count),
    commissionMinor: f.commissionMinor,
    vendorAmountMinor: f.vendorAmountMinor,
    updatedAt: at,
  });
}

/**
 * Rule set A over the parts gives the stored unified status; the money of the change is settled
 * (payment collected, refunds, earnings delivered: settleOrderMoney) and the totals are what is
 * still payable, by the same shares. Same transaction as the change; the order's row is locked first.
 */
export async function recomputeOrder(tx: Tx, orderId: string, at: Date, actorId: string | null = null) {
  const order = (await lockOrderRow(tx, orderId))!;
  const parts = await listOrderPartRows(tx, orderId);
  const status = unifiedStatus(parts.map((p) => p.status));
  // Cash on delivery is collected when everything still in the order has been delivered.
  if (status === 'delivered' && order.paymentMethod === 'cod' && order.paymentStatus === 'pending')
    await updateOrderRowOnly(tx, orderId, { paymentStatus: 'paid' });
  const money = await settleOrderMoney(tx, { orderId, at, actorId });
  return updateOrderRow(tx, orderId, {
    unifiedStatus: status,
    subtotalMinor: money.figures.subtotalMinor,
    shippingMinor: money.figures.shippingMinor,
    taxMinor: money.figures.taxMinor,
    totalMinor: money.figures.totalMinor,
    paymentStatus: money.paymentStatus,
    updatedAt: at,
  });
}

import {
  applyRate,
  checkPartTransition,
  needsTracking,
  type PartStatus,
  SHIPMENT_MESSAGES,
  splitCommission,
  unifiedStatus,
} from '@market/domain';
import type { Tx } from '../../db/client.js';
import { noteAuditChange } from '../../lib/audit-context.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { changeStock } from '../inventory/index.js';
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
  updatePartRow,
} from './part-rows.queries.js';

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

/** Recomputes a part's amounts from its active items (after item cancellation). */
export async function recomputePart(tx: Tx, partId: string, at: Date): Promise<PartRow> {
  const sums = await sumActiveItems(tx, partId);
  const part = await findPartRow(tx, partId);
  const subtotal = Number(sums.subtotal);
  const { commissionMinor, vendorAmountMinor } =
    part!.type === 'vendor'
      ? splitCommission(subtotal, part!.commissionRateBp)
      : { commissionMinor: 0, vendorAmountMinor: 0 };
  return updatePartRow(tx, partId, {
    subtotalMinor: subtotal,
    shippingMinor: Number(sums.shipping),
    itemCount: Number(sums.count),
    commissionMinor,
    vendorAmountMinor,
    updatedAt: at,
  });
}

/**
 * Rule set A over the parts gives the stored unified status; the totals are what is still
 * payable (cancelled parts drop out; tax on the remaining subtotal). Same transaction as the change.
 */
export async function recomputeOrder(tx: Tx, orderId: string, at: Date) {
  const parts = await listOrderPartRows(tx, orderId);
  const order = await findOrderRow(tx, orderId);
  const live = parts.filter((p) => p.status !== 'cancelled' && p.status !== 'rejected');
  const subtotal = live.reduce((s, p) => s + p.subtotalMinor, 0);
  const shipping = live.reduce((s, p) => s + p.shippingMinor, 0);
  const tax = applyRate(subtotal, order!.taxRateBp);
  const status = unifiedStatus(parts.map((p) => p.status));
  const refund = status === 'cancelled' && order!.paymentStatus === 'paid';
  // Cash on delivery is collected when everything still in the order has been delivered.
  const collected =
    status === 'delivered' && order!.paymentMethod === 'cod' && order!.paymentStatus === 'pending';
  return updateOrderRow(tx, orderId, {
    unifiedStatus: status,
    subtotalMinor: subtotal,
    shippingMinor: shipping,
    taxMinor: tax,
    totalMinor: subtotal + shipping + tax,
    ...(refund ? { paymentStatus: 'refunded' as const } : {}),
    ...(collected ? { paymentStatus: 'paid' as const } : {}),
    updatedAt: at,
  });
}

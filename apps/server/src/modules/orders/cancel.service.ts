import { CANCEL_MESSAGES, canCancelItems, isStatusCancellable, type PartStatus } from '@market/domain';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { changeStock } from '../inventory/index.js';
import { emails } from '../mail/index.js';
import { loadOrderFor, type Viewer } from './order-access.js';
import {
  cancelItems,
  findOrderIdOfPart,
  insertOrderEvent,
  updateOrderRowOnly,
  updatePartRow,
} from './part-rows.queries.js';
import { type Actor, lockPart, recomputeOrder, recomputePart, transitionPart } from './part-transition.js';
import { sendPendingRefunds } from './refunds.service.js';

const actorOf = (v: Viewer): Actor => ({ type: v.role === 'guest' ? 'guest' : 'customer', id: v.userId });

function assertOwner(viewer: Viewer) {
  if (viewer.role !== 'customer' && viewer.role !== 'guest') {
    throw forbidden('Only the customer who placed the order can cancel it here', 'FORBIDDEN');
  }
}

async function afterCancel(
  ctx: AppContext,
  tx: Tx,
  orderId: string,
  parts: { vendorName: string }[],
  reason: string | null,
  actorId: string | null,
) {
  const order = await recomputeOrder(tx, orderId, ctx.clock.now(), actorId);
  const mailIds: string[] = [];
  for (const p of parts) {
    mailIds.push(
      await ctx.mailer.enqueue(
        tx,
        order.customerEmail,
        emails.orderStatusChanged({
          name: order.customerName,
          orderNumber: order.orderNumber,
          status: 'cancelled',
          sellerName: p.vendorName,
          reason,
          trackUrl: `${ctx.config.publicUrl}/track-order/${order.orderNumber}`,
        }),
      ),
    );
  }
  return { order, mailIds };
}

async function finish(
  ctx: AppContext,
  result: { order: { id: string; unifiedStatus: string }; mailIds: string[] },
) {
  await ctx.mailer.deliver(result.mailIds);
  // Card refunds decided in the transaction go to the provider once it has committed.
  await sendPendingRefunds(ctx, result.order.id);
  ctx.orderBus.publish({
    orderId: result.order.id,
    status: result.order.unifiedStatus,
    at: ctx.clock.now().toISOString(),
  });
}

/** The customer cancels every part that can still be cancelled (a split order is cancellable if any part is). */
export async function cancelOrder(opts: {
  ctx: AppContext;
  orderId: string;
  viewer: Viewer;
  reason?: string;
}) {
  const { ctx, viewer } = opts;
  assertOwner(viewer);
  const agg = await loadOrderFor({ ctx, orderId: opts.orderId, viewer });
  const result = await ctx.db.transaction(async (tx) => {
    const at = ctx.clock.now();
    const cancelled: { vendorName: string }[] = [];
    for (const p of agg.parts) {
      const part = await lockPart(tx, p.id);
      if (!part || !isStatusCancellable(part.status)) continue;
      await transitionPart(tx, {
        part,
        to: 'cancelled',
        actor: actorOf(viewer),
        at,
        reason: opts.reason ?? null,
        cancelledBy: 'user',
      });
      cancelled.push({ vendorName: p.type === 'admin' ? 'Marketplace' : (p.vendorName ?? 'the vendor') });
    }
    if (cancelled.length === 0) throw conflict('This order can no longer be cancelled', 'NOT_CANCELLABLE');
    await updateOrderRowOnly(tx, agg.order.id, { cancellationReason: opts.reason ?? null });
    return afterCancel(ctx, tx, agg.order.id, cancelled, opts.reason ?? null, viewer.userId);
  });
  await finish(ctx, result);
  return { message: CANCEL_MESSAGES.orderCancelled, orderId: agg.order.id };
}

/** The customer cancels the marketplace's part or one vendor's part. */
export async function cancelOrderPart(opts: {
  ctx: AppContext;
  partId: string;
  type: 'admin' | 'vendor';
  viewer: Viewer;
  reason?: string;
}) {
  const { ctx, viewer } = opts;
  assertOwner(viewer);
  const orderId = await findOrderIdOfPart(ctx.db, opts.partId);
  if (!orderId) throw notFound('Order part not found');
  const agg = await loadOrderFor({ ctx, orderId, viewer });
  const p = agg.parts.find((x) => x.id === opts.partId);
  if (!p || p.type !== opts.type) throw notFound('Order part not found');
  const result = await ctx.db.transaction(async (tx) => {
    const part = (await lockPart(tx, p.id))!;
    if (!isStatusCancellable(part.status)) {
      throw conflict(`This part can no longer be cancelled (it is ${part.status})`, 'NOT_CANCELLABLE', {
        from: part.status,
        to: 'cancelled',
      });
    }
    await transitionPart(tx, {
      part,
      to: 'cancelled',
      actor: actorOf(viewer),
      at: ctx.clock.now(),
      reason: opts.reason ?? null,
      cancelledBy: 'user',
    });
    return afterCancel(
      ctx,
      tx,
      agg.order.id,
      [{ vendorName: p.type === 'admin' ? 'Marketplace' : (p.vendorName ?? 'the vendor') }],
      opts.reason ?? null,
      viewer.userId,
    );
  });
  await finish(ctx, result);
  return { message: CANCEL_MESSAGES.partCancelled(opts.type), orderId: agg.order.id };
}

/**
 * The customer cancels chosen items of parts not yet forwarded to a vendor: their stock is
 * released, the part's subtotal and commission are recomputed, and a part left without items
 * is cancelled.
 */
export async function cancelOrderItems(opts: {
  ctx: AppContext;
  orderId: string;
  itemIds: string[];
  viewer: Viewer;
  reason?: string;
}) {
  const { ctx, viewer } = opts;
  if (viewer.role !== 'customer')
    throw forbidden('Only signed-in customers can cancel single items', 'FORBIDDEN');
  const agg = await loadOrderFor({ ctx, orderId: opts.orderId, viewer });
  const wanted = [...new Set(opts.itemIds)];
  const items = agg.items.filter((i) => wanted.includes(i.id));
  if (items.length !== wanted.length) throw notFound('Some of these items are not in this order');
  if (items.some((i) => i.status === 'cancelled'))
    throw conflict('Some of these items are already cancelled', 'ALREADY_CANCELLED');

  const result = await ctx.db.transaction(async (tx) => {
    const at = ctx.clock.now();
    const partIds = [...new Set(items.map((i) => i.partId))].sort();
    const cancelledParts: { vendorName: string }[] = [];
    for (const partId of partIds) {
      const part = (await lockPart(tx, partId))!;
      if (!canCancelItems({ role: 'customer', forwarded: part.forwardedAt !== null, status: part.status })) {
        throw conflict(
          part.forwardedAt
            ? 'Items can only be cancelled before the order is forwarded to the vendor'
            : `These items can no longer be cancelled (the order is ${part.status})`,
          'NOT_CANCELLABLE',
        );
      }
      const partItems = items.filter((i) => i.partId === partId);
      await cancelItems(
        tx,
        partId,
        partItems.map((i) => i.id),
        at,
      );
      await changeStock(tx, {
        kind: 'release',
        lines: partItems
          .filter((i) => i.productId)
          .map((i) => ({ productId: i.productId!, quantity: i.quantity, vendorId: i.vendorId })),
        move: {
          orderId: agg.order.id,
          actorId: viewer.userId,
          at,
          reason: opts.reason ?? 'Items cancelled by the customer',
        },
      });
      const updated = await recomputePart(tx, partId, at);
      await insertOrderEvent(tx, {
        orderId: agg.order.id,
        partId,
        fromStatus: part.status,
        toStatus: updated.itemCount === 0 ? 'cancelled' : part.status,
        actorType: 'customer',
        actorId: viewer.userId,
        reason: opts.reason ?? null,
        details: {
          cancelledItems: partItems.map((i) => ({ id: i.id, title: i.title, quantity: i.quantity })),
        },
        createdAt: at,
      });
      if (updated.itemCount === 0) {
        // Nothing left in the part: it is cancelled (its stock is already released above).
        await updatePartRow(tx, partId, {
          status: 'cancelled' satisfies PartStatus,
          cancelledBy: 'user',
          cancelledAt: at,
          cancellationReason: opts.reason ?? null,
        });
        const p = agg.parts.find((x) => x.id === partId)!;
        cancelledParts.push({
          vendorName: p.type === 'admin' ? 'Marketplace' : (p.vendorName ?? 'the vendor'),
        });
      }
    }
    return afterCancel(ctx, tx, agg.order.id, cancelledParts, opts.reason ?? null, viewer.userId);
  });
  await finish(ctx, result);
  return { message: CANCEL_MESSAGES.itemsCancelled(wanted.length), orderId: agg.order.id };
}

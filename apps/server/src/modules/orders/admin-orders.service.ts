import { impersonationLabel, type PartStatus } from '@market/domain';
import type { AppContext } from '../../context.js';
import { conflict, notFound } from '../../lib/errors.js';
import { findUserNames, findVendorIdentity } from '../accounts/index.js';
import { getSettings } from '../settings/index.js';
import { toSplitDetails } from './order-dto.js';
import { findEvents, loadOrderAggregate } from './orders.queries.js';
import { notifyCustomerOfPart } from './part-notifications.js';
import { findAdminPartId, forwardVendorParts, insertOrderEvent } from './part-rows.queries.js';
import { lockPart, recomputeOrder, transitionPart } from './part-transition.js';
import { sendPendingRefunds } from './refunds.service.js';

const NOT_FOUND = 'Order part not found';

export async function getAdminOrder(opts: { ctx: AppContext; orderId: string }) {
  const agg = await loadOrderAggregate(opts.ctx.db, opts.orderId);
  if (!agg) throw notFound('Order not found', 'ORDER_NOT_FOUND');
  const events = await findEvents(opts.ctx.db, opts.orderId);
  const people = events.flatMap((e) => [e.actorId, e.impersonatorId]);
  const actorIds = [...new Set(people.filter((x): x is string => Boolean(x)))];
  const actors = await findUserNames(opts.ctx.db, actorIds);
  const names = new Map(actors.map((a) => [a.id, a.name]));
  const shops = new Map(agg.parts.map((p) => [p.id, p.vendorName]));
  // An event written through an impersonation session names the admin behind it (decision 0038).
  const actorName = (e: (typeof events)[number]) =>
    e.impersonatorId
      ? impersonationLabel(names.get(e.impersonatorId), e.partId ? shops.get(e.partId) : null)
      : e.actorId
        ? (names.get(e.actorId) ?? null)
        : null;
  const settings = await getSettings(opts.ctx.db);
  return {
    ...toSplitDetails(agg),
    autoForwardOrders: settings.autoForwardOrders,
    history: events.map((e) => ({
      _id: e.id,
      partId: e.partId,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      actorType: e.actorType,
      actorName: actorName(e),
      impersonated: e.impersonatorId !== null,
      reason: e.reason,
      details: e.details ?? null,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

/** The admin moves the marketplace's own part along the state machine (PUT /orders/:id/status). */
export async function changeAdminPartStatus(opts: {
  ctx: AppContext;
  orderId: string;
  status: PartStatus;
  adminId: string;
  reason?: string;
  trackingNumber?: string;
  carrier?: string;
}) {
  const { ctx } = opts;
  const adminPartId = await findAdminPartId(ctx.db, opts.orderId);
  if (!adminPartId) {
    const exists = await loadOrderAggregate(ctx.db, opts.orderId);
    if (!exists) throw notFound('Order not found', 'ORDER_NOT_FOUND');
    throw conflict('This order has no marketplace items; its vendors manage their parts', 'NO_ADMIN_PART');
  }
  const result = await ctx.db.transaction(async (tx) => {
    const at = ctx.clock.now();
    const part = (await lockPart(tx, adminPartId))!;
    const updated = await transitionPart(tx, {
      part,
      to: opts.status,
      actor: { type: 'admin', id: opts.adminId },
      at,
      reason: opts.reason ?? null,
      extra: opts.trackingNumber
        ? { trackingNumber: opts.trackingNumber, carrier: opts.carrier ?? null }
        : undefined,
    });
    const order = await recomputeOrder(tx, opts.orderId, at, opts.adminId);
    const mailId = await notifyCustomerOfPart(ctx, tx, {
      order,
      part: updated,
      sellerName: 'Marketplace',
      reason: opts.reason,
    });
    return { order, mailId };
  });
  if (result.mailId) await ctx.mailer.deliver([result.mailId]);
  await sendPendingRefunds(ctx, opts.orderId);
  ctx.orderBus.publish({
    orderId: opts.orderId,
    status: result.order.unifiedStatus,
    at: ctx.clock.now().toISOString(),
  });
}

/**
 * The admin steps in on a vendor's part (issue 35 item 6): the same one-step moves as the vendor
 * (accept, ship with a carrier and a tracking number, deliver, cancel), recorded as the admin's
 * (order event actor 'admin', cancelledBy 'admin', audit entry with the vendor's id). Illegal moves
 * answer 409 and change nothing; a part of another order, or the marketplace's own, answers 404.
 */
export async function changeVendorPartAsAdmin(opts: {
  ctx: AppContext;
  orderId: string;
  partId: string;
  status: PartStatus;
  adminId: string;
  reason?: string;
  trackingNumber?: string;
  carrier?: string;
}) {
  const { ctx } = opts;
  const result = await ctx.db.transaction(async (tx) => {
    const part = await lockPart(tx, opts.partId);
    if (!part || part.orderId !== opts.orderId || part.type !== 'vendor' || !part.vendorId)
      throw notFound(NOT_FOUND, 'PART_NOT_FOUND');
    const at = ctx.clock.now();
    const updated = await transitionPart(tx, {
      part,
      to: opts.status,
      actor: { type: 'admin', id: opts.adminId },
      at,
      reason: opts.reason ?? null,
      cancelledBy: opts.status === 'cancelled' || opts.status === 'rejected' ? 'admin' : undefined,
      extra: opts.trackingNumber
        ? { trackingNumber: opts.trackingNumber, carrier: opts.carrier ?? null }
        : undefined,
    });
    const order = await recomputeOrder(tx, opts.orderId, at, opts.adminId);
    const seller = (await findVendorIdentity(tx, part.vendorId))?.businessName ?? 'Your seller';
    const mailId = await notifyCustomerOfPart(ctx, tx, {
      order,
      part: updated,
      sellerName: seller,
      reason: opts.reason,
    });
    return { order, mailId };
  });
  if (result.mailId) await ctx.mailer.deliver([result.mailId]);
  await sendPendingRefunds(ctx, opts.orderId);
  ctx.orderBus.publish({
    orderId: opts.orderId,
    status: result.order.unifiedStatus,
    at: ctx.clock.now().toISOString(),
  });
}

/** Forwards the vendor parts that are not forwarded yet, with optional notes the vendors see. */
export async function forwardOrder(opts: {
  ctx: AppContext;
  orderId: string;
  adminId: string;
  notes?: string;
}) {
  const { ctx } = opts;
  const at = ctx.clock.now();
  const forwarded = await ctx.db.transaction(async (tx) => {
    const parts = await forwardVendorParts(tx, opts.orderId, { at, adminNotes: opts.notes?.trim() ?? '' });
    for (const p of parts) {
      await insertOrderEvent(tx, {
        orderId: opts.orderId,
        partId: p.id,
        fromStatus: p.status,
        toStatus: p.status,
        actorType: 'admin',
        actorId: opts.adminId,
        reason: opts.notes?.trim() || 'Forwarded to the vendor',
        details: { forwarded: true },
        createdAt: at,
      });
    }
    return parts.length;
  });
  if (forwarded === 0) {
    const exists = await loadOrderAggregate(ctx.db, opts.orderId);
    if (!exists) throw notFound('Order not found', 'ORDER_NOT_FOUND');
    throw conflict('Every vendor part of this order has already been forwarded', 'NOTHING_TO_FORWARD');
  }
  ctx.orderBus.publish({ orderId: opts.orderId, status: 'forwarded', at: at.toISOString() });
  return forwarded;
}

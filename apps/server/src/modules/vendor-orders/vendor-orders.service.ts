import type { PartStatus } from '@market/domain';
import type { AppContext } from '../../context.js';
import { conflict, notFound } from '../../lib/errors.js';
import { pagination } from '../../lib/http.js';
import { findVendorIdentity } from '../accounts/index.js';
import {
  countVendorParts,
  findOrder,
  findVendorPart,
  insertOrderEvent,
  listPartItems,
  listVendorParts,
  notifyCustomerOfPart,
  type PartChanges,
  recomputeOrder,
  searchVendorParts,
  sendPendingRefunds,
  transitionPart,
  updatePart,
  vendorStatusSummary,
} from '../orders/index.js';
import type { VendorStatusFilter } from './status-filters.js';
import { toVendorOrderDto } from './vendor-order-dto.js';

const NOT_FOUND = 'Order not found';

export async function listVendorOrders(opts: {
  ctx: AppContext;
  vendorId: string;
  status?: VendorStatusFilter;
  search?: string;
  page: number;
  limit: number;
  /** The counts per status and the commission total (the forwarded-orders screen). */
  withSummary?: boolean;
}) {
  const { ctx } = opts;
  const filter = { vendorId: opts.vendorId, status: opts.status, search: opts.search };
  const offset = (opts.page - 1) * opts.limit;
  const pageAndTotal = async () => {
    const page = opts.search?.trim() ? searchVendorParts : listVendorParts;
    const rows = await page(ctx.db, filter, offset, opts.limit);
    // Every row carries the total; an empty first page means none, past the end it is counted.
    const total = rows[0]?.total ?? (offset === 0 ? 0 : await countVendorParts(ctx.db, filter));
    return { rows, total };
  };
  const [{ rows, total: totalItems }, summary] = await Promise.all([
    pageAndTotal(),
    opts.withSummary ? vendorStatusSummary(ctx.db, opts.vendorId) : Promise.resolve(null),
  ]);
  const page = pagination(opts.page, opts.limit, totalItems);
  return {
    orders: rows.map((r) => toVendorOrderDto(r.part, { items: r.items })),
    pagination: { ...page, totalOrders: totalItems },
    ...(summary ? { summary: summarise(summary) } : {}),
  };
}

function summarise(rows: Awaited<ReturnType<typeof vendorStatusSummary>>) {
  const counts: Record<string, number> = {
    pending: 0,
    accepted: 0,
    confirmed: 0,
    processing: 0,
    shipped: 0,
    delivered: 0,
    rejected: 0,
    cancelled: 0,
    cancelled_by_customer: 0,
    returned: 0,
  };
  let commissionMinor = 0;
  for (const row of rows) {
    const key = row.status === 'cancelled' && row.byCustomer ? 'cancelled_by_customer' : row.status;
    counts[key] = (counts[key] ?? 0) + row.n;
    if (row.status !== 'cancelled' && row.status !== 'rejected') commissionMinor += row.commission;
  }
  return { counts, totalCommission: commissionMinor / 100 };
}

/** One part of this vendor with its items and the customer's details; another vendor's part is 404. */
export async function getVendorOrder(opts: { ctx: AppContext; vendorId: string; partId: string }) {
  const { ctx } = opts;
  const part = await findVendorPart(ctx.db, opts);
  if (!part) throw notFound(NOT_FOUND, 'ORDER_NOT_FOUND');
  const [order, items, vendor] = await Promise.all([
    findOrder(ctx.db, part.orderId),
    listPartItems(ctx.db, part.id),
    findVendorIdentity(ctx.db, opts.vendorId),
  ]);
  return toVendorOrderDto(part, { items, order, vendor });
}

export type VendorChange = {
  to: PartStatus;
  reason?: string | null;
  notes?: string | null;
  tracking?: { trackingNumber?: string | null; carrier?: string | null; notes?: string | null };
};

/**
 * Every vendor status call ends here: the part state machine (409 with from and to), stock,
 * the order's unified status, the event and the customer's e-mail, all in one transaction.
 */
export async function changeVendorOrderStatus(
  opts: { ctx: AppContext; vendorId: string; userId: string; partId: string } & VendorChange,
): Promise<void> {
  const { ctx } = opts;
  const result = await ctx.db.transaction(async (tx) => {
    const part = await findVendorPart(tx, opts, { forUpdate: true });
    if (!part) throw notFound(NOT_FOUND, 'ORDER_NOT_FOUND');
    const at = ctx.clock.now();
    const extra: PartChanges = {};
    if (opts.notes !== undefined && opts.notes !== null) extra.vendorNotes = opts.notes;
    if (opts.tracking?.trackingNumber) extra.trackingNumber = opts.tracking.trackingNumber;
    if (opts.tracking?.carrier) extra.carrier = opts.tracking.carrier;
    if (opts.tracking?.notes) extra.trackingNotes = opts.tracking.notes;
    const updated = await transitionPart(tx, {
      part,
      to: opts.to,
      actor: { type: 'vendor', id: opts.userId },
      at,
      reason: opts.reason ?? opts.notes ?? null,
      cancelledBy: opts.to === 'cancelled' || opts.to === 'rejected' ? 'vendor' : undefined,
      extra,
    });
    const order = await recomputeOrder(tx, part.orderId, at, opts.userId);
    const vendorName = (await findVendorIdentity(tx, opts.vendorId))?.businessName ?? 'Your seller';
    const mailId = await notifyCustomerOfPart(ctx, tx, {
      order,
      part: updated,
      sellerName: vendorName,
      reason: opts.reason,
    });
    return { order, mailId };
  });
  if (result.mailId) await ctx.mailer.deliver([result.mailId]);
  await sendPendingRefunds(ctx, result.order.id);
  ctx.orderBus.publish({
    orderId: result.order.id,
    status: result.order.unifiedStatus,
    at: ctx.clock.now().toISOString(),
  });
}

/** Tracking can be set or corrected once the part has shipped (spec 001 vendor order detail). */
export async function updateTracking(opts: {
  ctx: AppContext;
  vendorId: string;
  userId: string;
  partId: string;
  trackingNumber: string;
  carrier: string;
  notes?: string;
}) {
  const { ctx } = opts;
  await ctx.db.transaction(async (tx) => {
    const part = await findVendorPart(tx, opts, { forUpdate: true });
    if (!part) throw notFound(NOT_FOUND, 'ORDER_NOT_FOUND');
    if (part.status !== 'shipped' && part.status !== 'delivered') {
      throw conflict('Tracking can be added once the order has shipped', 'NOT_SHIPPED', {
        status: part.status,
      });
    }
    const at = ctx.clock.now();
    await updatePart(tx, part.id, {
      trackingNumber: opts.trackingNumber,
      carrier: opts.carrier,
      trackingNotes: opts.notes ?? null,
      updatedAt: at,
    });
    await insertOrderEvent(tx, {
      orderId: part.orderId,
      partId: part.id,
      fromStatus: part.status,
      toStatus: part.status,
      actorType: 'vendor',
      actorId: opts.userId,
      reason: 'Tracking updated',
      details: { trackingNumber: opts.trackingNumber, carrier: opts.carrier },
      createdAt: at,
    });
  });
  const dto = await getVendorOrder({ ctx, vendorId: opts.vendorId, partId: opts.partId });
  ctx.orderBus.publish({
    orderId: dto.parentOrderId._id,
    status: dto.status,
    at: ctx.clock.now().toISOString(),
  });
  return dto;
}

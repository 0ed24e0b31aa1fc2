import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { statusDisplay } from './order-dto.js';
import { findEvents, findOrderByNumber, findParts } from './orders.queries.js';

/** The public tracking view: statuses and dates only, no personal data. */
export async function trackOrder(opts: { ctx: AppContext; orderNumber: string }) {
  const { ctx } = opts;
  const order = await findOrderByNumber(ctx.db, opts.orderNumber.trim().toUpperCase());
  if (!order) throw notFound('Order not found', 'ORDER_NOT_FOUND');
  const [parts, events] = await Promise.all([findParts(ctx.db, [order.id]), findEvents(ctx.db, order.id)]);
  const sellerOf = (partId: string | null) => {
    const p = parts.find((x) => x.id === partId);
    if (!p) return null;
    return p.type === 'admin' ? 'Marketplace' : (p.vendorName ?? 'Vendor');
  };
  const timeline = events
    .filter((e) => e.fromStatus !== e.toStatus && !(e.partId && e.fromStatus === null))
    .map((e) => ({
      status: e.toStatus,
      label: e.partId ? `${statusDisplay(e.toStatus)}` : 'Order placed',
      at: e.createdAt.toISOString(),
      seller: sellerOf(e.partId),
    }));
  return {
    orderNumber: order.orderNumber,
    status: order.unifiedStatus,
    statusDisplay: statusDisplay(order.unifiedStatus),
    createdAt: order.createdAt.toISOString(),
    estimatedDelivery: order.estimatedDeliveryAt.toISOString(),
    deliverySpeed: order.deliverySpeed,
    timeline,
    shipments: parts.map((p) => ({
      seller: p.type === 'admin' ? 'Marketplace' : (p.vendorName ?? 'Vendor'),
      status: p.status,
      carrier: p.carrier,
      trackingNumber: p.trackingNumber,
      shippedAt: p.shippedAt?.toISOString() ?? null,
      deliveredAt: p.deliveredAt?.toISOString() ?? null,
      itemCount: p.itemCount,
    })),
  };
}

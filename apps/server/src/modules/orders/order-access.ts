import { applyRate, ORDER_MODAL_MESSAGES } from '@market/domain';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { AuthInfo } from '../../plugins/auth.js';
import { loadOrderAggregate, type OrderAggregate } from './orders.queries.js';

export type Viewer = {
  role: 'customer' | 'vendor' | 'admin' | 'guest';
  userId: string | null;
  vendorId: string | null;
  /** A guest's proof: the e-mail the order was placed with. */
  email: string | null;
};

export function viewerOf(auth: AuthInfo | null, email?: string | null): Viewer {
  if (!auth)
    return { role: 'guest', userId: null, vendorId: null, email: email?.trim().toLowerCase() || null };
  return { role: auth.role, userId: auth.userId, vendorId: auth.vendorId, email: null };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the viewer may see the order; another customer's order is simply "not found". */
export function canView(agg: OrderAggregate, viewer: Viewer, opts: { vendors: boolean }): boolean {
  const o = agg.order;
  switch (viewer.role) {
    case 'admin':
      return true;
    case 'customer':
      return o.customerId === viewer.userId;
    case 'vendor':
      return opts.vendors && agg.parts.some((p) => p.vendorId === viewer.vendorId && p.forwardedAt !== null);
    case 'guest':
      return viewer.email !== null && o.customerEmail.toLowerCase() === viewer.email;
  }
}

/** Loads an order the viewer may see, or answers 404 (403 for a role that never may). */
export async function loadOrderFor(opts: {
  ctx: AppContext;
  db?: DbOrTx;
  orderId: string;
  viewer: Viewer;
  vendors?: boolean;
}): Promise<OrderAggregate> {
  const { viewer } = opts;
  if (viewer.role === 'vendor' && !opts.vendors) throw forbidden(ORDER_MODAL_MESSAGES.forbidden, 'FORBIDDEN');
  if (!UUID.test(opts.orderId)) throw notFound(ORDER_MODAL_MESSAGES.notFound, 'ORDER_NOT_FOUND');
  const agg = await loadOrderAggregate(opts.db ?? opts.ctx.db, opts.orderId);
  if (!agg || !canView(agg, viewer, { vendors: Boolean(opts.vendors) })) {
    throw notFound(ORDER_MODAL_MESSAGES.notFound, 'ORDER_NOT_FOUND');
  }
  return agg;
}

/**
 * What a vendor may see of an order: its own parts and items only, with the totals of those parts
 * (other vendors' lines and amounts stay hidden).
 */
export function vendorSlice(agg: OrderAggregate, vendorId: string): OrderAggregate {
  const parts = agg.parts.filter((p) => p.vendorId === vendorId);
  const ids = new Set(parts.map((p) => p.id));
  const subtotal = parts.reduce((s, p) => s + p.subtotalMinor, 0);
  const shipping = parts.reduce((s, p) => s + p.shippingMinor, 0);
  const tax = applyRate(subtotal, agg.order.taxRateBp);
  return {
    order: {
      ...agg.order,
      subtotalMinor: subtotal,
      shippingMinor: shipping,
      taxMinor: tax,
      totalMinor: subtotal + shipping + tax,
    },
    parts,
    items: agg.items.filter((i) => ids.has(i.partId)),
  };
}

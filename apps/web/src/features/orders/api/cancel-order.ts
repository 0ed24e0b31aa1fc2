import { apiEnvelope } from '@/lib/api-client';
import type { Order } from '../types';
import { type OrderAccess, viewerRole } from './order-access';

export type CancelResult = { order: Order; message: string | undefined };

function authFor(access: OrderAccess, body: Record<string, unknown>) {
  const role = viewerRole(access.viewer);
  if (role) return { role, body };
  // A guest proves the order is theirs with the e-mail they ordered with.
  return { body: { ...body, ...(access.email ? { email: access.email } : {}) } };
}

function withReason(reason: string | undefined): Record<string, unknown> {
  const trimmed = reason?.trim();
  return trimmed ? { reason: trimmed } : {};
}

async function post(path: string, options: { role?: 'customer' | 'vendor' | 'admin'; body: unknown }) {
  const { data, message } = await apiEnvelope<{ order: Order }>(path, { method: 'POST', ...options });
  return { order: data.order, message };
}

/** POST /api/orders/user/cancel/:id: every part that can still be cancelled. */
export function cancelOrder(orderId: string, access: OrderAccess, reason?: string): Promise<CancelResult> {
  return post(`/orders/user/cancel/${encodeURIComponent(orderId)}`, authFor(access, withReason(reason)));
}

/** POST /api/orders/user/cancel-admin-part/:partId or cancel-vendor-part/:partId. */
export function cancelOrderPart(
  part: { _id: string; type: 'admin' | 'vendor' },
  access: OrderAccess,
  reason?: string,
): Promise<CancelResult> {
  return post(
    `/orders/user/cancel-${part.type}-part/${encodeURIComponent(part._id)}`,
    authFor(access, withReason(reason)),
  );
}

/** POST /api/orders/user/cancel-items/:orderId (signed-in customers, parts not yet forwarded). */
export function cancelOrderItems(orderId: string, itemIds: string[], reason?: string): Promise<CancelResult> {
  return post(`/orders/user/cancel-items/${encodeURIComponent(orderId)}`, {
    role: 'customer',
    body: { itemsToCancel: itemIds, ...withReason(reason) },
  });
}

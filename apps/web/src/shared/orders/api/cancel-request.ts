import { apiEnvelope } from '@/lib/api-client';
import type { Order } from '@/shared/orders/types';
import { type OrderAccess, viewerRole } from './order-access';

/** What every cancellation endpoint (whole order, one part, some items) returns. */
export type CancelResult = { order: Order; message: string | undefined };

/** The caller's proof: its role's token, or for a guest the e-mail the order was placed with. */
export function authFor(access: OrderAccess, body: Record<string, unknown>) {
  const role = viewerRole(access.viewer);
  if (role) return { role, body };
  // A guest proves the order is theirs with the e-mail they ordered with.
  return { body: { ...body, ...(access.email ? { email: access.email } : {}) } };
}

/** The trimmed reason, left out when blank. */
export function withReason(reason: string | undefined): Record<string, unknown> {
  const trimmed = reason?.trim();
  return trimmed ? { reason: trimmed } : {};
}

/** POST a cancellation; the reply holds the order as it is now. */
export async function postCancel(
  path: string,
  options: { role?: 'customer' | 'vendor' | 'admin'; body: unknown },
) {
  const { data, message } = await apiEnvelope<{ order: Order }>(path, { method: 'POST', ...options });
  return { order: data.order, message };
}

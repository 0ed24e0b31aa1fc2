import { authFor, type CancelResult, postCancel, withReason } from './cancel-request';
import type { OrderAccess } from './order-access';

/** POST /api/orders/user/cancel/:id: every part that can still be cancelled. */
export function cancelOrder(orderId: string, access: OrderAccess, reason?: string): Promise<CancelResult> {
  return postCancel(
    `/orders/user/cancel/${encodeURIComponent(orderId)}`,
    authFor(access, withReason(reason)),
  );
}

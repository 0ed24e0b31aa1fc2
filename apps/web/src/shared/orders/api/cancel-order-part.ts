import { authFor, type CancelResult, postCancel, withReason } from './cancel-request';
import type { OrderAccess } from './order-access';

/** POST /api/orders/user/cancel-admin-part/:partId or cancel-vendor-part/:partId. */
export function cancelOrderPart(
  part: { _id: string; type: 'admin' | 'vendor' },
  access: OrderAccess,
  reason?: string,
): Promise<CancelResult> {
  return postCancel(
    `/orders/user/cancel-${part.type}-part/${encodeURIComponent(part._id)}`,
    authFor(access, withReason(reason)),
  );
}

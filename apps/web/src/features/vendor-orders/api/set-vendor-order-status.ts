import type { PartStatus } from '@market/domain';
import { orderPath, sendOrderAction, trimmed, useVendorOrderMutation } from './order-action';

/** PUT /api/status/:id/vendor-status {status, reason?}: the simple table's select (and card Mark Shipped/Delivered). */
export function setVendorOrderStatus(input: { id: string; status: PartStatus; reason?: string }) {
  const reason = trimmed(input.reason);
  return sendOrderAction(`/status/${orderPath(input.id)}/vendor-status`, {
    status: input.status,
    ...(reason ? { reason } : {}),
  });
}

export function useSetVendorOrderStatus() {
  return useVendorOrderMutation(setVendorOrderStatus);
}

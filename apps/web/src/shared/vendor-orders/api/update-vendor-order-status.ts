import type { PartStatus } from '@market/domain';
import type { Carrier } from '@/shared/vendor-orders/messages';
import { orderPath, sendOrderAction, trimmed, useVendorOrderMutation } from './order-action';

/** PUT /api/vendors/orders/:id/status {status, trackingInfo?, carrier?, notes?}. */
export function updateVendorOrderStatus(input: {
  id: string;
  status: PartStatus;
  trackingInfo?: string;
  carrier?: Carrier;
  notes?: string;
}) {
  const trackingInfo = trimmed(input.trackingInfo);
  const notes = trimmed(input.notes);
  return sendOrderAction(`/vendors/orders/${orderPath(input.id)}/status`, {
    status: input.status,
    ...(trackingInfo ? { trackingInfo } : {}),
    ...(trackingInfo && input.carrier ? { carrier: input.carrier } : {}),
    ...(notes ? { notes } : {}),
  });
}

export function useUpdateVendorOrderStatus() {
  return useVendorOrderMutation(updateVendorOrderStatus);
}

import type { Carrier } from '@/shared/vendor-orders/messages';
import { orderPath, sendOrderAction, trimmed, useVendorOrderMutation } from './order-action';

/** PUT /api/vendors/orders/:id/tracking {trackingNumber, carrier, notes?} (shipped or delivered only). */
export function updateVendorOrderTracking(input: {
  id: string;
  trackingNumber: string;
  carrier: Carrier;
  notes?: string;
}) {
  const notes = trimmed(input.notes);
  return sendOrderAction(`/vendors/orders/${orderPath(input.id)}/tracking`, {
    trackingNumber: input.trackingNumber.trim(),
    carrier: input.carrier,
    ...(notes ? { notes } : {}),
  });
}

export function useUpdateVendorOrderTracking() {
  return useVendorOrderMutation(updateVendorOrderTracking);
}

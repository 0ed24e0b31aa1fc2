import type { Carrier, PartStatus } from '@market/domain';
import { orderPath, sendOrderAction, trimmed, useVendorOrderMutation } from './order-action';

/**
 * PUT /api/status/:id/vendor-status {status, reason?, trackingNumber?, carrier?}: the simple
 * table's select (and card Mark Shipped/Delivered); shipping carries the carrier and tracking number.
 */
export function setVendorOrderStatus(input: {
  id: string;
  status: PartStatus;
  reason?: string;
  shipment?: { trackingNumber: string; carrier: Carrier } | null;
}) {
  const reason = trimmed(input.reason);
  return sendOrderAction(`/status/${orderPath(input.id)}/vendor-status`, {
    status: input.status,
    ...(reason ? { reason } : {}),
    ...(input.shipment
      ? { trackingNumber: input.shipment.trackingNumber, carrier: input.shipment.carrier }
      : {}),
  });
}

export function useSetVendorOrderStatus() {
  return useVendorOrderMutation(setVendorOrderStatus);
}

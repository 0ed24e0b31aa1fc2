import type { Carrier, PartStatus } from '@market/domain';
import { apiEnvelope } from '@/lib/api-client';
import { useRefreshingMutation } from './admin-order-keys';

export type PartStatusInput = {
  orderId: string;
  /** A vendor's part the admin acts on; absent for the marketplace's own part. */
  vendorPartId?: string;
  status: PartStatus;
  reason?: string;
  trackingNumber?: string;
  carrier?: Carrier;
};

/**
 * PUT /api/orders/:id/status moves the marketplace's own part; PUT
 * /api/admin/orders/:id/parts/:partId/status a vendor's part (409 for a move the machine refuses).
 */
export function updateAdminPartStatus(input: PartStatusInput) {
  const reason = input.reason?.trim();
  const trackingNumber = input.trackingNumber?.trim();
  const order = encodeURIComponent(input.orderId);
  const path = input.vendorPartId
    ? `/admin/orders/${order}/parts/${encodeURIComponent(input.vendorPartId)}/status`
    : `/orders/${order}/status`;
  return apiEnvelope<unknown>(path, {
    method: 'PUT',
    role: 'admin',
    body: {
      status: input.status,
      ...(reason ? { reason } : {}),
      // Shipping carries both (decision 0032).
      ...(trackingNumber ? { trackingNumber } : {}),
      ...(input.carrier ? { carrier: input.carrier } : {}),
    },
  });
}

export function useUpdateAdminPartStatus() {
  return useRefreshingMutation(updateAdminPartStatus);
}

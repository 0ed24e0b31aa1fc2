import type { Carrier, PartStatus } from '@market/domain';
import { apiEnvelope } from '@/lib/api-client';
import { useRefreshingMutation } from './admin-order-keys';

/** PUT /api/orders/:id/status: moves the marketplace's own part (409 for a move the machine refuses). */
export function updateAdminPartStatus(input: {
  orderId: string;
  status: PartStatus;
  reason?: string;
  trackingNumber?: string;
  carrier?: Carrier;
}) {
  const reason = input.reason?.trim();
  const trackingNumber = input.trackingNumber?.trim();
  return apiEnvelope<unknown>(`/orders/${encodeURIComponent(input.orderId)}/status`, {
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

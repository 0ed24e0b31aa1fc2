import { apiEnvelope } from '@/lib/api-client';
import { useRefreshingMutation } from './admin-order-keys';

/** POST /api/admin/orders/:id/forward {notes?}: sends the vendor parts not forwarded yet. */
export function forwardOrder(input: { orderId: string; notes?: string }) {
  const notes = input.notes?.trim();
  return apiEnvelope<unknown>(`/admin/orders/${encodeURIComponent(input.orderId)}/forward`, {
    method: 'POST',
    role: 'admin',
    body: notes ? { notes } : {},
  });
}

export function useForwardOrder() {
  return useRefreshingMutation(forwardOrder);
}

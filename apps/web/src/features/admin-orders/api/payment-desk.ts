import { apiEnvelope } from '@/lib/api-client';
import { useRefreshingMutation } from './admin-order-keys';

const orderPath = (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`;

/** POST /api/admin/orders/:id/payment/confirm {reference?}: the bank transfer arrived. */
export function confirmBankTransfer(input: { orderId: string; reference?: string }) {
  const reference = input.reference?.trim();
  return apiEnvelope<unknown>(`${orderPath(input.orderId)}/payment/confirm`, {
    method: 'POST',
    role: 'admin',
    body: reference ? { reference } : {},
  });
}

/** POST /api/admin/orders/:id/refunds/:refundId/sent {reference}: the owed refund was sent by bank transfer. */
export function recordRefundSent(input: { orderId: string; refundId: string; reference: string }) {
  return apiEnvelope<unknown>(
    `${orderPath(input.orderId)}/refunds/${encodeURIComponent(input.refundId)}/sent`,
    {
      method: 'POST',
      role: 'admin',
      body: { reference: input.reference },
    },
  );
}

export function useConfirmBankTransfer() {
  return useRefreshingMutation(confirmBankTransfer);
}

export function useRecordRefundSent() {
  return useRefreshingMutation(recordRefundSent);
}

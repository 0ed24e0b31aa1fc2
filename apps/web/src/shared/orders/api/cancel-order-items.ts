import { type CancelResult, postCancel, withReason } from './cancel-request';

/** POST /api/orders/user/cancel-items/:orderId (signed-in customers, parts not yet forwarded). */
export function cancelOrderItems(orderId: string, itemIds: string[], reason?: string): Promise<CancelResult> {
  return postCancel(`/orders/user/cancel-items/${encodeURIComponent(orderId)}`, {
    role: 'customer',
    body: { itemsToCancel: itemIds, ...withReason(reason) },
  });
}

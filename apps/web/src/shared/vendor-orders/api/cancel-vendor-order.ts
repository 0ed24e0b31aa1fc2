import { orderPath, sendOrderAction, useVendorOrderMutation } from './order-action';

/** PUT /api/vendors/orders/vendor-orders/:id/action {action:'cancel', notes}: the card screen's Cancel Order. */
export function cancelVendorOrder(input: { id: string; notes: string }) {
  return sendOrderAction(`/vendors/orders/vendor-orders/${orderPath(input.id)}/action`, {
    action: 'cancel',
    notes: input.notes.trim(),
  });
}

export function useCancelVendorOrder() {
  return useVendorOrderMutation(cancelVendorOrder);
}

import { orderPath, sendOrderAction, trimmed, useVendorOrderMutation } from './order-action';

/** PUT /api/vendors/orders/:id/respond {action, notes?}: Accept or Reject a forwarded order. */
export function respondToVendorOrder(input: { id: string; action: 'accept' | 'reject'; notes?: string }) {
  const notes = trimmed(input.notes);
  return sendOrderAction(`/vendors/orders/${orderPath(input.id)}/respond`, {
    action: input.action,
    ...(notes ? { notes } : {}),
  });
}

export function useRespondToVendorOrder() {
  return useVendorOrderMutation(respondToVendorOrder);
}

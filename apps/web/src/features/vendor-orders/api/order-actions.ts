import type { PartStatus } from '@market/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';
import type { Carrier } from '../messages';
import type { VendorOrder } from '../types';
import { vendorOrderQueryKey, vendorOrdersKey } from './vendor-orders';

type OrderReply = { order: VendorOrder };
export type OrderActionResult = { order: VendorOrder; message?: string };

const path = (id: string) => encodeURIComponent(id);

async function send(url: string, body: unknown): Promise<OrderActionResult> {
  const { data, message } = await apiEnvelope<OrderReply>(url, { method: 'PUT', role: 'vendor', body });
  return message === undefined ? { order: data.order } : { order: data.order, message };
}

function trimmed(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

/** PUT /api/status/:id/vendor-status {status, reason?}: the simple table's select (and card Mark Shipped/Delivered). */
export function setVendorOrderStatus(input: { id: string; status: PartStatus; reason?: string }) {
  const reason = trimmed(input.reason);
  return send(`/status/${path(input.id)}/vendor-status`, {
    status: input.status,
    ...(reason ? { reason } : {}),
  });
}

/** PUT /api/vendors/orders/vendor-orders/:id/action {action:'cancel', notes}: the card screen's Cancel Order. */
export function cancelVendorOrder(input: { id: string; notes: string }) {
  return send(`/vendors/orders/vendor-orders/${path(input.id)}/action`, {
    action: 'cancel',
    notes: input.notes.trim(),
  });
}

/** PUT /api/vendors/orders/:id/respond {action, notes?}: Accept or Reject a forwarded order. */
export function respondToVendorOrder(input: { id: string; action: 'accept' | 'reject'; notes?: string }) {
  const notes = trimmed(input.notes);
  return send(`/vendors/orders/${path(input.id)}/respond`, {
    action: input.action,
    ...(notes ? { notes } : {}),
  });
}

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
  return send(`/vendors/orders/${path(input.id)}/status`, {
    status: input.status,
    ...(trackingInfo ? { trackingInfo } : {}),
    ...(trackingInfo && input.carrier ? { carrier: input.carrier } : {}),
    ...(notes ? { notes } : {}),
  });
}

/** PUT /api/vendors/orders/:id/tracking {trackingNumber, carrier, notes?} (shipped or delivered only). */
export function updateVendorOrderTracking(input: {
  id: string;
  trackingNumber: string;
  carrier: Carrier;
  notes?: string;
}) {
  const notes = trimmed(input.notes);
  return send(`/vendors/orders/${path(input.id)}/tracking`, {
    trackingNumber: input.trackingNumber.trim(),
    carrier: input.carrier,
    ...(notes ? { notes } : {}),
  });
}

/**
 * A vendor order change: on success the detail cache takes the returned order; afterwards the
 * lists, the commission figures and the dashboard reload (whatever the outcome, since a refused
 * change may mean the list was stale).
 */
export function useVendorOrderMutation<T>(mutationFn: (input: T) => Promise<OrderActionResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result) => {
      queryClient.setQueryData(vendorOrderQueryKey(result.order._id), result.order);
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorOrdersKey }),
        queryClient.invalidateQueries({ queryKey: ['vendor', 'commissions'] }),
        queryClient.invalidateQueries({ queryKey: ['vendor', 'dashboard'] }),
      ]);
    },
  });
}

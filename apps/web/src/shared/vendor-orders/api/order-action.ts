import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';
import type { VendorOrder } from '@/shared/vendor-orders/types';
import { vendorOrderQueryKey, vendorOrdersKey } from './vendor-order-keys';

type OrderReply = { order: VendorOrder };
export type OrderActionResult = { order: VendorOrder; message?: string };

/** URL-safe order id. */
export const orderPath = (id: string) => encodeURIComponent(id);

/** PUT an order change as the vendor; the reply's order and message. */
export async function sendOrderAction(url: string, body: unknown): Promise<OrderActionResult> {
  const { data, message } = await apiEnvelope<OrderReply>(url, { method: 'PUT', role: 'vendor', body });
  return message === undefined ? { order: data.order } : { order: data.order, message };
}

/** The trimmed text, undefined when blank. */
export function trimmed(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
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

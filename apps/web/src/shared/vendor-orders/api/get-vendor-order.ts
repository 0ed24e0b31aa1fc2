import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { VendorOrder } from '@/shared/vendor-orders/types';
import { vendorOrderQueryKey } from './vendor-order-keys';

/** GET /api/vendors/orders/:id: one part with its items, the address and the payment. */
export async function fetchVendorOrder(id: string, signal?: AbortSignal): Promise<VendorOrder> {
  const data = await apiRequest<{ order: VendorOrder }>(`/vendors/orders/${encodeURIComponent(id)}`, {
    role: 'vendor',
    signal,
  });
  return data.order;
}

export function vendorOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: vendorOrderQueryKey(id),
    queryFn: ({ signal }) => fetchVendorOrder(id, signal),
    retry: false,
  });
}

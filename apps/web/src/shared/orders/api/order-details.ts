import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Order, SplitDetails } from '@/shared/orders/types';
import { accessKey, accessOptions, type OrderAccess } from './order-access';

/**
 * One order for the details modal: GET /api/orders/:id/details (owner, admin, or a guest with
 * ?email=); a vendor reads it through GET /api/orders/:id/split-details, which vendors may call.
 */
export async function fetchOrderDetails(
  id: string,
  access: OrderAccess,
  signal?: AbortSignal,
): Promise<Order> {
  const path = `/orders/${encodeURIComponent(id)}`;
  if (access.viewer === 'vendor') {
    const split = await apiRequest<SplitDetails>(`${path}/split-details`, {
      ...accessOptions(access),
      signal,
    });
    return split.mainOrder;
  }
  const data = await apiRequest<{ order: Order }>(`${path}/details`, { ...accessOptions(access), signal });
  return data.order;
}

export function orderDetailsQueryKey(id: string, access: OrderAccess) {
  return [...accessKey(access), 'details', id] as const;
}

export function orderDetailsQueryOptions(id: string, access: OrderAccess) {
  return queryOptions({
    queryKey: orderDetailsQueryKey(id, access),
    queryFn: ({ signal }) => fetchOrderDetails(id, access, signal),
    // The modal decides when to refresh (every 10 s and on live events).
    staleTime: 0,
    retry: false,
  });
}

import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accessKey, accessOptions, type OrderAccess } from '@/shared/orders/api/order-access';
import type { Order } from '@/shared/orders/types';

/** GET /api/orders/confirmation/:id: the order just placed (its owner, or a guest with ?email=). */
export async function fetchOrderConfirmation(
  id: string,
  access: OrderAccess,
  signal?: AbortSignal,
): Promise<Order> {
  const data = await apiRequest<{ order: Order }>(`/orders/confirmation/${encodeURIComponent(id)}`, {
    ...accessOptions(access),
    signal,
  });
  return data.order;
}

export function orderConfirmationQueryKey(id: string, access: OrderAccess) {
  return [...accessKey(access), 'confirmation', id] as const;
}

export function orderConfirmationQueryOptions(id: string, access: OrderAccess) {
  return queryOptions({
    queryKey: orderConfirmationQueryKey(id, access),
    queryFn: ({ signal }) => fetchOrderConfirmation(id, access, signal),
    retry: false,
  });
}

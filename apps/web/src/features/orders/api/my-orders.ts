import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { OrderList } from '@/shared/orders/types';

export const MY_ORDERS_PAGE_SIZE = 10;

/** GET /api/orders/user/my-orders?page&limit: the signed-in customer's orders, newest first. */
export function fetchMyOrders(page: number, limit = MY_ORDERS_PAGE_SIZE, signal?: AbortSignal) {
  return apiRequest<OrderList>('/orders/user/my-orders', {
    role: 'customer',
    query: { page, limit },
    signal,
  });
}

export const myOrdersQueryKey = ['customer', 'orders', 'mine'] as const;

export function myOrdersQueryOptions(page: number, limit = MY_ORDERS_PAGE_SIZE) {
  return queryOptions({
    queryKey: [...myOrdersQueryKey, { page, limit }],
    queryFn: ({ signal }) => fetchMyOrders(page, limit, signal),
    placeholderData: keepPreviousData,
  });
}

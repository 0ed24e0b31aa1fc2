import type { OrderType } from '@market/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { OrderList } from '@/shared/orders';
import { adminOrdersKey } from './admin-order-keys';

export const ADMIN_ORDER_STATUSES = ['placed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type AdminOrderStatusFilter = (typeof ADMIN_ORDER_STATUSES)[number];

export const ADMIN_ORDERS_PAGE_SIZE = 20;

export type AdminOrderFilters = {
  status?: AdminOrderStatusFilter | undefined;
  orderType?: OrderType | undefined;
  search?: string | undefined;
  page: number;
  limit?: number;
};

/** GET /api/admin/orders?status&orderType&search&page&limit */
export function fetchAdminOrders(filters: AdminOrderFilters, signal?: AbortSignal): Promise<OrderList> {
  return apiRequest<OrderList>('/admin/orders', {
    role: 'admin',
    query: {
      status: filters.status,
      orderType: filters.orderType,
      search: filters.search?.trim(),
      page: filters.page,
      limit: filters.limit ?? ADMIN_ORDERS_PAGE_SIZE,
    },
    signal,
  });
}

export function adminOrdersQueryOptions(filters: AdminOrderFilters) {
  return queryOptions({
    queryKey: [...adminOrdersKey, 'list', filters],
    queryFn: ({ signal }) => fetchAdminOrders(filters, signal),
    placeholderData: keepPreviousData,
  });
}

import type { OrderType, PartStatus } from '@market/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderList, SplitDetails } from '@/features/orders';
import { apiEnvelope, apiRequest } from '@/lib/api-client';

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

export const adminOrdersKey = ['admin', 'orders'] as const;

export function adminOrdersQueryOptions(filters: AdminOrderFilters) {
  return queryOptions({
    queryKey: [...adminOrdersKey, 'list', filters],
    queryFn: ({ signal }) => fetchAdminOrders(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export type OrderHistoryEvent = {
  _id: string;
  partId: string | null;
  fromStatus: string | null;
  toStatus: string;
  actorType: string;
  actorName: string | null;
  reason: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
};

export type AdminOrderDetails = SplitDetails & {
  autoForwardOrders: boolean;
  history: OrderHistoryEvent[];
};

/** GET /api/admin/orders/:id: every part, the history and the auto-forward setting. */
export function fetchAdminOrder(id: string, signal?: AbortSignal): Promise<AdminOrderDetails> {
  return apiRequest<AdminOrderDetails>(`/admin/orders/${encodeURIComponent(id)}`, { role: 'admin', signal });
}

export function adminOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...adminOrdersKey, 'detail', id],
    queryFn: ({ signal }) => fetchAdminOrder(id, signal),
    retry: false,
  });
}

/** PUT /api/orders/:id/status: moves the marketplace's own part (409 for a move the machine refuses). */
export function updateAdminPartStatus(input: { orderId: string; status: PartStatus; reason?: string }) {
  const reason = input.reason?.trim();
  return apiEnvelope<unknown>(`/orders/${encodeURIComponent(input.orderId)}/status`, {
    method: 'PUT',
    role: 'admin',
    body: { status: input.status, ...(reason ? { reason } : {}) },
  });
}

/** POST /api/admin/orders/:id/forward {notes?}: sends the vendor parts not forwarded yet. */
export function forwardOrder(input: { orderId: string; notes?: string }) {
  const notes = input.notes?.trim();
  return apiEnvelope<unknown>(`/admin/orders/${encodeURIComponent(input.orderId)}/forward`, {
    method: 'POST',
    role: 'admin',
    body: notes ? { notes } : {},
  });
}

function useRefreshingMutation<T>(mutationFn: (input: T) => Promise<{ message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
  });
}

export function useUpdateAdminPartStatus() {
  return useRefreshingMutation(updateAdminPartStatus);
}

export function useForwardOrder() {
  return useRefreshingMutation(forwardOrder);
}

import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { vendorOrdersKey } from '@/shared/vendor-orders/api/vendor-order-keys';
import { ORDERS_PAGE_SIZE } from '@/shared/vendor-orders/messages';
import type {
  VendorOrder,
  VendorOrderCounts,
  VendorOrderFilter,
  VendorOrderList,
} from '@/shared/vendor-orders/types';

export type VendorOrdersQuery = {
  page: number;
  /** Omitted for all statuses. */
  status?: VendorOrderFilter | undefined;
  search?: string | undefined;
  limit?: number;
  /** Ask for the counts per status and the commission total (the forwarded screen). */
  summary?: boolean;
};

const EMPTY_COUNTS: VendorOrderCounts = {
  pending: 0,
  accepted: 0,
  confirmed: 0,
  processing: 0,
  shipped: 0,
  delivered: 0,
  rejected: 0,
  cancelled: 0,
  cancelled_by_customer: 0,
  returned: 0,
};

/**
 * The list in the shape of today's API: `{orders, pagination, summary}`. Older shapes (spec 001
 * "Order list response": the orders at the top level, or a bare array) are read too.
 */
export function readOrderList(raw: unknown, query: VendorOrdersQuery): VendorOrderList {
  const body = (raw ?? {}) as Partial<VendorOrderList> & { totalPages?: number };
  const orders: VendorOrder[] = Array.isArray(raw) ? raw : Array.isArray(body.orders) ? body.orders : [];
  const limit = query.limit ?? ORDERS_PAGE_SIZE;
  const total = body.pagination?.totalItems ?? body.pagination?.totalOrders ?? orders.length;
  const totalPages = body.pagination?.totalPages ?? body.totalPages ?? Math.max(1, Math.ceil(total / limit));
  const currentPage = body.pagination?.currentPage ?? query.page;
  return {
    orders,
    pagination: {
      currentPage,
      pageSize: body.pagination?.pageSize ?? limit,
      totalItems: total,
      totalPages,
      hasNextPage: body.pagination?.hasNextPage ?? currentPage < totalPages,
      hasPrevPage: body.pagination?.hasPrevPage ?? currentPage > 1,
      totalOrders: body.pagination?.totalOrders ?? total,
    },
    summary: {
      counts: { ...EMPTY_COUNTS, ...body.summary?.counts },
      totalCommission: body.summary?.totalCommission ?? 0,
    },
  };
}

/**
 * GET /api/vendors/orders?page&limit=10&status&search. `fresh` adds the `_t` cache buster
 * (the Refresh buttons: "no cache").
 */
export async function fetchVendorOrders(
  query: VendorOrdersQuery,
  options: { signal?: AbortSignal; fresh?: boolean } = {},
): Promise<VendorOrderList> {
  const raw = await apiRequest<unknown>('/vendors/orders', {
    role: 'vendor',
    signal: options.signal,
    query: {
      page: query.page,
      limit: query.limit ?? ORDERS_PAGE_SIZE,
      status: query.status,
      search: query.search?.trim(),
      summary: query.summary ? 'true' : undefined,
      _t: options.fresh ? Date.now() : undefined,
    },
  });
  return readOrderList(raw, query);
}

export function vendorOrdersListKey(query: VendorOrdersQuery) {
  return [...vendorOrdersKey, 'list', query] as const;
}

export function vendorOrdersQueryOptions(query: VendorOrdersQuery) {
  return queryOptions({
    queryKey: vendorOrdersListKey(query),
    queryFn: ({ signal }) => fetchVendorOrders(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Reloads a list bypassing every cache (`_t`); the page's query shows the answer. */
export function refreshVendorOrders(queryClient: QueryClient, query: VendorOrdersQuery) {
  return queryClient.fetchQuery({
    queryKey: vendorOrdersListKey(query),
    queryFn: ({ signal }) => fetchVendorOrders(query, { signal, fresh: true }),
    staleTime: 0,
  });
}

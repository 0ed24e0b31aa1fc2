import type { AdminProductListQuery } from '@market/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { moderationKeys } from './keys';
import type { AdminProductList } from './types';

export type AdminProductFilters = Partial<Omit<AdminProductListQuery, 'page' | 'limit'>> & {
  page: number;
  limit?: number;
};

/** GET /api/admin/moderation/products?page&limit&search&vendor&status&category&stockStatus&sort */
export function fetchAdminProducts(filters: AdminProductFilters, signal?: AbortSignal) {
  return apiRequest<AdminProductList>('/admin/moderation/products', {
    role: 'admin',
    signal,
    query: {
      page: filters.page,
      limit: filters.limit,
      search: filters.search?.trim() || undefined,
      vendor: filters.vendor,
      status: filters.status,
      category: filters.category,
      stockStatus: filters.stockStatus,
      sort: filters.sort,
    },
  });
}

export function adminProductsQueryOptions(filters: AdminProductFilters) {
  return queryOptions({
    queryKey: moderationKeys.list(filters),
    queryFn: ({ signal }) => fetchAdminProducts(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export const useAdminProducts = (filters: AdminProductFilters) =>
  useQuery(adminProductsQueryOptions(filters));

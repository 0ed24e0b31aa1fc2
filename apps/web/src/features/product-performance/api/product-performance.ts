import type { ProductPerformanceSort } from '@market/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PageInfo } from '@/lib/pagination';

/** One row of GET /api/vendors/analytics/products (apps/server/src/modules/analytics/performance.schemas.ts). */
export type ProductPerformanceRow = {
  id: string;
  title: string;
  status: string;
  sku: string;
  views: number;
  units: number;
  revenue: number;
  orders: number;
  /** Orders / views in percent; null without views. */
  conversionRate: number | null;
  /** Available stock; null when the product has no stock record. */
  stock: number | null;
  previousRevenue: number;
  /** Revenue change from the previous period in percent; null when not computable. */
  trend: number | null;
};

type Pagination = PageInfo;

export type ProductPerformance = {
  period: {
    startDate: string;
    endDate: string;
    days: number;
    previousStartDate: string;
    previousEndDate: string;
  };
  sortBy: ProductPerformanceSort;
  sortOrder: 'asc' | 'desc';
  search: string | null;
  products: ProductPerformanceRow[];
  pagination: Pagination;
};

export type ProductPerformanceParams = {
  timeRange: number;
  page: number;
  sortBy: ProductPerformanceSort;
  sortOrder: 'asc' | 'desc';
  search?: string;
};

export function fetchProductPerformance(params: ProductPerformanceParams, signal?: AbortSignal) {
  return apiRequest<ProductPerformance>('/vendors/analytics/products', {
    role: 'vendor',
    query: { ...params, limit: 20 },
    signal,
  });
}

export function productPerformanceQueryOptions(params: ProductPerformanceParams) {
  return queryOptions({
    queryKey: ['vendor', 'analytics', 'products', params],
    queryFn: ({ signal }) => fetchProductPerformance(params, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useProductPerformance(params: ProductPerformanceParams) {
  return useQuery(productPerformanceQueryOptions(params));
}

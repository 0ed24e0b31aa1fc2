import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { InventoryAnalytics } from '../types';
import { inventoryKeys } from './inventory-keys';

/** GET /api/vendors/inventory/analytics?period: statuses now, movements and top values over the last N days. */
export function fetchInventoryAnalytics(period: number, signal?: AbortSignal) {
  return apiRequest<InventoryAnalytics>('/vendors/inventory/analytics', {
    role: 'vendor',
    query: { period },
    signal,
  });
}

export function inventoryAnalyticsQueryOptions(period: number) {
  return queryOptions({
    queryKey: inventoryKeys.analytics(period),
    queryFn: ({ signal }) => fetchInventoryAnalytics(period, signal),
    placeholderData: keepPreviousData,
  });
}

export function useInventoryAnalytics(period: number) {
  return useQuery(inventoryAnalyticsQueryOptions(period));
}

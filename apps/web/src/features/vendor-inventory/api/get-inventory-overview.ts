import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { InventoryOverview } from '../types';
import { inventoryKeys } from './inventory-keys';

/** GET /api/vendors/inventory/overview: the four cards, the recently changed items and the first 5 alerts. */
export function fetchInventoryOverview(signal?: AbortSignal) {
  return apiRequest<InventoryOverview>('/vendors/inventory/overview', { role: 'vendor', signal });
}

export function inventoryOverviewQueryOptions() {
  return queryOptions({
    queryKey: inventoryKeys.overview,
    queryFn: ({ signal }) => fetchInventoryOverview(signal),
  });
}

export function useInventoryOverview() {
  return useQuery(inventoryOverviewQueryOptions());
}

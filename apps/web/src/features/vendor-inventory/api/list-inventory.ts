import { INVENTORY_DEFAULTS } from '@market/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { InventoryListQuery } from '../lib/inventory-url';
import type { InventoryList } from '../types';
import { inventoryKeys } from './inventory-keys';

/** GET /api/vendors/inventory?page&limit=20&search&status&sortBy&sortOrder: the Inventory tab's page. */
export function fetchInventory(query: InventoryListQuery, signal?: AbortSignal) {
  return apiRequest<InventoryList>('/vendors/inventory', {
    role: 'vendor',
    query: { ...query, limit: INVENTORY_DEFAULTS.pageSize },
    signal,
  });
}

export function inventoryListQueryOptions(query: InventoryListQuery) {
  return queryOptions({
    queryKey: inventoryKeys.list(query),
    queryFn: ({ signal }) => fetchInventory(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useInventoryList(query: InventoryListQuery) {
  return useQuery(inventoryListQueryOptions(query));
}

import { INVENTORY_DEFAULTS } from '@market/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MovementList } from '../types';
import { inventoryKeys } from './inventory-keys';

/** GET /api/vendors/inventory/{id}/movements?page&limit=20: the item's ledger, newest first. */
export function fetchMovements(id: string, page: number, signal?: AbortSignal) {
  return apiRequest<MovementList>(`/vendors/inventory/${encodeURIComponent(id)}/movements`, {
    role: 'vendor',
    query: { page, limit: INVENTORY_DEFAULTS.pageSize },
    signal,
  });
}

export function movementsQueryOptions(id: string, page: number) {
  return queryOptions({
    queryKey: inventoryKeys.movements(id, page),
    queryFn: ({ signal }) => fetchMovements(id, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMovements(id: string, page: number) {
  return useQuery(movementsQueryOptions(id, page));
}

import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CATALOG_OWNERS, type CatalogOwner } from '../owner';
import type { Category } from '../types';
import { ownerCategoriesKey } from './category-keys';

/**
 * GET /api/vendors/categories (the marketplace's categories, read-only, and the vendor's own, flat
 * in tree order) or GET /api/admin/categories (the marketplace's).
 */
export function fetchOwnerCategories(owner: CatalogOwner, signal?: AbortSignal): Promise<Category[]> {
  const { api, role } = CATALOG_OWNERS[owner];
  return apiRequest<Category[]>(`${api}/categories`, { role, signal });
}

export function ownerCategoriesQueryOptions(owner: CatalogOwner) {
  return queryOptions({
    queryKey: [...ownerCategoriesKey(owner), 'list'],
    queryFn: ({ signal }) => fetchOwnerCategories(owner, signal),
    staleTime: 30_000,
  });
}

import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { CategoryNode } from '@/shared/catalog';

/** GET /api/categories: the marketplace's category tree. */
export function fetchCategoryTree(signal?: AbortSignal): Promise<CategoryNode[]> {
  return apiRequest<CategoryNode[]>('/categories', { signal });
}

export function categoryTreeQueryOptions() {
  return queryOptions({
    queryKey: ['storefront', 'categories'],
    queryFn: ({ signal }) => fetchCategoryTree(signal),
    staleTime: 5 * 60_000,
  });
}

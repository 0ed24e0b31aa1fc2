import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PublicProduct } from '@/shared/catalog';

/** GET /api/products/:id: the product page (each call counts a view, so it is not refetched on focus). */
export function fetchStorefrontProduct(id: string, signal?: AbortSignal): Promise<PublicProduct> {
  return apiRequest<PublicProduct>(`/products/${encodeURIComponent(id)}`, { signal });
}

export function storefrontProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['storefront', 'product', id],
    queryFn: ({ signal }) => fetchStorefrontProduct(id, signal),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

import { STOREFRONT_PAGE_SIZE, type StorefrontSort } from '@market/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ListPagination, StorefrontCard } from '@/shared/catalog';

export type StorefrontQuery = {
  page?: number;
  limit?: number;
  search?: string | undefined;
  category?: string | undefined;
  vendor?: string | undefined;
  minPrice?: string | undefined;
  maxPrice?: string | undefined;
  sort?: StorefrontSort | undefined;
  featured?: boolean | undefined;
};

export type StorefrontList = { products: StorefrontCard[]; pagination: ListPagination };

/** GET /api/products: active products of approved vendors and the marketplace, searched and filtered. */
export function fetchStorefrontProducts(
  query: StorefrontQuery,
  signal?: AbortSignal,
): Promise<StorefrontList> {
  return apiRequest<StorefrontList>('/products', {
    signal,
    query: {
      page: query.page ?? 1,
      limit: query.limit ?? STOREFRONT_PAGE_SIZE,
      search: query.search?.trim(),
      category: query.category,
      vendor: query.vendor,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      sort: query.sort,
      featured: query.featured ? 'true' : undefined,
    },
  });
}

export function storefrontProductsQueryOptions(query: StorefrontQuery) {
  return queryOptions({
    queryKey: ['storefront', 'products', query],
    queryFn: ({ signal }) => fetchStorefrontProducts(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

import { STOREFRONT_PAGE_SIZE, type StorefrontSort } from '@market/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CategoryNode, ListPagination, PublicProduct } from '@/features/catalog';
import { apiRequest } from '@/lib/api-client';

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

export type StorefrontList = { products: PublicProduct[]; pagination: ListPagination };

export type Shop = {
  _id: string;
  businessName: string;
  description: string;
  logo: string | null;
  city: string;
  state: string;
  productCount: number;
};

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

/** GET /api/shops/:vendorId: a vendor's shop header (approved vendors only; 404 otherwise). */
export function fetchShop(vendorId: string, signal?: AbortSignal): Promise<Shop> {
  return apiRequest<Shop>(`/shops/${encodeURIComponent(vendorId)}`, { signal });
}

export function shopQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: ['storefront', 'shop', vendorId],
    queryFn: ({ signal }) => fetchShop(vendorId, signal),
    staleTime: 60_000,
    retry: false,
  });
}

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

import {
  MY_PRODUCTS_PAGE_SIZE,
  type ProductSort,
  type ProductStatus,
  type StockStatus,
} from '@market/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CATALOG_OWNERS, type CatalogOwner } from '../owner';
import type { OwnerProductList } from '../types';
import { ownerProductsKey } from './owner-product-keys';

export type OwnerProductFilters = {
  page: number;
  limit?: number;
  search?: string | undefined;
  category?: string | undefined;
  stockStatus?: StockStatus | undefined;
  status?: ProductStatus | undefined;
  minPrice?: string | undefined;
  maxPrice?: string | undefined;
  sort?: ProductSort | undefined;
};

/** GET /api/{vendors|admin}/products?page&limit&search&category&stockStatus&minPrice&maxPrice&sort */
export function fetchOwnerProducts(
  owner: CatalogOwner,
  filters: OwnerProductFilters,
  signal?: AbortSignal,
): Promise<OwnerProductList> {
  const { api, role } = CATALOG_OWNERS[owner];
  return apiRequest<OwnerProductList>(`${api}/products`, {
    role,
    signal,
    query: {
      page: filters.page,
      limit: filters.limit ?? MY_PRODUCTS_PAGE_SIZE,
      search: filters.search?.trim(),
      category: filters.category,
      stockStatus: filters.stockStatus,
      status: filters.status,
      minPrice: filters.minPrice,
      maxPrice: filters.maxPrice,
      sort: filters.sort,
    },
  });
}

export function ownerProductsQueryOptions(owner: CatalogOwner, filters: OwnerProductFilters) {
  return queryOptions({
    queryKey: [...ownerProductsKey(owner), 'list', filters],
    queryFn: ({ signal }) => fetchOwnerProducts(owner, filters, signal),
    placeholderData: keepPreviousData,
  });
}

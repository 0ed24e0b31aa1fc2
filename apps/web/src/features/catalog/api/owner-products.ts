import {
  MY_PRODUCTS_PAGE_SIZE,
  type ProductSort,
  type ProductStatus,
  type StockStatus,
} from '@market/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope, apiRequest } from '@/lib/api-client';
import { CATALOG_OWNERS, type CatalogOwner } from '../owner';
import type { OwnerProductList, Product } from '../types';

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

/** `[role, 'products']`: every product query of an owner. */
export const ownerProductsKey = (owner: CatalogOwner) => [CATALOG_OWNERS[owner].role, 'products'] as const;

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

/** GET /api/{vendors|admin}/products/:id */
export function fetchOwnerProduct(owner: CatalogOwner, id: string, signal?: AbortSignal): Promise<Product> {
  const { api, role } = CATALOG_OWNERS[owner];
  return apiRequest<Product>(`${api}/products/${encodeURIComponent(id)}`, { role, signal });
}

export function ownerProductQueryOptions(owner: CatalogOwner, id: string) {
  return queryOptions({
    queryKey: [...ownerProductsKey(owner), 'detail', id],
    queryFn: ({ signal }) => fetchOwnerProduct(owner, id, signal),
    retry: false,
  });
}

/** POST /api/{vendors|admin}/products (multipart: fields, repeated `images`, `video`). */
export function createOwnerProduct({ owner, form }: { owner: CatalogOwner; form: FormData }) {
  const { api, role } = CATALOG_OWNERS[owner];
  return apiEnvelope<Product>(`${api}/products`, { method: 'POST', role, body: form });
}

/** PUT /api/{vendors|admin}/products/:id (multipart; `expectedStock` with `stock`, 409 when it moved). */
export function updateOwnerProduct({ owner, id, form }: { owner: CatalogOwner; id: string; form: FormData }) {
  const { api, role } = CATALOG_OWNERS[owner];
  return apiEnvelope<Product>(`${api}/products/${encodeURIComponent(id)}`, {
    method: 'PUT',
    role,
    body: form,
  });
}

/** DELETE /api/{vendors|admin}/products/:id */
export function deleteOwnerProduct({ owner, id }: { owner: CatalogOwner; id: string }) {
  const { api, role } = CATALOG_OWNERS[owner];
  return apiEnvelope<unknown>(`${api}/products/${encodeURIComponent(id)}`, { method: 'DELETE', role });
}

function useProductMutation<T>(owner: CatalogOwner, mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerProductsKey(owner) }),
        // Category product counts and the storefront change with the products.
        queryClient.invalidateQueries({ queryKey: [CATALOG_OWNERS[owner].role, 'categories'] }),
        queryClient.invalidateQueries({ queryKey: ['storefront'] }),
      ]);
    },
  });
}

export function useCreateOwnerProduct(owner: CatalogOwner) {
  return useProductMutation(owner, createOwnerProduct);
}

export function useUpdateOwnerProduct(owner: CatalogOwner) {
  return useProductMutation(owner, updateOwnerProduct);
}

export function useDeleteOwnerProduct(owner: CatalogOwner) {
  return useProductMutation(owner, deleteOwnerProduct);
}

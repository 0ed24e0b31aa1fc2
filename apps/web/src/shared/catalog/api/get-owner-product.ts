import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CATALOG_OWNERS, type CatalogOwner } from '../owner';
import type { Product } from '../types';
import { ownerProductsKey } from './owner-product-keys';

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

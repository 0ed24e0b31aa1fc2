import { apiEnvelope } from '@/lib/api-client';
import { CATALOG_OWNERS, type CatalogOwner } from '../owner';
import type { Product } from '../types';
import { useProductMutation } from './owner-product-keys';

/** POST /api/{vendors|admin}/products (multipart: fields, repeated `images`, `video`). */
export function createOwnerProduct({ owner, form }: { owner: CatalogOwner; form: FormData }) {
  const { api, role } = CATALOG_OWNERS[owner];
  return apiEnvelope<Product>(`${api}/products`, { method: 'POST', role, body: form });
}

export function useCreateOwnerProduct(owner: CatalogOwner) {
  return useProductMutation(owner, createOwnerProduct);
}

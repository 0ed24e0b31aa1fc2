import { apiEnvelope } from '@/lib/api-client';
import { CATALOG_OWNERS, type CatalogOwner } from '../owner';
import type { Product } from '../types';
import { useProductMutation } from './owner-product-keys';

/** PUT /api/{vendors|admin}/products/:id (multipart; `expectedStock` with `stock`, 409 when it moved). */
export function updateOwnerProduct({ owner, id, form }: { owner: CatalogOwner; id: string; form: FormData }) {
  const { api, role } = CATALOG_OWNERS[owner];
  return apiEnvelope<Product>(`${api}/products/${encodeURIComponent(id)}`, {
    method: 'PUT',
    role,
    body: form,
  });
}

export function useUpdateOwnerProduct(owner: CatalogOwner) {
  return useProductMutation(owner, updateOwnerProduct);
}

import { apiEnvelope } from '@/lib/api-client';
import { CATALOG_OWNERS, type CatalogOwner } from '../owner';
import { useProductMutation } from './owner-product-keys';

/** DELETE /api/{vendors|admin}/products/:id */
export function deleteOwnerProduct({ owner, id }: { owner: CatalogOwner; id: string }) {
  const { api, role } = CATALOG_OWNERS[owner];
  return apiEnvelope<unknown>(`${api}/products/${encodeURIComponent(id)}`, { method: 'DELETE', role });
}

export function useDeleteOwnerProduct(owner: CatalogOwner) {
  return useProductMutation(owner, deleteOwnerProduct);
}

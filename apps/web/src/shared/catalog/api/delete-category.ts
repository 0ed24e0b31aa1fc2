import { apiEnvelope } from '@/lib/api-client';
import { CATALOG_OWNERS, type CatalogOwner } from '../owner';
import { useCategoryMutation } from './category-keys';

/** DELETE /api/{vendors|admin}/categories/:id (409 with the reason while it has products or children). */
export function deleteCategory({ owner, id }: { owner: CatalogOwner; id: string }) {
  const { api, role } = CATALOG_OWNERS[owner];
  return apiEnvelope<unknown>(`${api}/categories/${encodeURIComponent(id)}`, { method: 'DELETE', role });
}

export function useDeleteCategory(owner: CatalogOwner) {
  return useCategoryMutation(owner, deleteCategory);
}

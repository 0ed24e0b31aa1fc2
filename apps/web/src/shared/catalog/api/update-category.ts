import type { CategoryFormValues } from '@market/domain';
import { apiEnvelope } from '@/lib/api-client';
import { CATALOG_OWNERS, type CatalogOwner } from '../owner';
import type { Category } from '../types';
import { categoryBody } from './create-category';

/** PUT /api/{vendors|admin}/categories/:id {name, description, parentCategory}. */
export function updateCategory({
  owner,
  id,
  values,
}: {
  owner: CatalogOwner;
  id: string;
  values: CategoryFormValues;
}) {
  const { api, role } = CATALOG_OWNERS[owner];
  return apiEnvelope<Category>(`${api}/categories/${encodeURIComponent(id)}`, {
    method: 'PUT',
    role,
    body: categoryBody(values),
  });
}

import type { CategoryFormValues } from '@market/domain';
import { apiEnvelope } from '@/lib/api-client';
import { CATALOG_OWNERS, type CatalogOwner } from '../owner';
import type { Category } from '../types';

/** The body of a category create or update: {name, description, parentCategory}. */
export function categoryBody(values: CategoryFormValues) {
  return {
    name: values.name,
    description: values.description,
    parentCategory: values.parentCategory ?? null,
  };
}

/** POST /api/{vendors|admin}/categories {name, description, parentCategory}. */
export function createCategory({ owner, values }: { owner: CatalogOwner; values: CategoryFormValues }) {
  const { api, role } = CATALOG_OWNERS[owner];
  return apiEnvelope<Category>(`${api}/categories`, { method: 'POST', role, body: categoryBody(values) });
}

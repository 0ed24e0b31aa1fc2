import type { CategoryFormValues } from '@market/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope, apiRequest } from '@/lib/api-client';
import { CATALOG_OWNERS, type CatalogOwner } from '../owner';
import type { Category } from '../types';

/** `[role, 'categories']`: every category query of an owner (vendor data keys start with 'vendor'). */
export const ownerCategoriesKey = (owner: CatalogOwner) =>
  [CATALOG_OWNERS[owner].role, 'categories'] as const;

/**
 * GET /api/vendors/categories (the marketplace's categories, read-only, and the vendor's own, flat
 * in tree order) or GET /api/admin/categories (the marketplace's).
 */
export function fetchOwnerCategories(owner: CatalogOwner, signal?: AbortSignal): Promise<Category[]> {
  const { api, role } = CATALOG_OWNERS[owner];
  return apiRequest<Category[]>(`${api}/categories`, { role, signal });
}

export function ownerCategoriesQueryOptions(owner: CatalogOwner) {
  return queryOptions({
    queryKey: [...ownerCategoriesKey(owner), 'list'],
    queryFn: ({ signal }) => fetchOwnerCategories(owner, signal),
    staleTime: 30_000,
  });
}

export type SaveCategoryInput = {
  owner: CatalogOwner;
  /** Absent to create. */
  id?: string | undefined;
  values: CategoryFormValues;
};

/** POST or PUT /api/{vendors|admin}/categories[/:id] {name, description, parentCategory}. */
export function saveCategory({ owner, id, values }: SaveCategoryInput) {
  const { api, role } = CATALOG_OWNERS[owner];
  const body = {
    name: values.name,
    description: values.description,
    parentCategory: values.parentCategory ?? null,
  };
  return apiEnvelope<Category>(id ? `${api}/categories/${encodeURIComponent(id)}` : `${api}/categories`, {
    method: id ? 'PUT' : 'POST',
    role,
    body,
  });
}

/** DELETE /api/{vendors|admin}/categories/:id (409 with the reason while it has products or children). */
export function deleteCategory({ owner, id }: { owner: CatalogOwner; id: string }) {
  const { api, role } = CATALOG_OWNERS[owner];
  return apiEnvelope<unknown>(`${api}/categories/${encodeURIComponent(id)}`, { method: 'DELETE', role });
}

function useCategoryMutation<T>(
  owner: CatalogOwner,
  mutationFn: (input: T) => Promise<{ message?: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerCategoriesKey(owner) }),
        // Product rows show category names.
        queryClient.invalidateQueries({ queryKey: [CATALOG_OWNERS[owner].role, 'products'] }),
        queryClient.invalidateQueries({ queryKey: ['storefront'] }),
      ]);
    },
  });
}

export function useSaveCategory(owner: CatalogOwner) {
  return useCategoryMutation(owner, saveCategory);
}

export function useDeleteCategory(owner: CatalogOwner) {
  return useCategoryMutation(owner, deleteCategory);
}

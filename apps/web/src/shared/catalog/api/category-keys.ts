import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CATALOG_OWNERS, type CatalogOwner } from '../owner';

/** `[role, 'categories']`: every category query of an owner (vendor data keys start with 'vendor'). */
export const ownerCategoriesKey = (owner: CatalogOwner) =>
  [CATALOG_OWNERS[owner].role, 'categories'] as const;

/** A category change: afterwards the owner's categories, product rows and the storefront reload. */
export function useCategoryMutation<T>(
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

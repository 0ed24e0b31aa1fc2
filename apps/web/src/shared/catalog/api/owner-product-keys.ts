import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CATALOG_OWNERS, type CatalogOwner } from '../owner';

/** `[role, 'products']`: every product query of an owner. */
export const ownerProductsKey = (owner: CatalogOwner) => [CATALOG_OWNERS[owner].role, 'products'] as const;

/** A product change: afterwards the owner's product lists, category counts and the storefront reload. */
export function useProductMutation<T, R = unknown>(
  owner: CatalogOwner,
  mutationFn: (input: T) => Promise<R>,
) {
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

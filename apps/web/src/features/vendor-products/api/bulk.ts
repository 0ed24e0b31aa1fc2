import type { BulkRequest } from '@market/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';
import { ownerProductsKey } from '@/shared/catalog';

export type BulkResult = { modifiedCount: number; productIds: string[] };

/**
 * POST /api/vendors/products/bulk/{delete|update|prices|stock}: one transaction; a product the
 * vendor does not own answers 404 and nothing changes.
 */
export function runBulkAction(request: BulkRequest) {
  return apiEnvelope<BulkResult>(`/vendors/products/bulk/${request.endpoint}`, {
    method: 'POST',
    role: 'vendor',
    body: request.body,
  });
}

export function useBulkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBulkAction,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerProductsKey('vendor') }),
        queryClient.invalidateQueries({ queryKey: ['vendor', 'categories'] }),
        queryClient.invalidateQueries({ queryKey: ['storefront'] }),
      ]);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';
import { moderationKeys } from './keys';
import type { ModeratedProduct } from './types';

/** POST /api/admin/moderation/products/:id/deactivate {reason} */
export async function deactivateProduct({ id, reason }: { id: string; reason: string }) {
  const { data, message } = await apiEnvelope<ModeratedProduct>(
    `/admin/moderation/products/${encodeURIComponent(id)}/deactivate`,
    { method: 'POST', role: 'admin', body: { reason } },
  );
  return { result: data, message };
}

export function useDeactivateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...moderationKeys.all, 'deactivate'],
    mutationFn: deactivateProduct,
    onSuccess: ({ result }) => {
      queryClient.setQueryData(moderationKeys.detail(result.product._id), result);
      return queryClient.invalidateQueries({ queryKey: [...moderationKeys.all, 'list'] });
    },
  });
}

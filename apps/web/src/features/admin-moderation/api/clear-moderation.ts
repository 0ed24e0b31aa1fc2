import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';
import { moderationKeys } from './keys';
import type { ModeratedProduct } from './types';

/** POST /api/admin/moderation/products/:id/clear {note?} */
export async function clearModeration({ id, note }: { id: string; note?: string }) {
  const { data, message } = await apiEnvelope<ModeratedProduct>(
    `/admin/moderation/products/${encodeURIComponent(id)}/clear`,
    { method: 'POST', role: 'admin', body: note ? { note } : {} },
  );
  return { result: data, message };
}

export function useClearModeration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...moderationKeys.all, 'clear'],
    mutationFn: clearModeration,
    onSuccess: ({ result }) => {
      queryClient.setQueryData(moderationKeys.detail(result.product._id), result);
      return queryClient.invalidateQueries({ queryKey: [...moderationKeys.all, 'list'] });
    },
  });
}

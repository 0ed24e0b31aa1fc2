import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { moderationKeys } from './keys';
import type { ModeratedProduct } from './types';

/** GET /api/admin/moderation/products/:id: any product with its moderation history. */
export function fetchModeratedProduct(id: string, signal?: AbortSignal) {
  return apiRequest<ModeratedProduct>(`/admin/moderation/products/${encodeURIComponent(id)}`, {
    role: 'admin',
    signal,
  });
}

export function moderatedProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: moderationKeys.detail(id),
    queryFn: ({ signal }) => fetchModeratedProduct(id, signal),
    retry: false,
  });
}

export const useModeratedProduct = (id: string) => useQuery(moderatedProductQueryOptions(id));

import type { ListingReviewState } from '@market/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope, apiRequest } from '@/lib/api-client';
import type { PageInfo } from '@/lib/pagination';
import type { ProductListItem } from '@/shared/catalog';

/** A row of the listing review queue (GET /api/admin/listing-review; decision 0044). */
export type ReviewQueueItem = ProductListItem & {
  vendor: { _id: string; businessName: string } | null;
  /** The admin who decided last (a rejected listing's reviewer). */
  reviewedBy: string | null;
};

export type ReviewQueue = { products: ReviewQueueItem[]; pagination: PageInfo };

export type ReviewQueueFilters = { state: ListingReviewState; page: number; search?: string };

export const reviewKeys = {
  all: ['admin', 'listing-review'] as const,
  list: (filters: ReviewQueueFilters) => ['admin', 'listing-review', filters] as const,
};

export function fetchReviewQueue(filters: ReviewQueueFilters, signal?: AbortSignal) {
  return apiRequest<ReviewQueue>('/admin/listing-review', {
    role: 'admin',
    signal,
    query: { state: filters.state, page: filters.page, search: filters.search?.trim() || undefined },
  });
}

export const useReviewQueue = (filters: ReviewQueueFilters) =>
  useQuery(
    queryOptions({
      queryKey: reviewKeys.list(filters),
      queryFn: ({ signal }) => fetchReviewQueue(filters, signal),
      placeholderData: keepPreviousData,
    }),
  );

/** POST /api/admin/listing-review/:id/approve, or /reject with {reason}. */
export function decideListing(input: { id: string; approve: boolean; reason?: string }) {
  const id = encodeURIComponent(input.id);
  return input.approve
    ? apiEnvelope<unknown>(`/admin/listing-review/${id}/approve`, { method: 'POST', role: 'admin', body: {} })
    : apiEnvelope<unknown>(`/admin/listing-review/${id}/reject`, {
        method: 'POST',
        role: 'admin',
        body: { reason: input.reason },
      });
}

export function useDecideListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideListing,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'moderation'] });
    },
  });
}

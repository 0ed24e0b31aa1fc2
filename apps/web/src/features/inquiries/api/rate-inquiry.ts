import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';
import { inquiryKeys } from '@/shared/inquiries/inquiry-keys';
import type { CustomerInquiry } from '@/shared/inquiries/types';

export type RateInput = { id: string; rating: number };

/** POST /api/inquiries/:inquiryId/rating `{rating}`: once, when resolved. */
export function rateInquiry({ id, rating }: RateInput) {
  return apiEnvelope<{ inquiry: CustomerInquiry }>(`/inquiries/${encodeURIComponent(id)}/rating`, {
    method: 'POST',
    role: 'customer',
    body: { rating },
  });
}

export function useRateInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateInquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.mine() }),
  });
}

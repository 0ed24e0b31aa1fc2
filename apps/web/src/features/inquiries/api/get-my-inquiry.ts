import { queryOptions } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client';
import { inquiryKeys } from '@/shared/inquiries/inquiry-keys';
import type { CustomerInquiry } from '@/shared/inquiries/types';

/** GET /api/inquiries/:inquiryId: the customer's view (never the internal notes); marks replies read. */
export async function fetchMyInquiry(id: string, signal?: AbortSignal) {
  const data = await apiRequest<{ inquiry: CustomerInquiry }>(`/inquiries/${encodeURIComponent(id)}`, {
    role: 'customer',
    signal,
  });
  return data.inquiry;
}

export function myInquiryQueryOptions(id: string) {
  return queryOptions({
    queryKey: inquiryKeys.myDetail(id),
    queryFn: ({ signal }) => fetchMyInquiry(id, signal),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}

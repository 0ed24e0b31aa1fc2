import { INQUIRY_PAGE_SIZE } from '@market/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { inquiryKeys } from '@/shared/inquiries/inquiry-keys';
import type { InquiryList } from '@/shared/inquiries/types';

/** GET /api/inquiries?page&limit: the customer's own inquiries, latest activity first. */
export function fetchMyInquiries(page: number, signal?: AbortSignal) {
  return apiRequest<InquiryList>('/inquiries', {
    role: 'customer',
    query: { page, limit: INQUIRY_PAGE_SIZE },
    signal,
  });
}

export function myInquiriesQueryOptions(page: number) {
  return queryOptions({
    queryKey: inquiryKeys.myList(page),
    queryFn: ({ signal }) => fetchMyInquiries(page, signal),
    placeholderData: keepPreviousData,
  });
}

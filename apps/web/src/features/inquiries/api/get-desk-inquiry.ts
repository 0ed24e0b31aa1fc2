import { queryOptions } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client';
import { inquiryKeys } from '@/shared/inquiries/inquiry-keys';
import type { DeskInquiry, DeskScope } from '@/shared/inquiries/types';
import { DESKS } from './desk';

/** GET /api/vendors/inquiries/:inquiryId (marks the customer's messages read). */
export async function fetchDeskInquiry(scope: DeskScope, id: string, signal?: AbortSignal) {
  const desk = DESKS[scope];
  const data = await apiRequest<{ inquiry: DeskInquiry }>(`${desk.apiBase}/${encodeURIComponent(id)}`, {
    role: desk.role,
    signal,
  });
  return data.inquiry;
}

export function deskInquiryQueryOptions(scope: DeskScope, id: string) {
  return queryOptions({
    queryKey: inquiryKeys.deskDetail(scope, id),
    queryFn: ({ signal }) => fetchDeskInquiry(scope, id, signal),
    // A missing inquiry is final; other failures get the usual retries.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}

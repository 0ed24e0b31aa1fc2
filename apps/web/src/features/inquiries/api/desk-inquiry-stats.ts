import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { inquiryKeys } from '@/shared/inquiries/inquiry-keys';
import type { DeskScope, InquiryStats } from '@/shared/inquiries/types';
import { DESKS } from './desk';

/** GET /api/vendors/inquiries/stats: the four stat cards. */
export async function fetchDeskInquiryStats(scope: DeskScope, signal?: AbortSignal) {
  const desk = DESKS[scope];
  const data = await apiRequest<{ overview: InquiryStats }>(`${desk.apiBase}/stats`, {
    role: desk.role,
    signal,
  });
  return data.overview;
}

export function deskInquiryStatsQueryOptions(scope: DeskScope) {
  return queryOptions({
    queryKey: inquiryKeys.deskStats(scope),
    queryFn: ({ signal }) => fetchDeskInquiryStats(scope, signal),
  });
}

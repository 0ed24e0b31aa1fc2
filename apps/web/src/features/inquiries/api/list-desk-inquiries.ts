import { INQUIRY_PAGE_SIZE } from '@market/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { inquiryKeys } from '@/shared/inquiries/inquiry-keys';
import type { DeskScope, InquiryList } from '@/shared/inquiries/types';
import { DESKS } from './desk';

export type DeskListQuery = {
  page: number;
  status?: string | undefined;
  priority?: string | undefined;
  category?: string | undefined;
  search?: string | undefined;
  sortBy: string;
  sortOrder: string;
  /** Admin only: 'desk' (default), 'vendors' or 'all'. */
  scope?: string | undefined;
};

/** GET /api/vendors/inquiries (or /api/admin/inquiries): one page of 20 with the filters and sort. */
export function fetchDeskInquiries(scope: DeskScope, query: DeskListQuery, signal?: AbortSignal) {
  const desk = DESKS[scope];
  return apiRequest<InquiryList>(desk.apiBase, {
    role: desk.role,
    query: { ...query, limit: INQUIRY_PAGE_SIZE },
    signal,
  });
}

export function deskInquiriesQueryOptions(scope: DeskScope, query: DeskListQuery) {
  return queryOptions({
    queryKey: inquiryKeys.deskList(scope, query),
    queryFn: ({ signal }) => fetchDeskInquiries(scope, query, signal),
    placeholderData: keepPreviousData,
  });
}

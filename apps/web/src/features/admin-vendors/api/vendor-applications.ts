import type { ApplicationStatus } from '@market/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Pagination, VendorApplication } from './types';

export type ApplicationFilters = {
  status?: ApplicationStatus | undefined;
  search?: string;
  page: number;
  limit?: number;
};
export type ApplicationList = {
  applications: VendorApplication[];
  pagination: Pagination;
  /** Applications per status, over all of them (for the filter tabs). */
  counts: Partial<Record<ApplicationStatus, number>>;
};

export const APPLICATIONS_PAGE_SIZE = 10;

/** GET /api/admin/vendor-applications?status&search&page&limit */
export function fetchVendorApplications(filters: ApplicationFilters, signal?: AbortSignal) {
  return apiRequest<ApplicationList>('/admin/vendor-applications', {
    role: 'admin',
    signal,
    query: {
      status: filters.status,
      search: filters.search,
      page: filters.page,
      limit: filters.limit ?? APPLICATIONS_PAGE_SIZE,
    },
  });
}

export function vendorApplicationsQueryOptions(filters: ApplicationFilters) {
  return queryOptions({
    queryKey: ['admin', 'vendor-applications', 'list', filters],
    queryFn: ({ signal }) => fetchVendorApplications(filters, signal),
    placeholderData: keepPreviousData,
  });
}

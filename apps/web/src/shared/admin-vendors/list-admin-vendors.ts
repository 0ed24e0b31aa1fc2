import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { VendorVerificationStatus } from '@/lib/account-types';
import { apiRequest } from '@/lib/api-client';
import type { PageInfo } from '@/lib/pagination';
import type { AdminVendor } from './admin-vendor';

export type VendorFilters = {
  status?: VendorVerificationStatus | undefined;
  search?: string;
  page: number;
  limit?: number;
};

export const VENDORS_PAGE_SIZE = 10;

/** GET /api/admin/vendors?status&search&page&limit */
export function fetchAdminVendors(filters: VendorFilters, signal?: AbortSignal) {
  return apiRequest<{ vendors: AdminVendor[]; pagination: PageInfo }>('/admin/vendors', {
    role: 'admin',
    signal,
    query: {
      status: filters.status,
      search: filters.search,
      page: filters.page,
      limit: filters.limit ?? VENDORS_PAGE_SIZE,
    },
  });
}

export function adminVendorsQueryOptions(filters: VendorFilters) {
  return queryOptions({
    queryKey: ['admin', 'vendors', 'list', filters],
    queryFn: ({ signal }) => fetchAdminVendors(filters, signal),
    placeholderData: keepPreviousData,
  });
}

import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { CommissionSummary, MonthlyRecord } from '@/shared/commissions';
import { adminCommissionsKey } from './admin-commission-keys';

/** GET /api/admin/vendors/:id/commissions?year: this year's summary and the months of `year`. */
export type AdminVendorCommissions = {
  summary: CommissionSummary;
  records: MonthlyRecord[];
  pagination: { currentPage: number; totalPages: number; totalReports: number };
  vendorCommissionRate: number;
};

export function fetchAdminVendorCommissions(vendorId: string, year: number, signal?: AbortSignal) {
  return apiRequest<AdminVendorCommissions>(`/admin/vendors/${encodeURIComponent(vendorId)}/commissions`, {
    role: 'admin',
    query: { year },
    signal,
  });
}

export function adminVendorCommissionsQueryOptions(vendorId: string, year: number) {
  return queryOptions({
    queryKey: [...adminCommissionsKey, vendorId, year],
    queryFn: ({ signal }) => fetchAdminVendorCommissions(vendorId, year, signal),
    retry: false,
  });
}

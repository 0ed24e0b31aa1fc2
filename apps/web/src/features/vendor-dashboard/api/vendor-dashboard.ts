import { queryOptions } from '@tanstack/react-query';
import type { VendorSummary } from '@/lib/account-types';
import { apiRequest } from '@/lib/api-client';

/** GET /api/vendors/dashboard: the commission rate that applies (own or the marketplace's), in percent. */
export type VendorDashboard = { commissionRate: number; vendor: VendorSummary };

export function vendorDashboardQueryOptions() {
  return queryOptions({
    queryKey: ['vendor', 'dashboard', 'summary'],
    queryFn: ({ signal }) => apiRequest<VendorDashboard>('/vendors/dashboard', { role: 'vendor', signal }),
  });
}

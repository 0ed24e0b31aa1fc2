import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/vendors/:id: one vendor (the fields this feature shows). */
export type AdminVendor = {
  _id: string;
  businessName: string;
  email: string;
  effectiveCommissionRate: number;
};

export function adminVendorQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: ['admin', 'vendors', vendorId],
    queryFn: ({ signal }) =>
      apiRequest<AdminVendor>(`/admin/vendors/${encodeURIComponent(vendorId)}`, { role: 'admin', signal }),
    retry: false,
  });
}

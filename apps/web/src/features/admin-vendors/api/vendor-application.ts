import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { VendorApplication } from './types';

export const vendorApplicationQueryKey = (applicationId: string) =>
  ['admin', 'vendor-applications', 'detail', applicationId] as const;

/** GET /api/admin/vendor-applications/:applicationId */
export function fetchVendorApplication(applicationId: string, signal?: AbortSignal) {
  return apiRequest<VendorApplication>(`/admin/vendor-applications/${encodeURIComponent(applicationId)}`, {
    role: 'admin',
    signal,
  });
}

export function vendorApplicationQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: vendorApplicationQueryKey(applicationId),
    queryFn: ({ signal }) => fetchVendorApplication(applicationId, signal),
  });
}

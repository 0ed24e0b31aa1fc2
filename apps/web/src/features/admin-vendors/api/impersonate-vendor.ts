import { useMutation } from '@tanstack/react-query';
import type { VendorSummary } from '@/lib/account-types';
import { apiRequest } from '@/lib/api-client';

export type ImpersonationStart = { token: string; vendor: VendorSummary; expiresAt: string };

/** POST /api/admin/vendors/:id/impersonate: a one-hour `imp_` vendor session (audited). */
export function impersonateVendor(vendorId: string): Promise<ImpersonationStart> {
  return apiRequest<ImpersonationStart>(`/admin/vendors/${encodeURIComponent(vendorId)}/impersonate`, {
    method: 'POST',
    role: 'admin',
  });
}

export function useImpersonateVendor() {
  return useMutation({ mutationKey: ['admin', 'vendors', 'impersonate'], mutationFn: impersonateVendor });
}

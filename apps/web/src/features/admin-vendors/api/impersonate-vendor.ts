import { useMutation } from '@tanstack/react-query';
import type { VendorSummary } from '@/lib/account-types';
import { apiRequest } from '@/lib/api-client';

export type ImpersonationStart = {
  token: string;
  vendor: VendorSummary;
  expiresAt: string;
  readOnly: boolean;
};

export type ImpersonationRequest = {
  vendorId: string;
  /** The portal opens read-only: every change answers 403 (decision 0036). */
  readOnly: boolean;
};

/**
 * POST /api/admin/vendors/:id/impersonate: an `imp_` vendor session (audited) for an hour at most,
 * ended with the admin's own session.
 */
export function impersonateVendor({ vendorId, readOnly }: ImpersonationRequest): Promise<ImpersonationStart> {
  return apiRequest<ImpersonationStart>(`/admin/vendors/${encodeURIComponent(vendorId)}/impersonate`, {
    method: 'POST',
    role: 'admin',
    body: { readOnly },
  });
}

export function useImpersonateVendor() {
  return useMutation({ mutationKey: ['admin', 'vendors', 'impersonate'], mutationFn: impersonateVendor });
}

import { useMutation } from '@tanstack/react-query';
import type { VendorSummary } from '@/lib/account-types';
import { apiRequest } from '@/lib/api-client';
import type { LoginCredentials } from './login-types';

export type VendorLoginResult = { vendor: VendorSummary; token: string; expiresAt: string };

/** POST /api/vendors/login */
export function vendorLogin(credentials: LoginCredentials): Promise<VendorLoginResult> {
  return apiRequest<VendorLoginResult>('/vendors/login', { method: 'POST', body: credentials });
}

export function useVendorLogin() {
  return useMutation({ mutationKey: ['vendor', 'login'], mutationFn: vendorLogin });
}

import { useMutation } from '@tanstack/react-query';
import type { AccountUser } from '@/lib/account-types';
import { apiRequest } from '@/lib/api-client';
import type { LoginCredentials } from './login-types';

export type AdminLoginResult = { admin: AccountUser; token: string; expiresAt: string };

/** POST /api/admin/login */
export function adminLogin(credentials: LoginCredentials): Promise<AdminLoginResult> {
  return apiRequest<AdminLoginResult>('/admin/login', { method: 'POST', body: credentials });
}

export function useAdminLogin() {
  return useMutation({ mutationKey: ['admin', 'login'], mutationFn: adminLogin });
}

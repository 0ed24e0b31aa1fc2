import { useMutation } from '@tanstack/react-query';
import type { AccountUser } from '@/lib/account-types';
import { apiRequest } from '@/lib/api-client';
import type { LoginCredentials } from './login-types';

export type CustomerLoginResult = { user: AccountUser; token: string; expiresAt: string };

/** POST /api/auth/login */
export function customerLogin(credentials: LoginCredentials): Promise<CustomerLoginResult> {
  return apiRequest<CustomerLoginResult>('/auth/login', { method: 'POST', body: credentials });
}

export function useCustomerLogin() {
  return useMutation({ mutationKey: ['customer', 'login'], mutationFn: customerLogin });
}

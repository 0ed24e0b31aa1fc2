import { useMutation } from '@tanstack/react-query';
import type { AccountUser } from '@/lib/account-types';
import { apiRequest } from '@/lib/api-client';

export type RegisterInput = { name: string; email: string; password: string; phone?: string };
export type RegisterResult = { user: AccountUser; token: string; expiresAt?: string };

/** POST /api/auth/register: creates the customer account (e-mail verified first) and signs in. */
export function registerCustomer(input: RegisterInput): Promise<RegisterResult> {
  const body: RegisterInput = { name: input.name, email: input.email, password: input.password };
  if (input.phone?.trim()) body.phone = input.phone.trim();
  return apiRequest<RegisterResult>('/auth/register', { method: 'POST', body });
}

export function useRegisterCustomer() {
  return useMutation({ mutationKey: ['register', 'create'], mutationFn: registerCustomer });
}

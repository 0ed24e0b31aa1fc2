import { useMutation } from '@tanstack/react-query';
import type { AccountUser } from '@/lib/account-types';
import { apiEnvelope, apiRequest } from '@/lib/api-client';

/** POST /api/email-verification/send-customer-otp {email, name}: e-mails a six-digit sign-up code. */
export async function sendCustomerCode(input: { email: string; name: string }): Promise<string | undefined> {
  return (
    await apiEnvelope<unknown>('/email-verification/send-customer-otp', { method: 'POST', body: input })
  ).message;
}

/** POST /api/email-verification/resend-otp: a new code after the cooldown. */
export async function resendCustomerCode(input: {
  email: string;
  name: string;
}): Promise<string | undefined> {
  return (
    await apiEnvelope<unknown>('/email-verification/resend-otp', {
      method: 'POST',
      body: { email: input.email, name: input.name, type: 'customer' },
    })
  ).message;
}

/** POST /api/email-verification/verify-customer-otp {email, otp}. */
export async function verifyCustomerCode(input: { email: string; otp: string }): Promise<string | undefined> {
  return (
    await apiEnvelope<unknown>('/email-verification/verify-customer-otp', { method: 'POST', body: input })
  ).message;
}

export type RegisterInput = { name: string; email: string; password: string; phone?: string };
export type RegisterResult = { user: AccountUser; token: string; expiresAt?: string };

/** POST /api/auth/register: creates the customer account (e-mail verified first) and signs in. */
export function registerCustomer(input: RegisterInput): Promise<RegisterResult> {
  const body: RegisterInput = { name: input.name, email: input.email, password: input.password };
  if (input.phone?.trim()) body.phone = input.phone.trim();
  return apiRequest<RegisterResult>('/auth/register', { method: 'POST', body });
}

export function useSendCustomerCode() {
  return useMutation({ mutationKey: ['register', 'send-code'], mutationFn: sendCustomerCode });
}

export function useResendCustomerCode() {
  return useMutation({ mutationKey: ['register', 'resend-code'], mutationFn: resendCustomerCode });
}

export function useVerifyCustomerCode() {
  return useMutation({ mutationKey: ['register', 'verify-code'], mutationFn: verifyCustomerCode });
}

export function useRegisterCustomer() {
  return useMutation({ mutationKey: ['register', 'create'], mutationFn: registerCustomer });
}

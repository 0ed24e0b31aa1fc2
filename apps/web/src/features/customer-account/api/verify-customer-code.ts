import { useMutation } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';

/** POST /api/email-verification/verify-customer-otp {email, otp}. */
export async function verifyCustomerCode(input: { email: string; otp: string }): Promise<string | undefined> {
  return (
    await apiEnvelope<unknown>('/email-verification/verify-customer-otp', { method: 'POST', body: input })
  ).message;
}

export function useVerifyCustomerCode() {
  return useMutation({ mutationKey: ['register', 'verify-code'], mutationFn: verifyCustomerCode });
}

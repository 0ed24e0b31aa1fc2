import { useMutation } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';

/** POST /api/email-verification/send-customer-otp {email, name}: e-mails a six-digit sign-up code. */
export async function sendCustomerCode(input: { email: string; name: string }): Promise<string | undefined> {
  return (
    await apiEnvelope<unknown>('/email-verification/send-customer-otp', { method: 'POST', body: input })
  ).message;
}

export function useSendCustomerCode() {
  return useMutation({ mutationKey: ['register', 'send-code'], mutationFn: sendCustomerCode });
}

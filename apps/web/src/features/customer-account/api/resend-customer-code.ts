import { useMutation } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';

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

export function useResendCustomerCode() {
  return useMutation({ mutationKey: ['register', 'resend-code'], mutationFn: resendCustomerCode });
}

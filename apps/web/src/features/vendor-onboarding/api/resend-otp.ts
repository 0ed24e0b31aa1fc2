import { useMutation } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';

export type ResendOtpInput =
  | { email: string; type: 'vendor'; businessName: string }
  | { email: string; type: 'customer'; name: string };

/** POST /api/email-verification/resend-otp: replaces the code (refused with 429 during the cooldown). */
export async function resendOtp(input: ResendOtpInput): Promise<string | undefined> {
  const { message } = await apiEnvelope<undefined>('/email-verification/resend-otp', {
    method: 'POST',
    body: input,
  });
  return message;
}

export function useResendOtp() {
  return useMutation({ mutationKey: ['vendor-onboarding', 'resend-otp'], mutationFn: resendOtp });
}

import { useMutation } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';

export type VerifyVendorOtpInput = { email: string; otp: string };

/** POST /api/email-verification/verify-vendor-otp. Returns the server's message ('Email verified successfully'). */
export async function verifyVendorOtp(input: VerifyVendorOtpInput): Promise<string | undefined> {
  const { message } = await apiEnvelope<undefined>('/email-verification/verify-vendor-otp', {
    method: 'POST',
    body: input,
  });
  return message;
}

export function useVerifyVendorOtp() {
  return useMutation({ mutationKey: ['vendor-onboarding', 'verify-otp'], mutationFn: verifyVendorOtp });
}

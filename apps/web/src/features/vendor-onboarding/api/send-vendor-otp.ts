import { useMutation } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';

export type SendVendorOtpInput = { email: string; businessName: string };

/** POST /api/email-verification/send-vendor-otp: e-mails a 6-digit code. Returns the server's message. */
export async function sendVendorOtp(input: SendVendorOtpInput): Promise<string | undefined> {
  const { message } = await apiEnvelope<undefined>('/email-verification/send-vendor-otp', {
    method: 'POST',
    body: input,
  });
  return message;
}

export function useSendVendorOtp() {
  return useMutation({ mutationKey: ['vendor-onboarding', 'send-otp'], mutationFn: sendVendorOtp });
}

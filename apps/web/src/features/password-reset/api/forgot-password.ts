import type { Role } from '@market/domain';
import { useMutation } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';

export type ForgotPasswordInput = { email: string; role: Role };

/**
 * POST /api/auth/forgot-password: e-mails a 6-digit reset code when the account exists. Always
 * answers the same ('If an account exists for this email, ...'); resolves with that message.
 */
export async function forgotPassword(input: ForgotPasswordInput): Promise<string | undefined> {
  const { message } = await apiEnvelope<undefined>('/auth/forgot-password', { method: 'POST', body: input });
  return message;
}

export function useForgotPassword() {
  return useMutation({ mutationKey: ['password-reset', 'request'], mutationFn: forgotPassword });
}

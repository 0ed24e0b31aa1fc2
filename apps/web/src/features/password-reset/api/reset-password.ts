import type { Role } from '@market/domain';
import { useMutation } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';

export type ResetPasswordInput = {
  email: string;
  role: Role;
  code: string;
  newPassword: string;
  confirmPassword: string;
};

/** POST /api/auth/reset-password: sets the new password and signs the account out everywhere. */
export async function resetPassword(input: ResetPasswordInput): Promise<string | undefined> {
  const { message } = await apiEnvelope<undefined>('/auth/reset-password', { method: 'POST', body: input });
  return message;
}

export function useResetPassword() {
  return useMutation({ mutationKey: ['password-reset', 'reset'], mutationFn: resetPassword });
}

import { useMutation } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';

export type ChangePasswordInput = { currentPassword: string; newPassword: string; confirmPassword: string };

/**
 * PUT /api/vendors/change-password: revokes the vendor's other sessions (this one stays valid).
 * Resolves with the server's message ('Password changed successfully').
 */
export async function changeVendorPassword(input: ChangePasswordInput): Promise<string | undefined> {
  const { message } = await apiEnvelope<undefined>('/vendors/change-password', {
    method: 'PUT',
    body: input,
    role: 'vendor',
  });
  return message;
}

export function useChangeVendorPassword() {
  return useMutation({ mutationKey: ['vendor', 'change-password'], mutationFn: changeVendorPassword });
}

import type { ProfileUpdateInput } from '@market/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';
import { type VendorProfile, vendorProfileQueryKey } from '@/shared/vendor-profile/profile';

export type ProfileUpdateResult = { vendor: VendorProfile; message: string | undefined };

/** PUT /api/vendors/profile with one tab's fields ('Profile updated successfully!'). */
export async function updateVendorProfile(changes: ProfileUpdateInput): Promise<ProfileUpdateResult> {
  const { data, message } = await apiEnvelope<{ vendor: VendorProfile }>('/vendors/profile', {
    method: 'PUT',
    body: changes,
    role: 'vendor',
  });
  return { vendor: data.vendor, message };
}

export function useUpdateVendorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['vendor', 'profile', 'update'],
    mutationFn: updateVendorProfile,
    onSuccess: ({ vendor }) => queryClient.setQueryData(vendorProfileQueryKey, vendor),
  });
}

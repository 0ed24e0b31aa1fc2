import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type VendorProfile, vendorProfileQueryKey } from '@/shared/vendor-profile/profile';

export type LogoUploadResult = { logo: string; vendor: VendorProfile };

/** POST /api/vendors/profile/logo, multipart field `logo` (415 wrong type, 413 too large). */
export function uploadVendorLogo(file: File): Promise<LogoUploadResult> {
  const body = new FormData();
  body.append('logo', file);
  return apiRequest<LogoUploadResult>('/vendors/profile/logo', { method: 'POST', body, role: 'vendor' });
}

export function useUploadVendorLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['vendor', 'profile', 'logo'],
    mutationFn: uploadVendorLogo,
    onSuccess: ({ vendor }) => queryClient.setQueryData(vendorProfileQueryKey, vendor),
  });
}

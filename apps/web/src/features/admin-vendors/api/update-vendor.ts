import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VendorVerificationStatus } from '@/lib/account-types';
import { apiEnvelope } from '@/lib/api-client';
import type { AdminVendor } from '@/shared/admin-vendors/admin-vendor';

export type VendorUpdate = {
  id: string;
  verificationStatus?: VendorVerificationStatus;
  /** Percent 0..100, or null for the marketplace rate. */
  commissionRate?: number | null;
};

/** PUT /api/admin/vendors/:id */
export async function updateAdminVendor({ id, ...changes }: VendorUpdate) {
  const { data, message } = await apiEnvelope<AdminVendor>(`/admin/vendors/${encodeURIComponent(id)}`, {
    method: 'PUT',
    role: 'admin',
    body: changes,
  });
  return { vendor: data, message };
}

export function useUpdateAdminVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'vendors', 'update'],
    mutationFn: updateAdminVendor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'vendors', 'list'] }),
  });
}

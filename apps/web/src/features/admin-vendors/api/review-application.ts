import type { ReviewAction } from '@market/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';
import type { VendorApplication } from './types';
import { vendorApplicationQueryKey } from './vendor-application';

export type ReviewInput = { applicationId: string; status: ReviewAction; notes?: string | undefined };

/**
 * PUT /api/admin/vendor-applications/:applicationId/status. Approval creates the vendor account;
 * approved and rejected are final (409 ILLEGAL_TRANSITION).
 */
export async function reviewApplication({ applicationId, status, notes }: ReviewInput) {
  const { data, message } = await apiEnvelope<VendorApplication>(
    `/admin/vendor-applications/${encodeURIComponent(applicationId)}/status`,
    { method: 'PUT', role: 'admin', body: notes ? { status, notes } : { status } },
  );
  return { application: data, message };
}

export function useReviewApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'vendor-applications', 'review'],
    mutationFn: reviewApplication,
    onSuccess: ({ application }) => {
      queryClient.setQueryData(vendorApplicationQueryKey(application.applicationId), application);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'vendor-applications', 'list'] });
      // An approval adds a vendor.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'vendors'] });
    },
  });
}

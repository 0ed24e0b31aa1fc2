import type { BusinessType, VendorApplicationInput } from '@market/domain';
import { useMutation } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';
import { saveApplicationKey } from '@/lib/application-keys';

export type VendorApplicationPayload = VendorApplicationInput & { businessType: BusinessType };
export type ApplyResult = { applicationId: string; message: string | undefined };

/** POST /api/vendors/apply: needs a vendor code verified for the e-mail in the last 30 minutes. */
export async function applyAsVendor(payload: VendorApplicationPayload): Promise<ApplyResult> {
  const { data, message } = await apiEnvelope<{ applicationId: string; statusKey: string }>(
    '/vendors/apply',
    { method: 'POST', body: payload },
  );
  // Only this browser will be shown the temporary password once the application is approved.
  saveApplicationKey(data.applicationId, data.statusKey);
  return { applicationId: data.applicationId, message };
}

export function useApplyAsVendor() {
  return useMutation({ mutationKey: ['vendor-onboarding', 'apply'], mutationFn: applyAsVendor });
}

import { MESSAGES } from '@market/domain';
import type { VendorSummary } from '@/lib/account-types';

/** Why a vendor cannot add products yet (its account status message), or null once approved. */
export function addBlockedReason(vendor: Pick<VendorSummary, 'verificationStatus'>): string | null {
  if (vendor.verificationStatus === 'approved') return null;
  const messages: Record<string, string> = MESSAGES.vendorStatus;
  return messages[vendor.verificationStatus] ?? MESSAGES.vendorStatus.pending;
}

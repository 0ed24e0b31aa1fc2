import { vocabularyLabels } from '@market/domain';
import { StatusBadge } from '@/components/ui/status-badge';
import type { VendorVerificationStatus } from '@/lib/account-types';

export const VENDOR_STATUS_LABELS: Readonly<Record<VendorVerificationStatus, string>> =
  vocabularyLabels('vendor');

/** The vendor's verification status as a coloured badge, in the vocabulary's words. */
export function VendorStatusBadge({
  status,
  className,
}: {
  status: VendorVerificationStatus;
  className?: string;
}) {
  return <StatusBadge kind="vendor" value={status} className={className} />;
}

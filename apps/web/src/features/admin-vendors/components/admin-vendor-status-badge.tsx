import { vocabularyLabels } from '@market/domain';
import { StatusBadge } from '@/components/ui/status-badge';
import type { VendorVerificationStatus } from '@/lib/account-types';

export const ADMIN_VENDOR_STATUS_LABELS: Readonly<Record<VendorVerificationStatus, string>> =
  vocabularyLabels('vendor');

/** Spec 001 section 4: approved green, pending yellow, anything else red; default label Pending. */
export function AdminVendorStatusBadge({ status }: { status: string | null | undefined }) {
  return <StatusBadge kind="vendor" value={status || 'pending'} />;
}

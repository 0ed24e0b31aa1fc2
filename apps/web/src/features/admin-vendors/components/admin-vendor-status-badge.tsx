import { Badge } from '@/components/ui/badge';
import type { VendorVerificationStatus } from '@/lib/account-types';

export const ADMIN_VENDOR_STATUS_LABELS: Record<VendorVerificationStatus, string> = {
  pending: 'Pending',
  under_review: 'Under Review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Spec 001 section 4: approved green, pending yellow, anything else red; default label Pending. */
export function AdminVendorStatusBadge({ status }: { status: string | null | undefined }) {
  const tone = status === 'approved' ? 'green' : status === 'pending' || !status ? 'yellow' : 'red';
  const label = status
    ? (ADMIN_VENDOR_STATUS_LABELS[status as VendorVerificationStatus] ?? status)
    : 'Pending';
  return <Badge tone={tone}>{label}</Badge>;
}

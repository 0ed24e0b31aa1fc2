import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { VendorVerificationStatus } from '@/lib/account-types';

export const VENDOR_STATUS_LABELS: Record<VendorVerificationStatus, string> = {
  pending: 'Pending approval',
  under_review: 'Under review',
  approved: 'Approved',
  rejected: 'Rejected',
};

const TONES: Record<VendorVerificationStatus, BadgeTone> = {
  pending: 'yellow',
  under_review: 'yellow',
  approved: 'green',
  rejected: 'red',
};

/** The vendor's verification status as a coloured badge. */
export function VendorStatusBadge({
  status,
  className,
}: {
  status: VendorVerificationStatus;
  className?: string;
}) {
  return (
    <Badge tone={TONES[status] ?? 'neutral'} className={className}>
      {VENDOR_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

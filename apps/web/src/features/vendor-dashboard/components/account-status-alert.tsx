import { MESSAGES } from '@market/domain';
import { Alert } from '@/components/ui/alert';
import type { VendorVerificationStatus } from '@/lib/account-types';

const TITLES = {
  pending: 'Account pending approval',
  under_review: 'Account under review',
  rejected: 'Application rejected',
} as const;

/**
 * The account-status warning for a vendor that is not approved (spec 000 section 6): yellow while
 * pending or under review, red when rejected. Nothing for an approved vendor.
 */
export function AccountStatusAlert({ status }: { status: VendorVerificationStatus }) {
  if (status === 'approved') return null;
  return (
    <Alert tone={status === 'rejected' ? 'danger' : 'warning'} title={TITLES[status]}>
      {MESSAGES.vendorStatus[status]}
    </Alert>
  );
}

import { Avatar } from '@/components/ui/avatar';
import type { VendorSummary } from '@/lib/account-types';
import { VendorStatusBadge } from './vendor-status-badge';

/** Logo (or first letter of the business name in a coloured circle), business name and status. */
export function VendorIdentity({ vendor }: { vendor: VendorSummary }) {
  return (
    <div className="flex min-w-0 items-center gap-3 pr-8 lg:pr-0">
      <Avatar name={vendor.businessName} src={vendor.logo} size="lg" />
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-slate-900" title={vendor.businessName}>
          {vendor.businessName}
        </p>
        <VendorStatusBadge status={vendor.verificationStatus} className="mt-1" />
      </div>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import type { VendorSummary } from '@/lib/account-types';
import { VendorStatusBadge } from '@/shared/vendor-account';
import { vendorDashboardQueryOptions } from '../api/vendor-dashboard';

function commissionText(own: number | null, effective: number | undefined): string {
  if (own !== null) return `${own}%`;
  return effective === undefined ? 'Marketplace default' : `${effective}% (marketplace rate)`;
}

/** What the session knows about the vendor's account. */
export function AccountSummary({ vendor }: { vendor: VendorSummary }) {
  const dashboard = useQuery(vendorDashboardQueryOptions());
  return (
    <Card>
      <CardHeader title="Your account" />
      <CardBody>
        <dl className="space-y-3 text-sm">
          <div className="flex items-center justify-between gap-4">
            <dt className="text-slate-500">Status</dt>
            <dd>
              <VendorStatusBadge status={vendor.verificationStatus} />
            </dd>
          </div>
          <div className="flex items-center justify-between gap-4">
            <dt className="text-slate-500">Email</dt>
            <dd className="min-w-0 font-medium text-slate-900">
              <EmailAddress email={vendor.email} truncate className="block" />
            </dd>
          </div>
          <div className="flex items-center justify-between gap-4">
            <dt className="text-slate-500">Commission rate</dt>
            <dd className="font-medium text-slate-900">
              {commissionText(vendor.commissionRate, dashboard.data?.commissionRate)}
            </dd>
          </div>
        </dl>
      </CardBody>
    </Card>
  );
}

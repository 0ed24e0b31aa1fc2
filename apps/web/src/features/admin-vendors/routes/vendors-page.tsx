import { DEFAULT_COMMISSION_RATE, VENDOR_VERIFICATION_STATUSES } from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { CircleDollarSign, ExternalLink, Pencil, Store } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { EmailAddress } from '@/components/ui/email-address';
import { EmptyState } from '@/components/ui/empty-state';
import { ListState, queryFailure } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import { Table, tdClasses, thClasses } from '@/components/ui/table';
import type { VendorVerificationStatus } from '@/lib/account-types';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { getToken, saveImpersonationMode, saveOriginalAdminToken } from '@/lib/token-storage';
import { useUrlFilters } from '@/lib/use-url-filters';
import type { AdminVendor } from '@/shared/admin-vendors/admin-vendor';
import { adminVendorsQueryOptions } from '@/shared/admin-vendors/list-admin-vendors';
import { useVendorSession } from '@/shared/session';
import { useImpersonateVendor } from '../api/impersonate-vendor';
import { ADMIN_VENDOR_STATUS_LABELS, AdminVendorStatusBadge } from '../components/admin-vendor-status-badge';
import { EditVendorDialog } from '../components/edit-vendor-dialog';

function isStatus(value: string | null): value is VendorVerificationStatus {
  return value !== null && (VENDOR_VERIFICATION_STATUSES as readonly string[]).includes(value);
}

/** The rate shown for a vendor: its own, or "Default (20%)" from the rate that applies. */
export function commissionLabel(vendor: Pick<AdminVendor, 'commissionRate' | 'effectiveCommissionRate'>) {
  if (vendor.commissionRate !== null) return `${vendor.commissionRate}%`;
  return `Default (${vendor.effectiveCommissionRate ?? DEFAULT_COMMISSION_RATE}%)`;
}

/** /admin/vendors: vendors with status and commission, edit dialog, and "View portal" (impersonation). */
export function AdminVendorsPage() {
  // Filter changes are history entries here (Back undoes a tab or a search).
  const { params, page, setFilters: setFilter, setPage } = useUrlFilters({ replace: false });
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const search = params.get('search') ?? '';
  const query = useQuery(adminVendorsQueryOptions({ status, search, page }));
  const [editing, setEditing] = useState<AdminVendor | null>(null);
  const impersonate = useImpersonateVendor();
  const [readOnly, setReadOnly] = useState(false);
  const vendorSession = useVendorSession();
  const navigate = useNavigate();

  const viewPortal = async (vendor: AdminVendor) => {
    try {
      const result = await impersonate.mutateAsync({ vendorId: vendor._id, readOnly });
      const adminToken = getToken('admin');
      if (adminToken) saveOriginalAdminToken(adminToken);
      saveImpersonationMode(result.token, result.readOnly);
      vendorSession.signIn({ token: result.token, vendor: result.vendor });
      toast.success(
        `Viewing the portal of ${result.vendor.businessName}${result.readOnly ? ' (read-only)' : ''}`,
      );
      navigate('/vendor/dashboard');
    } catch (error) {
      toast.error(errorMessage(error, "The vendor's portal could not be opened. Please try again."));
    }
  };

  const rows = query.data?.vendors ?? [];
  const marketplaceRate = rows.find((v) => v.commissionRate === null)?.effectiveCommissionRate ?? null;

  return (
    <div className="space-y-6">
      <PageHeader
        level={2}
        title="Vendors"
        description="Verification status and commission rate of every vendor; open a vendor's portal to see what they see."
      />

      <Card>
        <div className="flex flex-col gap-3 border-b border-slate-100 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-2">
            <label htmlFor="vendor-status-filter" className="text-sm font-medium text-slate-700">
              Status
            </label>
            <Select
              id="vendor-status-filter"
              value={status ?? ''}
              onChange={(event) => setFilter({ status: event.target.value || undefined })}
              className="w-44"
            >
              <option value="">All statuses</option>
              {VENDOR_VERIFICATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {ADMIN_VENDOR_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          </div>
          <Checkbox
            id="impersonate-read-only"
            label="Open portals read-only"
            checked={readOnly}
            onChange={(event) => setReadOnly(event.target.checked)}
          />
          <SearchBox
            value={search}
            onSearch={(value) => setFilter({ search: value || undefined })}
            label="Search vendors"
            placeholder="Business name or e-mail"
            className="w-full sm:w-80"
          />
        </div>

        <ListState
          inCard
          pending={query.isPending}
          loadingLabel="Loading vendors"
          failure={queryFailure(query, 'The vendors could not be loaded')}
          empty={
            rows.length === 0 ? (
              <EmptyState
                icon={Store}
                level={3}
                title="No vendors found"
                description={
                  search || status
                    ? 'No vendor matches this filter. Try another status or search.'
                    : 'Approved applications become vendors here.'
                }
              />
            ) : null
          }
        >
          <Table aria-busy={query.isFetching || undefined}>
            <caption className="sr-only">Vendors</caption>
            <thead className="border-b border-slate-100 bg-slate-50/60">
              <tr>
                <th scope="col" className={thClasses}>
                  Business
                </th>
                <th scope="col" className={thClasses}>
                  Email
                </th>
                <th scope="col" className={thClasses}>
                  Status
                </th>
                <th scope="col" className={thClasses}>
                  Commission
                </th>
                <th scope="col" className={thClasses}>
                  Joined
                </th>
                <th scope="col" className={cn(thClasses, 'text-right')}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className={cn('divide-y divide-slate-100', query.isFetching && 'refreshing')}>
              {rows.map((vendor) => (
                <tr key={vendor._id} className="hover:bg-slate-50/70">
                  <td className={tdClasses}>
                    <div className="flex items-center gap-3">
                      <Avatar name={vendor.businessName} src={vendor.logo} size="sm" />
                      <div className="min-w-0">
                        <p className="font-medium text-slate-900">{vendor.businessName}</p>
                        <p className="text-xs text-slate-500">
                          {[vendor.contactName, vendor.city].filter(Boolean).join(' · ')}
                        </p>
                      </div>
                    </div>
                  </td>
                  <td className={cn(tdClasses, 'text-slate-700')}>
                    <EmailAddress email={vendor.email} />
                  </td>
                  <td className={tdClasses}>
                    <AdminVendorStatusBadge status={vendor.verificationStatus} />
                  </td>
                  <td className={cn(tdClasses, 'whitespace-nowrap text-slate-700 tabular-nums')}>
                    {commissionLabel(vendor)}
                  </td>
                  <td className={cn(tdClasses, 'whitespace-nowrap text-slate-500')}>
                    {formatDate(vendor.createdAt)}
                  </td>
                  <td className={tdClasses}>
                    <div className="flex justify-end gap-2">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Edit ${vendor.businessName}`}
                        onClick={() => setEditing(vendor)}
                      >
                        <Pencil className="size-4" aria-hidden="true" />
                        Edit
                      </Button>
                      <Link
                        to={`/admin/vendors/${encodeURIComponent(vendor._id)}/commissions`}
                        state={{ businessName: vendor.businessName }}
                        aria-label={`Commissions of ${vendor.businessName}`}
                        className={buttonClasses({ variant: 'outline', size: 'sm' })}
                      >
                        <CircleDollarSign className="size-4" aria-hidden="true" />
                        Commissions
                      </Link>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`View portal of ${vendor.businessName}`}
                        loading={impersonate.isPending && impersonate.variables?.vendorId === vendor._id}
                        disabled={impersonate.isPending}
                        onClick={() => void viewPortal(vendor)}
                      >
                        <ExternalLink className="size-4" aria-hidden="true" />
                        View portal
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          {query.data ? (
            <Pagination
              page={query.data.pagination.currentPage}
              totalPages={query.data.pagination.totalPages}
              onPageChange={setPage}
              pages="neighbours"
              summary={{
                pageSize: query.data.pagination.pageSize,
                totalItems: query.data.pagination.totalItems,
                noun: 'vendors',
              }}
            />
          ) : null}
        </ListState>
      </Card>

      {editing ? (
        <EditVendorDialog
          vendor={editing}
          marketplaceRate={marketplaceRate}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

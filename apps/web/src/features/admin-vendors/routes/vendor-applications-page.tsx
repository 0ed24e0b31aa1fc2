import { APPLICATION_STATUSES, type ApplicationStatus } from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { EmptyState } from '@/components/ui/empty-state';
import { ListState, queryFailure } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { Table, tdClasses, thClasses } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useUrlFilters } from '@/lib/use-url-filters';
import {
  ApplicationStatusBadge,
  applicationStatusLabel,
} from '@/shared/vendor-application/application-status-badge';
import { vendorApplicationsQueryOptions } from '../api/vendor-applications';

/** The filter tabs, in review order; 'draft' only appears when there are drafts. */
const TAB_ORDER: ApplicationStatus[] = [
  'submitted',
  'under_review',
  'more_info_required',
  'approved',
  'rejected',
  'draft',
];

function isStatus(value: string | null): value is ApplicationStatus {
  return value !== null && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/** /admin/vendor-applications: status tabs with counts, search, table, pagination. */
export function VendorApplicationsPage() {
  // Filter changes are history entries here (Back undoes a tab or a search).
  const { params, page, setFilters: setFilter, setPage } = useUrlFilters({ replace: false });
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const search = params.get('search') ?? '';
  const query = useQuery(vendorApplicationsQueryOptions({ status, search, page }));

  const counts = query.data?.counts ?? {};
  const total = Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0);
  const tabs: Array<{ key: ApplicationStatus | undefined; label: string; count: number }> = [
    { key: undefined, label: 'All', count: total },
    ...TAB_ORDER.filter((s) => s !== 'draft' || (counts.draft ?? 0) > 0).map((s) => ({
      key: s,
      label: applicationStatusLabel(s),
      count: counts[s] ?? 0,
    })),
  ];
  const rows = query.data?.applications ?? [];

  return (
    <div className="space-y-6">
      <PageHeader
        level={2}
        title="Vendor Applications"
        description="Review who wants to sell on the marketplace, and approve, reject or ask for more."
      />

      <Card>
        <div className="flex flex-col gap-4 border-b border-slate-100 px-5 py-4 lg:flex-row lg:items-center lg:justify-between">
          <fieldset className="m-0 flex min-w-0 flex-wrap gap-1.5 border-0 p-0">
            <legend className="sr-only">Filter by status</legend>
            {tabs.map((tab) => {
              const active = tab.key === status;
              return (
                <button
                  key={tab.key ?? 'all'}
                  type="button"
                  aria-pressed={active}
                  onClick={() => setFilter({ status: tab.key })}
                  className={cn(
                    'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium transition-colors',
                    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
                    active ? 'bg-indigo-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200',
                  )}
                >
                  {tab.label}
                  <span
                    className={cn(
                      'rounded-full px-1.5 text-xs tabular-nums',
                      active ? 'bg-white text-indigo-700' : 'bg-white text-slate-600',
                    )}
                  >
                    {query.data ? tab.count : '–'}
                  </span>
                </button>
              );
            })}
          </fieldset>
          <SearchBox
            value={search}
            onSearch={(value) => setFilter({ search: value || undefined })}
            label="Search applications"
            placeholder="Business, e-mail, contact or ID"
            className="w-full lg:w-80"
          />
        </div>

        <ListState
          inCard
          pending={query.isPending}
          loadingLabel="Loading applications"
          failure={queryFailure(query, 'The applications could not be loaded')}
          empty={
            rows.length === 0 ? (
              <EmptyState
                icon={Inbox}
                level={3}
                title="No applications found"
                description={
                  search || status
                    ? 'No application matches this filter. Try another status or search.'
                    : 'New vendor applications will appear here.'
                }
              />
            ) : null
          }
        >
          <Table aria-busy={query.isFetching || undefined}>
            <caption className="sr-only">Vendor applications</caption>
            <thead className="border-b border-slate-100 bg-slate-50/60">
              <tr>
                <th scope="col" className={thClasses}>
                  Application
                </th>
                <th scope="col" className={thClasses}>
                  Business
                </th>
                <th scope="col" className={thClasses}>
                  Contact
                </th>
                <th scope="col" className={thClasses}>
                  Status
                </th>
                <th scope="col" className={thClasses}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className={cn('divide-y divide-slate-100', query.isFetching && 'refreshing')}>
              {rows.map((app) => (
                <tr key={app._id} className="hover:bg-slate-50/70">
                  <td className={tdClasses}>
                    <Link
                      to={`/admin/vendor-applications/${app.applicationId}`}
                      className="rounded font-mono text-sm font-medium text-indigo-600 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                    >
                      {app.applicationId}
                    </Link>
                    <p className="mt-0.5 text-xs text-slate-500">{formatDate(app.submittedAt)}</p>
                  </td>
                  <td className={tdClasses}>
                    <p className="font-medium text-slate-900">{app.businessName}</p>
                    <p className="text-xs text-slate-500 capitalize">{app.businessType}</p>
                  </td>
                  <td className={tdClasses}>
                    <p className="text-slate-900">
                      {app.contactPerson.firstName} {app.contactPerson.lastName}
                    </p>
                    <p className="text-xs text-slate-500">
                      <EmailAddress email={app.email} />
                    </p>
                  </td>
                  <td className={tdClasses}>
                    <ApplicationStatusBadge status={app.status} />
                  </td>
                  <td className={cn(tdClasses, 'text-right')}>
                    <Link
                      to={`/admin/vendor-applications/${app.applicationId}`}
                      aria-label={`Review ${app.businessName}`}
                      className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                    >
                      Review
                      <ChevronRight className="size-4" aria-hidden="true" />
                    </Link>
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
                noun: 'applications',
              }}
            />
          ) : null}
        </ListState>
      </Card>
    </div>
  );
}

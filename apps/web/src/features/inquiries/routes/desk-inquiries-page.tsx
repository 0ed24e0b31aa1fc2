import { INQUIRY_MESSAGES } from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListState, queryFailure } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import type { DeskScope } from '@/shared/inquiries/types';
import { DESKS } from '../api/desk';
import { deskInquiryStatsQueryOptions } from '../api/desk-inquiry-stats';
import { deskInquiriesQueryOptions } from '../api/list-desk-inquiries';
import { BulkActionsPanel } from '../components/bulk-actions-panel';
import { InquiryFiltersBar } from '../components/inquiry-filters-bar';
import { InquiryStatsCards } from '../components/inquiry-stats-cards';
import { InquiryTable } from '../components/inquiry-table';
import { TimedBanner } from '../components/timed-banner';
import { useInquiryFilters } from '../use-inquiry-filters';
import { useTimedBanner } from '../use-timed-banner';

const ADMIN_VIEWS = [
  { value: '', label: 'Marketplace desk' },
  { value: 'vendors', label: "Vendors' inquiries" },
] as const;

/** `/vendor/inquiries` (and the admins' `/admin/inquiries`): the help desk list of spec 001. */
export function DeskInquiriesPage({ scope }: { scope: DeskScope }) {
  const filters = useInquiryFilters();
  const { query } = filters;
  const desk = DESKS[scope];
  // Stats and bulk actions cover one desk: a vendor's own, or the marketplace's (admins open a
  // vendor's inquiry one at a time to answer it for the marketplace).
  const editable = scope === 'vendor' || !query.scope || query.scope === 'desk';
  const list = useQuery(deskInquiriesQueryOptions(scope, query));
  const stats = useQuery({ ...deskInquiryStatsQueryOptions(scope), enabled: editable });
  const banner = useTimedBanner();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    // The spec only logs a stats failure.
    if (stats.isError) console.error('Failed to load inquiry stats', stats.error);
  }, [stats.isError, stats.error]);

  // A selection belongs to the rows on screen: a new page or filter starts empty.
  const listKey = JSON.stringify(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared whenever the shown list changes
  useEffect(() => setSelected(new Set()), [listKey]);

  const data = list.data;
  const inquiries = data?.inquiries ?? [];
  const selectedIds = inquiries.filter((inquiry) => selected.has(inquiry._id)).map((i) => i._id);

  return (
    <div className="space-y-5">
      <PageHeader
        level={2}
        title={scope === 'vendor' ? 'Customer Inquiries' : 'Marketplace Inquiries'}
        description={
          scope === 'vendor'
            ? 'Questions from your customers about your products and orders.'
            : "Questions about the marketplace's own products and orders; open a vendor's inquiry to answer it for the marketplace."
        }
      />
      {scope === 'admin' ? (
        <div className="flex items-center gap-2">
          <label htmlFor="inquiry-desk" className="text-sm font-medium text-slate-700">
            Showing
          </label>
          <Select
            id="inquiry-desk"
            className="max-w-56"
            value={query.scope === 'vendors' ? 'vendors' : ''}
            onChange={(event) => filters.setFilter('scope', event.target.value)}
          >
            {ADMIN_VIEWS.map((view) => (
              <option key={view.value} value={view.value}>
                {view.label}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      {editable ? <InquiryStatsCards stats={stats.data} loading={stats.isPending} /> : null}
      <InquiryFiltersBar filters={filters} />
      <TimedBanner banner={banner.banner} />
      {editable && selectedIds.length > 0 ? (
        <BulkActionsPanel
          scope={scope}
          selectedIds={selectedIds}
          banner={banner}
          onDone={() => setSelected(new Set())}
        />
      ) : null}
      <ListState
        pending={list.isPending}
        loadingLabel="Loading inquiries"
        failure={data ? null : queryFailure(list, INQUIRY_MESSAGES.loadListFailed)}
        empty={
          data && inquiries.length === 0 ? (
            <Card>
              <EmptyState
                icon={Inbox}
                title={INQUIRY_MESSAGES.emptyTitle}
                description={
                  filters.filtered ? 'No inquiry matches these filters.' : INQUIRY_MESSAGES.emptyText
                }
              />
            </Card>
          ) : null
        }
      >
        {data ? (
          <Card>
            <InquiryTable
              inquiries={inquiries}
              detailPath={(inquiry) => `${desk.listPath}/${encodeURIComponent(inquiry.inquiryId)}`}
              selection={editable ? { selected, onChange: setSelected } : undefined}
              showVendor={scope === 'admin' && !editable}
              busy={list.isFetching}
            />
            <Pagination
              page={data.pagination.currentPage}
              totalPages={data.pagination.pages}
              onPageChange={filters.setPage}
              label="Inquiry pages"
              pages="neighbours"
              summary={{
                pageSize: data.pagination.pageSize,
                totalItems: data.pagination.total,
                noun: 'results',
              }}
            />
            <p className="border-t border-slate-100 px-5 py-2 text-right text-sm text-slate-500">
              Page {data.pagination.currentPage} of {Math.max(1, data.pagination.pages)}
            </p>
          </Card>
        ) : null}
      </ListState>
    </div>
  );
}

export function VendorInquiriesPage() {
  return <DeskInquiriesPage scope="vendor" />;
}

export function AdminInquiriesPage() {
  return <DeskInquiriesPage scope="admin" />;
}

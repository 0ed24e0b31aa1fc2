import { type PayoutStatus, statusLabel } from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import { useId } from 'react';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { loadErrorMessage } from '@/lib/api-client';
import { useUrlFilters } from '@/lib/use-url-filters';
import { type DeskFilters, PAYOUT_STATUSES, payoutDeskQueryOptions } from '../api/payout-desk';
import { PayoutsTable } from '../components/payouts-table';
import { ScheduleCard } from '../components/schedule-card';
import { VendorHolds } from '../components/vendor-holds';

type StatusTab = PayoutStatus | 'all';

const TABS: { key: StatusTab; label: string }[] = [
  { key: 'all', label: 'All' },
  ...PAYOUT_STATUSES.map((s) => ({ key: s, label: statusLabel('payout', s) })),
];

const EMPTY: Record<StatusTab, string> = {
  all: 'No payout has been sent yet.',
  pending: 'No payout is in transit.',
  paid: 'No payout has been confirmed paid yet.',
  failed: 'No payout has failed.',
};

function filtersFrom(params: URLSearchParams, page: number): DeskFilters {
  const status = params.get('status');
  return {
    status: (PAYOUT_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as PayoutStatus)
      : undefined,
    page,
  };
}

/** `/admin/payouts`: the schedule and Run payouts now, who is due and held, and every payout by status. */
export function AdminPayoutsPage() {
  const ids = useId();
  const { params, page, setFilters, setPage } = useUrlFilters({ replace: false });
  const filters = filtersFrom(params, page);
  const tab: StatusTab = filters.status ?? 'all';
  const query = useQuery(payoutDeskQueryOptions(filters));
  const desk = query.data;

  return (
    <div className="space-y-5">
      <PageHeader
        level={2}
        title="Payouts"
        description="Vendors' earnings sent by bank transfer: run the payouts, confirm each transfer, hold a vendor."
        actions={
          query.isFetching && desk ? <Spinner size="sm" label="Updating" className="text-indigo-600" /> : null
        }
      />
      {desk ? (
        <>
          <ScheduleCard desk={desk} />
          <VendorHolds desk={desk} />
          <Card>
            <CardHeader
              title="Payouts"
              description="Newest first. Confirm each transfer once your bank shows it."
            />
            <div className="px-5 pt-2">
              <Tabs
                tabs={TABS}
                selected={tab}
                onSelect={(key) => setFilters({ status: key === 'all' ? undefined : key })}
                label="Payout status"
                idPrefix={ids}
              />
            </div>
            <TabPanel idPrefix={ids} tabKey={tab} className="pt-0">
              {desk.payouts.length === 0 ? (
                <EmptyState level={3} icon={Landmark} title={EMPTY[tab]} />
              ) : (
                <>
                  <PayoutsTable payouts={desk.payouts} currency={desk.currency} />
                  <Pagination
                    page={desk.pagination.currentPage}
                    totalPages={desk.pagination.totalPages}
                    onPageChange={setPage}
                    label="Payout pages"
                    summary={{
                      pageSize: desk.pagination.pageSize,
                      totalItems: desk.pagination.totalItems,
                      noun: desk.pagination.totalItems === 1 ? 'payout' : 'payouts',
                    }}
                  />
                </>
              )}
            </TabPanel>
          </Card>
        </>
      ) : query.isError ? (
        <LoadError
          title="The payouts desk could not be loaded"
          onRetry={() => void query.refetch()}
          error={query.error}
        >
          {loadErrorMessage(query.error)}
        </LoadError>
      ) : (
        <PageSkeleton label="Loading payouts" />
      )}
    </div>
  );
}

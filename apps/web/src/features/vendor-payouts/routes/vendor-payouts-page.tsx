import { useQuery } from '@tanstack/react-query';
import { Wallet } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { Pagination } from '@/components/ui/pagination';
import { loadErrorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useUrlFilters } from '@/lib/use-url-filters';
import { formatRunDay, payoutDate } from '@/shared/payouts';
import { type VendorPayouts, vendorPayoutsQueryOptions } from '../api/get-vendor-payouts';
import { BalanceCards, NextPayoutCard } from '../components/balance-cards';
import { PayoutHistory } from '../components/payout-history';

/** 'Every Monday' → 'every Monday', for the middle of a sentence. */
const inSentence = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** When the first payout comes, for the empty history. */
export function firstPayoutSentence(data: VendorPayouts): string {
  const day = formatRunDay(data.schedule.nextRunAt);
  if (data.hold) return 'Your payouts are on hold; the first comes once the hold is lifted.';
  if (data.expected.amount !== null)
    return `Your first payout, ${formatMoney(data.expected.amount, data.currency)}, is expected on ${day}.`;
  return `Payouts run ${inSentence(data.schedule.text)}: your first comes with the first run after your available balance reaches the ${formatMoney(
    data.schedule.minimum,
    data.currency,
  )} minimum.`;
}

/** `/vendor/payouts`: the balance, the next payout, a hold if any, and the history (issue 28 item 4). */
export function VendorPayoutsPage() {
  const { page, setPage } = useUrlFilters({ replace: false });
  const query = useQuery(vendorPayoutsQueryOptions(page));
  const data = query.data;

  return (
    <div className="space-y-6">
      <PageHeader
        level={2}
        title="Payouts"
        description="What you have earned, when it is sent to your bank account, and every payout so far."
      />
      {data ? (
        <>
          {data.hold ? (
            <Alert tone="warning" title="Your payouts are on hold">
              <p>{data.hold.reason}</p>
              <p className="mt-1 text-amber-800">
                Held since {payoutDate(data.hold.heldAt)}. Your earnings keep adding up; the marketplace team
                will contact you.
              </p>
            </Alert>
          ) : null}
          <BalanceCards data={data} />
          <NextPayoutCard data={data} />
          <Card>
            <CardHeader
              title="Payout history"
              description="Each payout with its statement: every order and adjustment it paid."
            />
            {data.payouts.length === 0 && data.pagination.totalItems === 0 ? (
              <EmptyState
                level={3}
                icon={Wallet}
                title="No payouts yet"
                description={firstPayoutSentence(data)}
              />
            ) : data.payouts.length === 0 ? (
              <EmptyState
                level={3}
                icon={Wallet}
                title={`There is no page ${page}`}
                description={`Your ${data.pagination.totalItems} payouts fit on ${data.pagination.totalPages} ${data.pagination.totalPages === 1 ? 'page' : 'pages'}.`}
                actions={
                  <Button variant="outline" onClick={() => setPage(1)}>
                    Go to the newest payouts
                  </Button>
                }
              />
            ) : (
              <>
                <PayoutHistory payouts={data.payouts} currency={data.currency} />
                <Pagination
                  page={data.pagination.currentPage}
                  totalPages={data.pagination.totalPages}
                  onPageChange={setPage}
                  label="Payout pages"
                  summary={{
                    pageSize: data.pagination.pageSize,
                    totalItems: data.pagination.totalItems,
                    noun: data.pagination.totalItems === 1 ? 'payout' : 'payouts',
                  }}
                />
              </>
            )}
          </Card>
        </>
      ) : query.isError ? (
        <LoadError
          title="Payouts could not be loaded"
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

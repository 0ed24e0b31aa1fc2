import { useQuery } from '@tanstack/react-query';
import { CircleDollarSign, Clock, Percent, Wallet } from 'lucide-react';
import { useId } from 'react';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListState } from '@/components/ui/list-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { StatCard } from '@/components/ui/stat-card';
import { formatMoney } from '@/lib/format';
import { useUrlFilters } from '@/lib/use-url-filters';
import { commissionErrorMessage } from '@/shared/commissions/commission-keys';
import { commissionSummaryQueryOptions } from '@/shared/commissions/get-commission-summary';
import { LazyCommissionChart } from '@/shared/commissions/lazy-commission-chart';
import {
  type MonthlyRecord,
  monthlyCommissionsQueryOptions,
} from '@/shared/commissions/list-monthly-commissions';
import {
  COMMISSION_MESSAGES,
  COMMISSION_PERIODS,
  type CommissionPeriod,
} from '@/shared/commissions/messages';
import { MonthlyRecordCard } from '@/shared/commissions/monthly-record-card';
import { yearOptions } from '@/shared/commissions/year-options';
import { commissionRateQueryOptions } from '../api/get-commission-rate';

/** True when there is nothing to show for the year: no records, or only months without data. */
export function hasNoCommissionData(records: readonly MonthlyRecord[]): boolean {
  return records.length === 0 || records.every((r) => r.status === 'no_data' && r.totalCommission === 0);
}

/** `/vendor/commissions`: Commission Management of spec 001. */
export function VendorCommissionsPage() {
  const ids = useId();
  const years = yearOptions();
  // Period, year and page are kept in the address (defaults left out); a new year starts at page 1.
  const { params, page, setFilters, setPage } = useUrlFilters();
  const periodParam = params.get('period');
  const period: CommissionPeriod = COMMISSION_PERIODS.some((p) => p.value === periodParam)
    ? (periodParam as CommissionPeriod)
    : 'month';
  const yearParam = Number(params.get('year'));
  const year = years.includes(yearParam) ? yearParam : years[0]!;
  const setPeriod = (next: CommissionPeriod) =>
    setFilters({ period: next === 'month' ? undefined : next, page: page > 1 ? String(page) : undefined });
  const setYear = (next: number) => setFilters({ year: next === years[0] ? undefined : String(next) });
  const summary = useQuery(commissionSummaryQueryOptions(period));
  const monthly = useQuery(monthlyCommissionsQueryOptions({ year, page }));
  const knownRate = summary.data?.vendorCommissionRate ?? monthly.data?.vendorCommissionRate;
  const fallbackRate = useQuery({
    ...commissionRateQueryOptions(),
    enabled: knownRate === undefined && (summary.isError || monthly.isError),
  });
  const rate = knownRate ?? fallbackRate.data;
  const periodLabel = COMMISSION_PERIODS.find((p) => p.value === period)?.label ?? '';
  const records = monthly.isError ? [] : (monthly.data?.records ?? []);

  return (
    <div className="space-y-6">
      <PageHeader
        level={2}
        title="Commission Management"
        description="The marketplace's commission on your delivered orders, what you have paid and what is still due."
        actions={
          <div className="flex items-center gap-2">
            <label htmlFor={`${ids}-period`} className="text-sm font-medium text-slate-700">
              Period
            </label>
            <Select
              id={`${ids}-period`}
              className="w-44"
              value={period}
              onChange={(event) => setPeriod(event.target.value as CommissionPeriod)}
            >
              {COMMISSION_PERIODS.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </Select>
          </div>
        }
      />

      {summary.isError ? (
        <LoadError onRetry={() => void summary.refetch()} error={summary.error}>
          {commissionErrorMessage(summary.error, COMMISSION_MESSAGES.summaryFailed)}
        </LoadError>
      ) : null}

      <section
        aria-label={`Summary, ${periodLabel}`}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
      >
        <StatCard
          label="Total Commission Sum"
          icon={CircleDollarSign}
          value={
            <span data-testid="total-commission">
              {summary.data ? formatMoney(summary.data.totalCommission) : '—'}
            </span>
          }
          footer={
            summary.data ? (
              <span className="text-slate-500">
                {summary.data.totalOrders} delivered {summary.data.totalOrders === 1 ? 'order' : 'orders'} ·{' '}
                {formatMoney(summary.data.totalSales)} sales · {periodLabel}
              </span>
            ) : null
          }
        />
        <StatCard
          label="Paid to Admin"
          icon={Wallet}
          tone="green"
          value={
            <span data-testid="paid-to-admin">
              {summary.data ? formatMoney(summary.data.totalPaidToAdmin) : '—'}
            </span>
          }
        />
        <StatCard
          label="Pending to Admin"
          icon={Clock}
          tone="yellow"
          value={
            <span data-testid="pending-to-admin">
              {summary.data ? formatMoney(summary.data.pendingAmountToAdmin) : '—'}
            </span>
          }
        />
        <StatCard
          label="Commission Rate"
          icon={Percent}
          tone="blue"
          value={<span data-testid="commission-rate">{rate === undefined ? '—' : `${rate}%`}</span>}
          footer={<span className="text-slate-500">Of each delivered order's subtotal</span>}
        />
      </section>

      <Card>
        <CardHeader
          title="Monthly records"
          description="Commission of the orders delivered each month, and the payments recorded for it."
          actions={
            <div className="flex items-center gap-2">
              <label htmlFor={`${ids}-year`} className="text-sm font-medium text-slate-700">
                Year
              </label>
              <Select
                id={`${ids}-year`}
                className="w-28"
                value={year}
                onChange={(event) => setYear(Number(event.target.value))}
              >
                {years.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </Select>
            </div>
          }
        />
        <div className="space-y-5 px-5 py-4">
          <ListState
            pending={monthly.isPending}
            loadingLabel="Loading commission records"
            failure={
              monthly.isError
                ? {
                    title: undefined,
                    message: commissionErrorMessage(monthly.error, COMMISSION_MESSAGES.monthlyFailed),
                    onRetry: () => void monthly.refetch(),
                  }
                : null
            }
            empty={
              hasNoCommissionData(records) ? (
                <EmptyState
                  level={3}
                  icon={CircleDollarSign}
                  title={COMMISSION_MESSAGES.empty}
                  description={`No delivered orders or payments in ${year}.`}
                />
              ) : null
            }
          >
            <LazyCommissionChart records={records} />
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {records.map((record) => (
                <MonthlyRecordCard key={`${record.year}-${record.month}`} record={record} />
              ))}
            </div>
            {monthly.data && monthly.data.pagination.totalPages > 1 ? (
              <Pagination
                page={monthly.data.pagination.currentPage}
                totalPages={monthly.data.pagination.totalPages}
                onPageChange={setPage}
                label="Commission pages"
              />
            ) : null}
          </ListState>
        </div>
      </Card>
    </div>
  );
}

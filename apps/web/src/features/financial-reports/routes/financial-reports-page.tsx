import { Banknote, Clock, Percent, ReceiptText, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { ChartSkeleton, KpiCard, KpiSkeletons, RangeSelect } from '@/components/ui/charts';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { ANALYTICS_LOAD_ERRORS, analyticsErrorText, useUrlRange } from '@/lib/analytics-page-state';
import { formatMoney } from '@/lib/format';
import { formatMonth } from '@/lib/format-analytics';
import { type FinancialReport, useFinancialReport } from '../api/financial-report';
import { FinancialChart } from '../components/financial-chart';
import { FinancialTable } from '../components/financial-table';

const isEmpty = (r: FinancialReport) =>
  r.totals.grossSales === 0 && r.totals.deliveredOrders === 0 && r.totals.paidToAdmin === 0;

/** `/vendor/analytics/financial`: Financial Reports by month (issue 12, from the analytics rollups). */
export function FinancialReportsPage() {
  const { range, setRange } = useUrlRange();
  const query = useFinancialReport(range);
  const report = query.data;

  let body: ReactNode;
  if (query.isError && !report) {
    body = (
      <LoadError onRetry={() => void query.refetch()} error={query.error}>
        {analyticsErrorText(query.error)}
      </LoadError>
    );
  } else if (!report) {
    body = (
      <div className="space-y-5">
        <KpiSkeletons count={5} />
        <ChartSkeleton label="Loading financial chart" />
        <ChartSkeleton label="Loading monthly statement" height={200} />
      </div>
    );
  } else if (isEmpty(report)) {
    body = <EmptyState icon={ReceiptText} title={ANALYTICS_LOAD_ERRORS.empty} level={3} />;
  } else {
    const t = report.totals;
    const months =
      report.months.length === 1
        ? formatMonth(report.period.startDate)
        : `${formatMonth(report.period.startDate)} to ${formatMonth(report.period.endDate)}`;
    body = (
      <div className="space-y-5">
        <p className="text-sm text-slate-600">{`Whole calendar months touched by the range: ${months}.`}</p>
        <section aria-label="Key figures" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-5">
          <KpiCard
            label="Gross Sales"
            value={formatMoney(t.grossSales)}
            icon={ReceiptText}
            hint="Placed basis"
          />
          <KpiCard
            label="Refunds and Cancellations"
            value={formatMoney(t.refundsAndCancellations)}
            icon={Undo2}
            tone="red"
            hint="Placed basis"
          />
          <KpiCard
            label="Commission"
            value={formatMoney(t.commission)}
            icon={Percent}
            tone="yellow"
            hint="Delivered basis"
          />
          <KpiCard
            label="Earnings"
            value={formatMoney(t.earnings)}
            icon={Banknote}
            tone="green"
            hint="Delivered basis, after commission"
          />
          <KpiCard
            label="Pending to Admin"
            value={formatMoney(t.pendingToAdmin)}
            icon={Clock}
            tone="slate"
            hint={`${formatMoney(t.paidToAdmin)} paid`}
          />
        </section>
        <FinancialChart report={report} />
        <FinancialTable report={report} />
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <PageHeader
        level={2}
        title="Financial Reports"
        description="Sales, refunds, commission and earnings by month, reconciling to your Commissions screen."
        actions={<RangeSelect value={range} onChange={setRange} />}
      />
      {body}
    </div>
  );
}

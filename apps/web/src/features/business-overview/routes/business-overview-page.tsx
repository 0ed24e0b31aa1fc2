import { BUSINESS_REPORT_MESSAGES } from '@market/domain';
import { BarChart3, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ChartSkeleton, KpiSkeletons, RangeSelect } from '@/components/ui/charts';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { formatMoney } from '@/lib/format';
import { formatDay, formatOptionalPercent } from '@/lib/format-analytics';
import { useUrlFilters } from '@/lib/use-url-filters';
import {
  BUSINESS_RANGES,
  type BusinessOverview,
  type BusinessRange,
  DEFAULT_BUSINESS_RANGE,
  useBusinessOverview,
} from '../api/business-overview';
import { BestSellersTable } from '../components/best-sellers-table';
import { OverviewCards } from '../components/overview-cards';
import {
  BestSellersChart,
  InventoryStatusChart,
  OrderStatusChart,
  SalesTrendsChart,
} from '../components/overview-charts';
import { ReportError } from '../components/report-error';
import { zeroedOverview } from '../lib/fallback';

/** Today in the browser's calendar, YYYY-MM-DD. */
function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** `?timeRange=` from the address: 7, 30 or 90, else the default 30. */
function rangeOf(value: string | null): BusinessRange {
  const n = Number(value);
  return (BUSINESS_RANGES as readonly number[]).includes(n) ? (n as BusinessRange) : DEFAULT_BUSINESS_RANGE;
}

function Loading() {
  return (
    <div className="space-y-5">
      <KpiSkeletons />
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
        <ChartSkeleton label="Loading sales trends" />
        <ChartSkeleton label="Loading order status" />
      </div>
    </div>
  );
}

/** A line of further figures under the cards; ratios with nothing to divide by read 'N/A' and why. */
function Facts({ a }: { a: BusinessOverview }) {
  const s = a.summary;
  const facts = [
    { label: 'Revenue (before fees)', value: formatMoney(s.totalRevenue) },
    { label: 'Revenue this month', value: formatMoney(s.monthlyRevenue) },
    { label: 'Units sold', value: s.productsSold.toLocaleString('en-US') },
    { label: 'Delivered orders', value: s.deliveredOrders.toLocaleString('en-US') },
    {
      label: 'Conversion rate',
      value: formatOptionalPercent(s.conversionRate),
      note: s.conversionRateReason,
    },
    {
      label: 'Repeat customers',
      value: formatOptionalPercent(s.repeatCustomerRate),
      note: s.repeatCustomerRateReason,
    },
  ];
  return (
    <Card className="p-4">
      <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-3 xl:grid-cols-6">
        {facts.map((f) => (
          <div key={f.label}>
            <dt className="text-slate-500">{f.label}</dt>
            <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums">{f.value}</dd>
            {f.note ? <dd className="text-xs text-slate-500">{f.note}</dd> : null}
          </div>
        ))}
      </dl>
    </Card>
  );
}

function Report({ a, notLoaded = false }: { a: BusinessOverview; notLoaded?: boolean }) {
  return (
    <div className="space-y-5">
      {notLoaded ? (
        <Alert tone="warning" title="Figures not loaded">
          {BUSINESS_REPORT_MESSAGES.fallbackNote}
        </Alert>
      ) : (
        <p className="text-sm text-slate-600">
          {formatDay(a.period.startDate)} – {formatDay(a.period.endDate)}, compared with{' '}
          {formatDay(a.period.previousStartDate)} – {formatDay(a.period.previousEndDate)}. Money Earned is
          what you keep after platform fees.
        </p>
      )}
      <OverviewCards cards={a.cards} notLoaded={notLoaded} />
      <Facts a={a} />
      <SalesTrendsChart data={a.charts.salesData} />
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
        <BestSellersChart data={a.charts.topProducts} />
        <BestSellersTable products={a.charts.topProducts} />
        <OrderStatusChart data={a.charts.orderStatusData} />
        <InventoryStatusChart data={a.charts.stockData} total={a.charts.stockTotal} />
      </div>
    </div>
  );
}

/** `/vendor/analytics`: 'Your Business Report' (spec 001 section 2), the Business Overview. */
export function BusinessOverviewPage() {
  const { params, setFilters } = useUrlFilters();
  const timeRange = rangeOf(params.get('timeRange'));
  const query = useBusinessOverview(timeRange);
  const a = query.data;

  let body: ReactNode;
  if (query.isError && !a)
    // The spec's zeroed stand-in, one entry per day, under the error and labelled as not loaded.
    body = (
      <>
        <ReportError error={query.error} onRetry={() => void query.refetch()} />
        <Report a={zeroedOverview(timeRange, localToday())} notLoaded />
      </>
    );
  else if (!a) body = <Loading />;
  else if (!a.hasOrders)
    body = (
      <Card>
        <EmptyState icon={BarChart3} title={BUSINESS_REPORT_MESSAGES.empty} level={3} />
      </Card>
    );
  else body = <Report a={a} />;

  return (
    <div className="space-y-5">
      <PageHeader
        level={2}
        title={BUSINESS_REPORT_MESSAGES.title}
        description="How your shop is doing: earnings, orders, best sellers and stock."
        actions={
          <>
            <RangeSelect
              value={timeRange}
              ranges={BUSINESS_RANGES}
              onChange={(days) =>
                setFilters({ timeRange: days === DEFAULT_BUSINESS_RANGE ? undefined : String(days) })
              }
            />
            <Button
              variant="outline"
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
              aria-label="Refresh"
            >
              <RefreshCw className={query.isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
            </Button>
          </>
        }
      />
      {query.isError && a ? <ReportError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {body}
    </div>
  );
}

import { DollarSign, LineChart, ShoppingBag, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { ChartSkeleton, KpiCard, KpiSkeletons, RangeSelect } from '@/components/ui/charts';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { ANALYTICS_LOAD_ERRORS, analyticsErrorText, useUrlRange } from '@/lib/analytics-page-state';
import { formatMoney } from '@/lib/format';
import { useVendorTrends, type VendorTrends } from '../api/get-vendor-trends';
import { TrendChart } from '../components/trend-chart';
import { WeeklyChart } from '../components/weekly-chart';

function ForecastNote({ data }: { data: VendorTrends }) {
  const f = data.forecast;
  if (!f)
    return (
      <Alert tone="info" title="No forecast yet">
        {data.forecastReason}
      </Alert>
    );
  return (
    <Alert tone="info" title="How the forecast is made">
      {f.method}. Based on {f.basedOnWeeks} weeks of sales ({f.historyStartDate} to {f.historyEndDate}); the
      dashed line is the forecast and the shaded band where 95% of outcomes are expected to fall. It covers{' '}
      {f.startDate} to {f.endDate}.
    </Alert>
  );
}

function KeyFigures({ data }: { data: VendorTrends }) {
  const f = data.forecast;
  return (
    <section aria-label="Key figures" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <KpiCard
        label="Revenue"
        value={formatMoney(data.summary.revenue)}
        change={data.summary.revenueChange}
        icon={DollarSign}
      />
      <KpiCard
        label="Orders"
        value={String(data.summary.orders)}
        change={data.summary.ordersChange}
        icon={ShoppingBag}
        tone="green"
      />
      <KpiCard
        label="Average Daily Revenue"
        value={formatMoney(data.summary.averageDailyRevenue)}
        icon={LineChart}
        tone="blue"
        hint={`Over ${data.period.days} days`}
      />
      <KpiCard
        label="Forecast Revenue, Next 30 Days"
        value={f ? formatMoney(f.revenue.total.value) : null}
        unavailable={`Needs 8 weeks of history; you have ${data.weeksOfHistory}`}
        icon={TrendingUp}
        tone="yellow"
        hint={
          f
            ? `95% range ${formatMoney(f.revenue.total.lower)} to ${formatMoney(f.revenue.total.upper)}`
            : null
        }
      />
    </section>
  );
}

/** `/vendor/analytics/trends`: Trends & Forecasts (issue 12, from the analytics rollups). */
export function TrendsPage() {
  const { range, setRange } = useUrlRange();
  const query = useVendorTrends({ timeRange: range });
  const data = query.data;

  let body: ReactNode;
  if (query.isError && !data) {
    body = (
      <LoadError onRetry={() => void query.refetch()} error={query.error}>
        {analyticsErrorText(query.error)}
      </LoadError>
    );
  } else if (!data) {
    body = (
      <div className="space-y-5">
        <KpiSkeletons />
        <ChartSkeleton label="Loading revenue trends" height={300} />
        <ChartSkeleton label="Loading order trends" height={300} />
      </div>
    );
  } else if (data.firstOrderDate === null) {
    body = <EmptyState icon={TrendingUp} title={ANALYTICS_LOAD_ERRORS.empty} level={3} />;
  } else {
    body = (
      <div className="space-y-5">
        <KeyFigures data={data} />
        <ForecastNote data={data} />
        <TrendChart data={data} metric="revenue" />
        <TrendChart data={data} metric="orders" />
        <WeeklyChart weeks={data.weekly} />
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <PageHeader
        level={2}
        title="Trends & Forecasts"
        description="Your revenue and orders over time, their moving averages and what the next 30 days may bring."
        actions={<RangeSelect value={range} onChange={setRange} />}
      />
      {body}
    </div>
  );
}

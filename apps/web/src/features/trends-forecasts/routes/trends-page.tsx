import { DollarSign, LineChart, ShoppingBag, TrendingUp } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useVendorTrends, type VendorTrends } from '../api/get-vendor-trends';
import { RangePicker } from '../components/range-picker';
import { TrendChart, type TrendMetric, trendPoints } from '../components/trend-chart';
import { TrendTable, WeeklyTable } from '../components/trend-tables';
import { rangeFromParams } from '../range';

export const TRENDS_LOAD_FAILED = 'Failed to load trends and forecasts';

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
      shaded band is where 95% of outcomes are expected to fall. It covers {f.startDate} to {f.endDate}.
    </Alert>
  );
}

function MetricSection({ data, metric }: { data: VendorTrends; metric: TrendMetric }) {
  // The forecast continues the chart only when the period reaches today (it starts today).
  const follows = Boolean(data.forecast && data.period.endDate >= data.forecast.historyEndDate);
  const points = trendPoints(data, metric, follows);
  const title = metric === 'revenue' ? 'Revenue' : 'Orders';
  const label = `${title} per day with 7- and 28-day averages${follows ? ' and the 30-day forecast' : ''}`;
  return (
    <Card>
      <CardHeader
        level={3}
        title={title}
        description={
          metric === 'revenue'
            ? 'Sales of orders not cancelled, rejected or returned, before commission.'
            : 'Orders not cancelled, rejected or returned.'
        }
      />
      <CardBody>
        <TrendChart points={points} metric={metric} label={label} />
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium text-indigo-600">Show as table</summary>
          <TrendTable points={points} metric={metric} caption={label} />
        </details>
      </CardBody>
    </Card>
  );
}

const changeText = (change: number | null) =>
  change === null
    ? 'N/A: nothing in the previous period'
    : `${change > 0 ? '+' : ''}${change.toFixed(1)}% from the previous period`;

function KeyFigures({ data }: { data: VendorTrends }) {
  const f = data.forecast;
  return (
    <section aria-label="Key figures" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label="Revenue"
        value={formatMoney(data.summary.revenue)}
        icon={DollarSign}
        footer={changeText(data.summary.revenueChange)}
      />
      <StatCard
        label="Orders"
        value={String(data.summary.orders)}
        icon={ShoppingBag}
        tone="green"
        footer={changeText(data.summary.ordersChange)}
      />
      <StatCard
        label="Average Daily Revenue"
        value={formatMoney(data.summary.averageDailyRevenue)}
        icon={LineChart}
        tone="blue"
        footer={`Over ${data.period.days} days`}
      />
      <StatCard
        label="Forecast Revenue, Next 30 Days"
        value={f ? formatMoney(f.revenue.total.value) : 'N/A'}
        icon={TrendingUp}
        tone="yellow"
        footer={
          f
            ? `95% range ${formatMoney(f.revenue.total.lower)} to ${formatMoney(f.revenue.total.upper)}`
            : `Needs 8 weeks of history; you have ${data.weeksOfHistory}`
        }
      />
    </section>
  );
}

function Skeleton() {
  return (
    <div className="space-y-5" role="status" aria-busy="true" aria-label="Loading trends and forecasts">
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-24 animate-pulse rounded-xl bg-slate-100" />
        ))}
      </div>
      <div className="h-80 animate-pulse rounded-xl bg-slate-100" />
      <div className="h-80 animate-pulse rounded-xl bg-slate-100" />
    </div>
  );
}

/** `/vendor/analytics/trends`: Trends & Forecasts (issue 12). */
export function TrendsPage() {
  const { params, setFilters } = useUrlFilters();
  const range = rangeFromParams(params);
  const query = useVendorTrends(range);
  const data = query.data;

  return (
    <div className="space-y-5">
      <PageHeader
        level={2}
        title="Trends & Forecasts"
        description="Your revenue and orders over time, their moving averages and what the next 30 days may bring."
        actions={<RangePicker range={range} onChange={setFilters} />}
      />
      {query.error && !data ? (
        <LoadError title={TRENDS_LOAD_FAILED} onRetry={() => void query.refetch()}>
          {errorMessage(query.error, 'Please try again.')}
        </LoadError>
      ) : !data ? (
        <Skeleton />
      ) : (
        <>
          <KeyFigures data={data} />
          <ForecastNote data={data} />
          <MetricSection data={data} metric="revenue" />
          <MetricSection data={data} metric="orders" />
          <Card>
            <CardHeader level={3} title="Weekly totals" description="Monday to Sunday." />
            <WeeklyTable weeks={data.weekly} />
          </Card>
        </>
      )}
    </div>
  );
}

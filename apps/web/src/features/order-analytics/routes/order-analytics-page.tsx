import {
  ANALYTICS_RANGES,
  DEFAULT_ANALYTICS_RANGE,
  FULFILLMENT_RATE_DEFINITION,
  ORDER_ANALYTICS_MESSAGES as M,
} from '@market/domain';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, DollarSign, Download, List, PackageOpen, ShoppingCart, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ChartSkeleton, KpiCard, KpiSkeletons, RangeSelect } from '@/components/ui/charts';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { loadErrorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { formatOptionalPercent } from '@/lib/format-analytics';
import { useUrlFilters } from '@/lib/use-url-filters';
import { downloadOrderAnalyticsCsv } from '../api/export-order-analytics';
import { type OrderAnalytics, useOrderAnalytics } from '../api/order-analytics';
import {
  OrderTrendsChart,
  RevenueTrendsChart,
  StatusDistributionChart,
  TopProductsChart,
} from '../components/order-analytics-charts';
import { CustomerInsightsPanel, InfoTip, PerformancePanel } from '../components/order-analytics-panels';

const ORDERS_PATH = '/vendor/orders';

/** The range in the address (`?timeRange=`), 30 days when absent or not one of 7/30/90/365. */
function useRange() {
  const { params, setFilters } = useUrlFilters();
  const asked = Number(params.get('timeRange'));
  const range = (ANALYTICS_RANGES as readonly number[]).includes(asked) ? asked : DEFAULT_ANALYTICS_RANGE;
  const setRange = (days: number) =>
    setFilters({ timeRange: days === DEFAULT_ANALYTICS_RANGE ? undefined : String(days) });
  return [range, setRange] as const;
}

function Kpis({ data }: { data: OrderAnalytics }) {
  const o = data.overview;
  const r = data.reasons;
  return (
    <section aria-label="Key figures" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <KpiCard
        label="Total Orders"
        icon={ShoppingCart}
        value={o.totalOrders.toLocaleString('en-US')}
        change={o.ordersChange}
      />
      <KpiCard
        label="Total Revenue"
        icon={DollarSign}
        tone="green"
        value={formatMoney(o.totalRevenue)}
        change={o.revenueChange}
      />
      <KpiCard
        label="Average Order Value"
        icon={TrendingUp}
        tone="yellow"
        value={o.averageOrderValue === null ? null : formatMoney(o.averageOrderValue)}
        unavailable={r.averageOrderValue}
        change={o.aovChange}
      />
      <div className="relative">
        <KpiCard
          label="Fulfillment Rate"
          value={o.fulfillmentRate === null ? null : formatOptionalPercent(o.fulfillmentRate)}
          unavailable={r.fulfillmentRate}
          change={o.fulfillmentChange}
        />
        {/* In place of the icon: what the rate means. */}
        <span className="absolute top-3 right-3">
          <InfoTip label="About Fulfillment Rate">{FULFILLMENT_RATE_DEFINITION}</InfoTip>
        </span>
      </div>
    </section>
  );
}

function Loading() {
  return (
    <div className="space-y-5">
      <KpiSkeletons />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <ChartSkeleton label="Loading order trends" />
        <ChartSkeleton label="Loading revenue trends" />
      </div>
    </div>
  );
}

/** `/vendor/orders/analytics`: Order Analytics (spec 001), back to `/vendor/orders`. */
export function OrderAnalyticsPage() {
  const [range, setRange] = useRange();
  const query = useOrderAnalytics(range);
  const exportReport = useMutation({ mutationFn: () => downloadOrderAnalyticsCsv(range) });
  const data = query.data;

  let body: ReactNode;
  if (query.isError && !data) {
    body = (
      <LoadError title={M.loadFailed} onRetry={() => void query.refetch()} error={query.error}>
        {loadErrorMessage(query.error)}
      </LoadError>
    );
  } else if (!data) {
    body = <Loading />;
  } else if (data.overview.totalOrders === 0) {
    body = (
      <Card>
        <EmptyState
          icon={PackageOpen}
          title={M.noOrders}
          description={`${M.noOrdersHint} Try a longer range.`}
          actions={
            <Link to={ORDERS_PATH} className={buttonClasses({ variant: 'outline' })}>
              View All Orders
            </Link>
          }
        />
      </Card>
    );
  } else {
    body = (
      <div className="space-y-5" aria-busy={query.isFetching}>
        <Kpis data={data} />
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
          <OrderTrendsChart trends={data.orderTrends} />
          <RevenueTrendsChart trends={data.revenueTrends} />
          <StatusDistributionChart statuses={data.statusDistribution} />
          <TopProductsChart products={data.topProducts} />
        </div>
        {data.performanceMetrics ? (
          <PerformancePanel metrics={data.performanceMetrics} reasons={data.reasons} />
        ) : null}
        <CustomerInsightsPanel insights={data.customerInsights} reasons={data.reasons} />
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <Link
        to={ORDERS_PATH}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-600 hover:text-indigo-700"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Orders
      </Link>
      <PageHeader
        level={2}
        title="Order Analytics"
        description={
          data
            ? `Orders placed from ${data.period.startDate} to ${data.period.endDate}, compared with the ${data.period.days} days before.`
            : 'How your orders are doing over time.'
        }
        actions={
          <>
            <RangeSelect value={range} onChange={setRange} />
            <Link to={ORDERS_PATH} className={buttonClasses({ variant: 'outline' })}>
              <List className="size-4" aria-hidden="true" />
              View All Orders
            </Link>
            <Button
              variant="outline"
              onClick={() => exportReport.mutate()}
              loading={exportReport.isPending}
              disabled={!data}
            >
              {exportReport.isPending ? null : <Download className="size-4" aria-hidden="true" />}
              Export Report
            </Button>
          </>
        }
      />
      {exportReport.isError ? (
        <Alert tone="danger" live="alert">
          {M.exportFailed}
        </Alert>
      ) : null}
      {body}
    </div>
  );
}

import {
  ANALYTICS_TIME_RANGES,
  type AnalyticsTimeRange,
  DEFAULT_ANALYTICS_TIME_RANGE,
  PRODUCT_ANALYTICS_MESSAGES,
  STOCK_FIGURE_WORDS,
} from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, DollarSign, Eye, Pencil, Percent, RefreshCw, ShoppingBag } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { KpiCard } from '@/components/ui/charts/kpi-card';
import { Checkbox } from '@/components/ui/checkbox';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { Select } from '@/components/ui/select';
import { formatMoney } from '@/lib/format';
import {
  isNotFound,
  ownerProductQueryOptions,
  type Product,
  ProductStatusBadge,
  productPaths,
  StockBadge,
  serverReason,
} from '@/shared/catalog';
import type { ProductAnalytics } from '../api/product-analytics';
import { productAnalyticsQueryOptions } from '../api/product-analytics';
import { RegionsChart, SalesChart, StockChart, ViewsChart } from '../components/analytics-charts';
import { formatRate } from '../format';

const paths = productPaths('vendor');

const RANGE_LABELS: Record<AnalyticsTimeRange, string> = {
  7: 'Last 7 days',
  30: 'Last 30 days',
  90: 'Last 90 days',
  365: 'Last 365 days',
};

function BackToProducts({ className }: { className?: string }) {
  return (
    <Link to={paths.list} className={buttonClasses({ variant: 'outline', className })}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Products
    </Link>
  );
}

function ProductCard({ product }: { product: Product }) {
  const image = product.images[0];
  return (
    <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center">
      <ImageWithFallback
        src={image?.thumbUrl ?? product.image}
        alt={product.title}
        className="size-24 shrink-0 rounded-lg object-cover ring-1 ring-slate-200"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-semibold text-slate-900">{product.title}</h3>
          <ProductStatusBadge status={product.status} />
        </div>
        <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-slate-500">Brand</dt>
            <dd className="font-medium text-slate-900">{product.brand || 'N/A'}</dd>
          </div>
          <div>
            <dt className="text-slate-500">SKU</dt>
            <dd className="font-medium text-slate-900">{product.sku || 'N/A'}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Price</dt>
            <dd className="font-medium text-slate-900">{formatMoney(product.price)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{STOCK_FIGURE_WORDS.available.label}</dt>
            <dd className="flex items-center gap-2 font-medium text-slate-900">
              {product.stock}
              <StockBadge stock={product.stock} lowStockThreshold={product.lowStockThreshold} />
            </dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}

function Insights({ insights }: { insights: ProductAnalytics['customerInsights'] }) {
  const items = [
    { label: 'Unique Customers', value: String(insights.uniqueCustomers) },
    { label: 'Average Order Value', value: formatMoney(insights.averageOrderValue) },
    { label: 'Repeat Purchase Rate', value: formatRate(insights.repeatPurchaseRate) },
  ];
  return (
    <Card>
      <CardHeader title="Customer Insights" level={3} />
      <CardBody>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {items.map((item) => (
            <div key={item.label} className="rounded-lg bg-slate-50 p-4">
              <dt className="text-sm text-slate-500">{item.label}</dt>
              <dd className="mt-1 text-xl font-semibold text-slate-900">{item.value}</dd>
            </div>
          ))}
        </dl>
      </CardBody>
    </Card>
  );
}

/** `/vendor/products/:id/analytics`: Product analytics (spec 001). */
export function ProductAnalyticsPage() {
  const { id = '' } = useParams();
  const ids = useId();
  const [timeRange, setTimeRange] = useState<AnalyticsTimeRange>(DEFAULT_ANALYTICS_TIME_RANGE);
  // The spec's toggle (its meaning is not shown; the data reloads when it changes): lost demand.
  const [includeCancelled, setIncludeCancelled] = useState(false);
  const productQuery = useQuery(ownerProductQueryOptions('vendor', id));
  const analyticsQuery = useQuery(productAnalyticsQueryOptions(id, timeRange, includeCancelled));

  const error = productQuery.error ?? (analyticsQuery.data ? null : analyticsQuery.error);
  const refreshing = productQuery.isFetching || analyticsQuery.isFetching;

  const refresh = () => {
    void productQuery.refetch();
    void analyticsQuery.refetch();
  };

  if (error) {
    const message = isNotFound(error)
      ? PRODUCT_ANALYTICS_MESSAGES.notFound
      : (serverReason(error) ?? PRODUCT_ANALYTICS_MESSAGES.loadFailed);
    return (
      <div className="space-y-4">
        <PageHeader level={2} title="Product Analytics" />
        <Alert tone="danger" live="alert" title={message} actions={<BackToProducts />}>
          {isNotFound(error) ? 'It may have been deleted, or it belongs to another account.' : null}
        </Alert>
      </div>
    );
  }

  const product = productQuery.data;
  const analytics = analyticsQuery.data;

  return (
    <div className="space-y-5">
      <Link
        to={paths.list}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-600 hover:text-indigo-700"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Products
      </Link>
      <PageHeader
        level={2}
        title="Product Analytics"
        description={product ? `How “${product.title}” is doing.` : 'Views, sales and stock of one product.'}
        actions={
          <>
            <label htmlFor={`${ids}-range`} className="sr-only">
              Time range
            </label>
            <div className="w-44">
              <Select
                id={`${ids}-range`}
                value={timeRange}
                onChange={(e) => setTimeRange(Number(e.target.value) as AnalyticsTimeRange)}
              >
                {ANALYTICS_TIME_RANGES.map((r) => (
                  <option key={r} value={r}>
                    {RANGE_LABELS[r]}
                  </option>
                ))}
              </Select>
            </div>
            <Checkbox
              id={`${ids}-cancelled`}
              label="Include cancelled orders"
              checked={includeCancelled}
              onChange={(e) => setIncludeCancelled(e.target.checked)}
            />
            <Button variant="outline" onClick={refresh} disabled={refreshing}>
              <RefreshCw className={refreshing ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
              Refresh
            </Button>
          </>
        }
      />

      {!product || !analytics ? (
        <PageSkeleton label="Loading product analytics" />
      ) : (
        <>
          <ProductCard product={product} />
          {analytics.includeCancelled ? (
            <Alert tone="info" title="Cancelled orders included">
              Sales, revenue, orders, regions and customers count the units of cancelled and rejected orders
              too: demand, not money received.
            </Alert>
          ) : null}
          <section aria-label="Key figures" className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
            <KpiCard
              label="Total Views"
              value={analytics.performance.totalViews.toLocaleString('en-US')}
              change={analytics.performance.viewsChange}
              icon={Eye}
              tone="indigo"
            />
            <KpiCard
              label="Total Sales"
              value={analytics.performance.totalSales.toLocaleString('en-US')}
              change={analytics.performance.salesChange}
              icon={ShoppingBag}
              tone="green"
            />
            <KpiCard
              label="Revenue"
              value={formatMoney(analytics.performance.totalRevenue)}
              change={analytics.performance.revenueChange}
              icon={DollarSign}
              tone="blue"
            />
            <KpiCard
              label="Conversion Rate"
              value={formatRate(analytics.performance.conversionRate)}
              change={analytics.performance.conversionChange}
              icon={Percent}
              tone="yellow"
            />
          </section>
          <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
            <ViewsChart views={analytics.views} />
            <SalesChart sales={analytics.sales} />
            <RegionsChart regions={analytics.topRegions} />
            <StockChart history={analytics.stockHistory} />
          </div>
          <Insights insights={analytics.customerInsights} />
          <div className="flex flex-wrap justify-end gap-3">
            <BackToProducts />
            <Link to={paths.edit(product._id)} className={buttonClasses()}>
              <Pencil className="size-4" aria-hidden="true" />
              Edit Product
            </Link>
          </div>
        </>
      )}
    </div>
  );
}

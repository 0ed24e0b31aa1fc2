import { ANALYTICS_RANGES, DEFAULT_ANALYTICS_RANGE, SALES_GROUP_BY, type SalesGroupBy } from '@market/domain';
import { BarChart3, DollarSign, Package, Receipt, ShoppingBag } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { ChartSkeleton, KpiCard, KpiSkeletons, RangeSelect } from '@/components/ui/charts';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { loadErrorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useSalesPerformance } from '../api/sales-performance';
import { CategoryChart, HourChart, SalesTrendChart, WeekdayChart } from '../components/sales-charts';

const GROUP_LABELS: Record<SalesGroupBy, string> = { day: 'Day', week: 'Week', month: 'Month' };
const NO_DATA = 'No analytics data available yet. Start selling to see insights!';
const LOAD_FAILED = 'Unable to load analytics data. This might be because you have no sales data yet.';

/** The range and grouping in the address; anything unknown falls back to the defaults. */
function useSalesFilters() {
  const { params, setFilters } = useUrlFilters();
  const range = Number(params.get('timeRange'));
  const timeRange = (ANALYTICS_RANGES as readonly number[]).includes(range) ? range : DEFAULT_ANALYTICS_RANGE;
  const group = params.get('groupBy') as SalesGroupBy | null;
  const groupBy: SalesGroupBy = group && SALES_GROUP_BY.includes(group) ? group : 'day';
  return { timeRange, groupBy, setFilters };
}

/** `/vendor/analytics/sales`: Sales Performance (issue 12). */
export function SalesPerformancePage() {
  const { timeRange, groupBy, setFilters } = useSalesFilters();
  const query = useSalesPerformance({ timeRange, groupBy });
  const data = query.data;

  const controls = (
    <>
      <RangeSelect
        value={timeRange}
        onChange={(days) =>
          setFilters({ timeRange: days === DEFAULT_ANALYTICS_RANGE ? undefined : String(days) })
        }
      />
      <div className="flex items-center gap-2">
        <label htmlFor="group-by" className="text-sm font-medium text-slate-700">
          Group by
        </label>
        <Select
          id="group-by"
          value={groupBy}
          onChange={(e) => setFilters({ groupBy: e.target.value === 'day' ? undefined : e.target.value })}
          className="w-32"
        >
          {SALES_GROUP_BY.map((g) => (
            <option key={g} value={g}>
              {GROUP_LABELS[g]}
            </option>
          ))}
        </Select>
      </div>
    </>
  );

  const header = (
    <PageHeader
      level={2}
      title="Sales Performance"
      description="Revenue, orders, units and average order over time, by category, weekday and hour."
      actions={controls}
    />
  );

  if (query.isError && !data)
    return (
      <div className="space-y-6">
        {header}
        <LoadError
          title="Failed to load sales performance"
          onRetry={() => void query.refetch()}
          error={query.error}
        >
          {loadErrorMessage(query.error, LOAD_FAILED)}
        </LoadError>
      </div>
    );

  if (!data)
    return (
      <div className="space-y-6">
        {header}
        <KpiSkeletons />
        <ChartSkeleton label="Loading sales" />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <ChartSkeleton label="Loading weekdays" />
          <ChartSkeleton label="Loading hours" />
        </div>
      </div>
    );

  const { totals, change } = data;
  const nothing = totals.orders === 0 && data.previous.orders === 0;
  const compared = `vs previous ${data.period.days} days`;
  return (
    <div className="space-y-6" aria-busy={query.isFetching}>
      {header}
      <section aria-label="Key figures" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <KpiCard
          label="Revenue"
          value={formatMoney(totals.revenue)}
          change={change.revenue}
          icon={DollarSign}
          comparedWith={compared}
        />
        <KpiCard
          label="Orders"
          value={String(totals.orders)}
          change={change.orders}
          icon={ShoppingBag}
          tone="green"
          comparedWith={compared}
        />
        <KpiCard
          label="Units Sold"
          value={String(totals.units)}
          change={change.units}
          icon={Package}
          tone="yellow"
          comparedWith={compared}
        />
        <KpiCard
          label="Average Order"
          value={totals.averageOrder === null ? null : formatMoney(totals.averageOrder)}
          change={change.averageOrder}
          icon={Receipt}
          tone="blue"
          comparedWith={compared}
          unavailable="No orders in this period"
        />
      </section>
      {nothing ? (
        <Card>
          <EmptyState
            icon={BarChart3}
            title={NO_DATA}
            description="Try a longer time range if you sold earlier."
          />
        </Card>
      ) : (
        <>
          <SalesTrendChart data={data} />
          <CategoryChart data={data} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <WeekdayChart data={data} />
            <HourChart data={data} />
          </div>
        </>
      )}
    </div>
  );
}

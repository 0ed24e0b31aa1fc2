import { INVENTORY_DEFAULTS } from '@market/domain';
import { ChartSkeleton, RangeSelect } from '@/components/ui/charts';
import { LoadError } from '@/components/ui/load-error';
import { loadErrorMessage } from '@/lib/api-client';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useInventoryAnalytics } from '../api/get-inventory-analytics';
import { MovementsByTypeChart, StatusDistributionChart, TopValueChart } from './inventory-charts';

/** The periods offered (spec 001 section 9), default 30. */
export const ANALYTICS_PERIODS = [7, 30, 90, 365] as const;

/** The Analytics tab: status distribution, movements by type over the last N days, top products by value. */
export function AnalyticsTab() {
  const { params, setFilters } = useUrlFilters();
  const asked = Number(params.get('period'));
  const period = (ANALYTICS_PERIODS as readonly number[]).includes(asked)
    ? asked
    : INVENTORY_DEFAULTS.analyticsPeriodDays;
  const query = useInventoryAnalytics(period);
  const data = query.data;

  return (
    <div className="space-y-5">
      <div className="flex justify-end">
        <RangeSelect
          id="inventory-period"
          label="Period"
          value={period}
          ranges={ANALYTICS_PERIODS}
          onChange={(days) =>
            setFilters({ period: days === INVENTORY_DEFAULTS.analyticsPeriodDays ? undefined : String(days) })
          }
        />
      </div>
      {!data && query.isError ? (
        <LoadError
          title="The inventory analytics could not be loaded"
          onRetry={() => void query.refetch()}
          error={query.error}
        >
          {loadErrorMessage(query.error)}
        </LoadError>
      ) : !data ? (
        <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
          <ChartSkeleton label="Loading stock status" />
          <ChartSkeleton label="Loading stock movements" />
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-5 xl:grid-cols-2" aria-busy={query.isFetching || undefined}>
          <StatusDistributionChart data={data.statusDistribution} />
          <MovementsByTypeChart data={data.movementAnalytics} period={data.period} />
          <TopValueChart data={data.topValueProducts} className="xl:col-span-2" />
        </div>
      )}
    </div>
  );
}

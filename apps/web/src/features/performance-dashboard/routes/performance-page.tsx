import {
  ANALYTICS_RANGES,
  DEFAULT_ANALYTICS_RANGE,
  DEFAULT_PERFORMANCE_COMPARISON,
  PERFORMANCE_COMPARISONS,
  PERFORMANCE_DASHBOARD_MESSAGES,
  type PerformanceComparison,
} from '@market/domain';
import { RotateCw } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChartSkeleton, KpiSkeletons, RangeSelect } from '@/components/ui/charts';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { canRetry, loadErrorMessage } from '@/lib/api-client';
import { useUrlFilters } from '@/lib/use-url-filters';
import { usePerformance } from '../api/performance';
import { GoalGauges } from '../components/goal-gauges';
import { GoalsForm } from '../components/goals-form';
import { InsightsList } from '../components/insights-list';
import { KpiList } from '../components/kpi-list';
import { PerformanceCards } from '../components/performance-cards';
import { SpendForm } from '../components/spend-form';
import { TrendsChart } from '../components/trends-chart';

const COMPARISON_LABELS: Record<PerformanceComparison, string> = {
  previous_period: 'Previous period',
  previous_year: 'Previous year',
  industry_average: 'Industry average',
};

/** The range and comparison in the address; anything unknown falls back to the defaults. */
function usePerformanceFilters() {
  const { params, setFilters } = useUrlFilters();
  const range = Number(params.get('timeRange'));
  const timeRange = (ANALYTICS_RANGES as readonly number[]).includes(range) ? range : DEFAULT_ANALYTICS_RANGE;
  const asked = params.get('comparison') as PerformanceComparison | null;
  const comparison =
    asked && PERFORMANCE_COMPARISONS.includes(asked) ? asked : DEFAULT_PERFORMANCE_COMPARISON;
  return { timeRange, comparison, setFilters };
}

/** `/vendor/performance`: the Performance Dashboard (issue 13, spec 001). */
export function PerformancePage() {
  const { timeRange, comparison, setFilters } = usePerformanceFilters();
  const query = usePerformance({ timeRange, comparison });
  const data = query.data;
  const unavailable = data && data.comparison.kind === 'industry_average' && !data.comparison.available;

  const header = (
    <PageHeader
      level={2}
      title="Performance Dashboard"
      description="Your results against an earlier period or the marketplace's average, with goals and insights."
      actions={
        <>
          <RangeSelect
            value={timeRange}
            onChange={(days) =>
              setFilters({ timeRange: days === DEFAULT_ANALYTICS_RANGE ? undefined : String(days) })
            }
          />
          <div className="flex items-center gap-2">
            <label htmlFor="comparison" className="text-sm font-medium text-slate-700">
              Compare with
            </label>
            <Select
              id="comparison"
              value={comparison}
              className="w-48"
              onChange={(e) =>
                setFilters({
                  comparison: e.target.value === DEFAULT_PERFORMANCE_COMPARISON ? undefined : e.target.value,
                })
              }
            >
              {PERFORMANCE_COMPARISONS.map((c) => (
                <option key={c} value={c}>
                  {COMPARISON_LABELS[c]}
                  {c === 'industry_average' && unavailable ? ' (unavailable)' : ''}
                </option>
              ))}
            </Select>
          </div>
        </>
      }
    />
  );

  if (query.isError && !data)
    return (
      <div className="space-y-6">
        {header}
        <Alert
          tone="danger"
          live="alert"
          title={PERFORMANCE_DASHBOARD_MESSAGES.loadFailed}
          actions={
            canRetry(query.error) ? (
              <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
                <RotateCw className="size-4" aria-hidden="true" />
                Retry
              </Button>
            ) : undefined
          }
        >
          {loadErrorMessage(query.error)}
        </Alert>
      </div>
    );

  if (!data)
    return (
      <div className="space-y-6">
        {header}
        <KpiSkeletons />
        <ChartSkeleton label="Loading performance trends" />
      </div>
    );

  const c = data.comparison;
  return (
    <div className="space-y-6" aria-busy={query.isFetching}>
      {header}
      {c.available ? (
        <p className="text-sm text-slate-600" data-testid="comparison-note">
          {data.period.startDate} to {data.period.endDate} compared with {c.label}
          {c.kind === 'industry_average'
            ? ` (average of ${c.vendors} other vendors selling in your main categories, same period; recomputed every 10 minutes)`
            : ` (${c.startDate} to ${c.endDate})`}
          .
        </p>
      ) : (
        <Alert tone="warning" live="status" title="Industry average unavailable">
          {c.reason}
        </Alert>
      )}
      <PerformanceCards data={data} />
      <TrendsChart data={data} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <KpiList data={data} />
        <InsightsList insights={data.insights} />
      </div>
      <GoalGauges goals={data.goals} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <GoalsForm goals={data.goals} />
        <SpendForm spend={data.spend} missing={data.kpis.missingSpendMonths} from={data.period.startDate} />
      </div>
    </div>
  );
}

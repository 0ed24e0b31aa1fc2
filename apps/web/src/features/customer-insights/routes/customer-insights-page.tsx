import { Repeat, UserPlus, Users, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { ChartSkeleton, KpiCard, KpiSkeletons, RangeSelect } from '@/components/ui/charts';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { ANALYTICS_LOAD_ERRORS, analyticsErrorText, useUrlRange } from '@/lib/analytics-page-state';
import { formatOptionalPercent } from '@/lib/format-analytics';
import { useCustomerInsights } from '../api/customer-insights';
import { CohortGrid } from '../components/cohort-grid';
import { LocationsTable, TopCustomersTable } from '../components/customer-tables';
import { NewReturningChart } from '../components/new-returning-chart';

/** `/vendor/analytics/customers`: Customer Insights (issue 12, from the analytics rollups). */
export function CustomerInsightsPage() {
  const { range, setRange } = useUrlRange();
  const query = useCustomerInsights(range);
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
        <ChartSkeleton label="Loading customer charts" />
        <ChartSkeleton label="Loading cohorts" height={200} />
      </div>
    );
  } else if (data.summary.totalCustomers === 0 && data.cohorts.length === 0) {
    body = <EmptyState icon={Users} title={ANALYTICS_LOAD_ERRORS.empty} level={3} />;
  } else {
    const s = data.summary;
    body = (
      <div className="space-y-5">
        <section aria-label="Key figures" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <KpiCard
            label="Customers"
            value={String(s.totalCustomers)}
            icon={Users}
            hint="Ordered in this period"
          />
          <KpiCard
            label="New Customers"
            value={String(s.newCustomers)}
            icon={UserPlus}
            tone="green"
            hint="First order with you in this period"
          />
          <KpiCard
            label="Returning Customers"
            value={String(s.returningCustomers)}
            icon={UsersRound}
            tone="blue"
            hint="Had ordered with you before"
          />
          <KpiCard
            label="Repeat Customer Rate"
            value={s.repeatCustomerRate === null ? null : formatOptionalPercent(s.repeatCustomerRate)}
            unavailable="No customer ordered in this period"
            icon={Repeat}
            tone="yellow"
            hint={`${s.repeatCustomers} of ${s.totalCustomers} customers`}
          />
        </section>
        <p className="text-xs text-slate-600">{s.repeatRateDefinition}</p>
        <NewReturningChart data={data} />
        <CohortGrid cohorts={data.cohorts} />
        <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
          <TopCustomersTable customers={data.topCustomers} />
          <LocationsTable locations={data.locations} />
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <PageHeader
        level={2}
        title="Customer Insights"
        description="Who buys from you, how often they come back and where they are. A customer is known by e-mail, so guests count too."
        actions={<RangeSelect value={range} onChange={setRange} />}
      />
      {body}
    </div>
  );
}

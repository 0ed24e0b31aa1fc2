import { statusLabel } from '@market/domain';
import { ClipboardCheck, DollarSign, HandCoins, Landmark, ShoppingCart, Store, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ChartSkeleton, KpiCard, KpiSkeletons, RangeSelect } from '@/components/ui/charts';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { useUrlRange } from '@/lib/analytics-page-state';
import { loadErrorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { type AdminDashboard, useAdminDashboard } from '../api/get-admin-dashboard';
import { TopCategoriesTable, TopVendorsTable } from '../components/dashboard-tables';
import { SalesChart } from '../components/sales-chart';

export const DASHBOARD_LOAD_FAILED = 'Failed to load the dashboard';

const VENDOR_STATUSES = [
  ['approved', statusLabel('vendor', 'approved')],
  ['pending', statusLabel('vendor', 'pending')],
  ['under_review', statusLabel('vendor', 'under_review')],
  ['rejected', statusLabel('vendor', 'rejected')],
] as const;

/** A figure card that opens the screen listing what it counts. */
function LinkedCard({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      aria-label={label}
      className="block rounded-xl hover:ring-2 hover:ring-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      {children}
    </Link>
  );
}

function KeyFigures({ data }: { data: AdminDashboard }) {
  const owed = data.commissionOwed;
  const waiting = data.applicationsWaiting;
  return (
    <section aria-label="Key figures" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <KpiCard
        label="Gross Sales"
        value={formatMoney(data.grossSales.value)}
        change={data.grossSales.change}
        icon={DollarSign}
      />
      <LinkedCard to="/admin/orders" label="Orders: open the order list">
        <KpiCard
          label="Orders"
          value={String(data.orders.value)}
          change={data.orders.change}
          icon={ShoppingCart}
          tone="blue"
        />
      </LinkedCard>
      <KpiCard
        label="Commission Earned"
        value={formatMoney(data.commissionEarned.value)}
        change={data.commissionEarned.change}
        icon={Landmark}
        tone="green"
      />
      <LinkedCard to="/admin/vendors" label="Commission owed: open the vendors and their commissions">
        <KpiCard
          label="Commission Owed by Vendors"
          value={formatMoney(owed.value)}
          icon={HandCoins}
          tone="yellow"
          hint={`All time: ${formatMoney(owed.deliveredCommission)} on delivered orders, ${formatMoney(owed.paid)} paid`}
        />
      </LinkedCard>
      <KpiCard
        label="New Customers"
        value={String(data.newCustomers.value)}
        change={data.newCustomers.change}
        icon={UserPlus}
        tone="slate"
      />
      <LinkedCard
        to="/admin/vendor-applications?status=submitted"
        label="Applications waiting: open the applications"
      >
        <KpiCard
          label="Applications Waiting"
          value={String(waiting.total)}
          icon={ClipboardCheck}
          tone="red"
          hint={`${waiting.submitted} submitted, ${waiting.under_review} under review`}
        />
      </LinkedCard>
    </section>
  );
}

function VendorsByStatus({ data }: { data: AdminDashboard }) {
  return (
    <Card>
      <CardHeader
        level={3}
        title="Vendors by Status"
        description={`${data.vendorsByStatus.total} vendors in all.`}
      />
      <CardBody>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-4">
          {VENDOR_STATUSES.map(([status, label]) => (
            <li key={status}>
              <Link
                to={`/admin/vendors?status=${status}`}
                className="flex items-center justify-between rounded-lg bg-slate-50 p-4 hover:bg-slate-100"
              >
                <span className="flex items-center gap-2 text-sm text-slate-600">
                  <Store className="size-4" aria-hidden="true" />
                  {label}
                </span>
                <span className="text-xl font-semibold text-slate-900">{data.vendorsByStatus[status]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}

/** `/admin/dashboard`: the marketplace at a glance (issue 12 item 7, from the analytics rollups). */
export function AdminDashboardPage() {
  const { range, setRange } = useUrlRange();
  const query = useAdminDashboard({ timeRange: range });
  const data = query.data;

  let body: ReactNode;
  if (query.isError && !data) {
    body = (
      <LoadError title={DASHBOARD_LOAD_FAILED} onRetry={() => void query.refetch()} error={query.error}>
        {loadErrorMessage(query.error)}
      </LoadError>
    );
  } else if (!data) {
    body = (
      <div className="space-y-5">
        <KpiSkeletons count={6} />
        <ChartSkeleton label="Loading sales by day" height={280} />
      </div>
    );
  } else {
    body = (
      <div className="space-y-5">
        <KeyFigures data={data} />
        <VendorsByStatus data={data} />
        <SalesChart days={data.salesByDay} />
        <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
          <Card>
            <CardHeader level={3} title="Top Vendors" description="By revenue in the period." />
            <TopVendorsTable vendors={data.topVendors} />
          </Card>
          <Card>
            <CardHeader level={3} title="Top Categories" description="By vendors' revenue in the period." />
            <TopCategoriesTable categories={data.topCategories} />
          </Card>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <PageHeader
        level={2}
        title="Marketplace Overview"
        description="Sales, orders, commission and vendor activity, compared with the previous period of the same length."
        actions={<RangeSelect value={range} onChange={setRange} />}
      />
      {body}
    </div>
  );
}

import { ClipboardCheck, DollarSign, HandCoins, Landmark, ShoppingCart, Store, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useUrlFilters } from '@/lib/use-url-filters';
import { type AdminDashboard, type Figure, useAdminDashboard } from '../api/get-admin-dashboard';
import { changeText, SalesTable, TopCategoriesTable, TopVendorsTable } from '../components/dashboard-tables';
import { RangePicker } from '../components/range-picker';
import { SalesChart } from '../components/sales-chart';
import { rangeFromParams } from '../range';

export const DASHBOARD_LOAD_FAILED = 'Failed to load the dashboard';

const VENDOR_STATUSES = [
  ['approved', 'Approved'],
  ['pending', 'Pending'],
  ['under_review', 'Under review'],
  ['rejected', 'Rejected'],
] as const;

/** A figure card that opens the screen listing what it counts. */
function LinkedCard({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      aria-label={label}
      className="block rounded-xl focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      {children}
    </Link>
  );
}

const footerOf = (f: Figure) =>
  f.change === null
    ? 'N/A: nothing in the previous period'
    : `${changeText(f.change)} from the previous period`;

function KeyFigures({ data }: { data: AdminDashboard }) {
  return (
    <section aria-label="Key figures" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      <StatCard
        label="Gross Sales"
        value={formatMoney(data.grossSales.value)}
        icon={DollarSign}
        footer={footerOf(data.grossSales)}
      />
      <LinkedCard to="/admin/orders" label="Orders: open the order list">
        <StatCard
          label="Orders"
          value={String(data.orders.value)}
          icon={ShoppingCart}
          tone="blue"
          footer={footerOf(data.orders)}
        />
      </LinkedCard>
      <StatCard
        label="Commission Earned"
        value={formatMoney(data.commissionEarned.value)}
        icon={Landmark}
        tone="green"
        footer={footerOf(data.commissionEarned)}
      />
      <LinkedCard to="/admin/vendors" label="Commission owed: open the vendors and their commissions">
        <StatCard
          label="Commission Owed by Vendors"
          value={formatMoney(data.commissionOwed.value)}
          icon={HandCoins}
          tone="yellow"
          footer={`All time: ${formatMoney(data.commissionOwed.deliveredCommission)} on delivered orders, ${formatMoney(data.commissionOwed.paid)} paid`}
        />
      </LinkedCard>
      <StatCard
        label="New Customers"
        value={String(data.newCustomers.value)}
        icon={UserPlus}
        tone="slate"
        footer={footerOf(data.newCustomers)}
      />
      <LinkedCard
        to="/admin/vendor-applications?status=submitted"
        label="Applications waiting: open the applications"
      >
        <StatCard
          label="Applications Waiting"
          value={String(data.applicationsWaiting.total)}
          icon={ClipboardCheck}
          tone="red"
          footer={`${data.applicationsWaiting.submitted} submitted, ${data.applicationsWaiting.under_review} under review`}
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
        <ul className="grid gap-3 sm:grid-cols-4">
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

function Skeleton() {
  return (
    <div className="space-y-5" role="status" aria-busy="true" aria-label="Loading the dashboard">
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <div key={i} className="h-24 animate-pulse rounded-xl bg-slate-100" />
        ))}
      </div>
      <div className="h-80 animate-pulse rounded-xl bg-slate-100" />
    </div>
  );
}

/** `/admin/dashboard`: the marketplace at a glance (issue 12 item 7). */
export function AdminDashboardPage() {
  const { params, setFilters } = useUrlFilters();
  const range = rangeFromParams(params);
  const query = useAdminDashboard(range);
  const data = query.data;
  return (
    <div className="space-y-5">
      <PageHeader
        level={2}
        title="Marketplace Overview"
        description="Sales, orders, commission and vendor activity, compared with the previous period of the same length."
        actions={<RangePicker range={range} onChange={setFilters} />}
      />
      {query.error && !data ? (
        <LoadError title={DASHBOARD_LOAD_FAILED} onRetry={() => void query.refetch()}>
          {errorMessage(query.error, 'Please try again.')}
        </LoadError>
      ) : !data ? (
        <Skeleton />
      ) : (
        <>
          <KeyFigures data={data} />
          <VendorsByStatus data={data} />
          <Card>
            <CardHeader
              level={3}
              title="Sales by Day"
              description="Gross sales of orders not cancelled, rejected or returned."
            />
            <CardBody>
              <SalesChart days={data.salesByDay} />
              <details className="mt-3">
                <summary className="cursor-pointer text-sm font-medium text-indigo-600">
                  Show as table
                </summary>
                <SalesTable days={data.salesByDay} />
              </details>
            </CardBody>
          </Card>
          <div className="grid gap-5 xl:grid-cols-2">
            <Card>
              <CardHeader level={3} title="Top Vendors" description="By revenue in the period." />
              <TopVendorsTable vendors={data.topVendors} />
            </Card>
            <Card>
              <CardHeader level={3} title="Top Categories" description="By vendors' revenue in the period." />
              <TopCategoriesTable categories={data.topCategories} />
            </Card>
          </div>
        </>
      )}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CircleDollarSign, Clock, Percent, Wallet } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListState, queryFailure } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { StatCard } from '@/components/ui/stat-card';
import { formatMoney } from '@/lib/format';
import { useUrlFilters } from '@/lib/use-url-filters';
import {
  COMMISSION_MESSAGES,
  LazyCommissionChart,
  type MonthlyRecord,
  MonthlyRecordCard,
  yearOptions,
} from '@/shared/commissions';
import { adminVendorQueryOptions } from '../api/admin-vendor';
import { adminVendorCommissionsQueryOptions } from '../api/get-admin-vendor-commissions';
import { RecordPaymentDialog } from '../components/record-payment-dialog';

/** Link state the vendors page passes: the business name for the heading. */
export type VendorCommissionsLinkState = { businessName?: string };

/** `/admin/vendors/:id/commissions`: a vendor's commission this year, per month, and payments. */
export function AdminVendorCommissionsPage() {
  const ids = useId();
  const { id = '' } = useParams();
  const location = useLocation();
  const stateName = (location.state as VendorCommissionsLinkState | null)?.businessName;
  // The link passes the name for an instant heading; a reload reads it from the API.
  const vendor = useQuery(adminVendorQueryOptions(id));
  const vendorName =
    vendor.data?.businessName ?? (typeof stateName === 'string' && stateName ? stateName : 'Vendor');
  const years = yearOptions();
  // The year is in the address (`?year=`, this year when absent), like every list's filters.
  const { params, setFilters } = useUrlFilters();
  const yearParam = Number(params.get('year'));
  const year = years.includes(yearParam) ? yearParam : years[0]!;
  const setYear = (next: number) => setFilters({ year: next === years[0] ? undefined : String(next) });
  const [paying, setPaying] = useState<MonthlyRecord | null>(null);
  const query = useQuery(adminVendorCommissionsQueryOptions(id, year));
  const data = query.data;
  const hasData = data ? data.records.some((r) => r.totalCommission > 0 || r.paidToAdmin > 0) : false;

  return (
    <div className="space-y-6">
      <Link
        to="/admin/vendors"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-600 hover:text-indigo-700"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Vendors
      </Link>
      <PageHeader
        level={2}
        title={`${vendorName} · Commissions`}
        description="Commission on delivered orders per month; record the vendor's payments against each month."
      />

      <ListState
        pending={query.isPending}
        loadingLabel="Loading commissions"
        failure={queryFailure(query, 'The commissions could not be loaded')}
      >
        {data ? (
          <>
            <section aria-label="This year" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
              <StatCard
                label="Total Commission (this year)"
                icon={CircleDollarSign}
                value={formatMoney(data.summary.totalCommission)}
                footer={
                  <span className="text-slate-500">
                    {data.summary.totalOrders} delivered orders · {formatMoney(data.summary.totalSales)} sales
                  </span>
                }
              />
              <StatCard
                label="Paid to Admin"
                icon={Wallet}
                tone="green"
                value={formatMoney(data.summary.totalPaidToAdmin)}
              />
              <StatCard
                label="Pending to Admin"
                icon={Clock}
                tone="yellow"
                value={formatMoney(data.summary.pendingAmountToAdmin)}
              />
              <StatCard
                label="Commission Rate"
                icon={Percent}
                tone="blue"
                value={`${data.vendorCommissionRate}%`}
              />
            </section>

            <Card>
              <CardHeader
                title="Monthly records"
                description="Record a payment when the vendor settles a month's commission."
                actions={
                  <div className="flex items-center gap-2">
                    <label htmlFor={`${ids}-year`} className="text-sm font-medium text-slate-700">
                      Year
                    </label>
                    <Select
                      id={`${ids}-year`}
                      className="w-28"
                      value={year}
                      onChange={(event) => setYear(Number(event.target.value))}
                    >
                      {years.map((y) => (
                        <option key={y} value={y}>
                          {y}
                        </option>
                      ))}
                    </Select>
                  </div>
                }
              />
              <div className="space-y-5 px-5 py-4">
                {!hasData ? (
                  <EmptyState
                    level={3}
                    icon={CircleDollarSign}
                    title={COMMISSION_MESSAGES.empty}
                    description={`No delivered orders or payments in ${year}.`}
                  />
                ) : (
                  <>
                    <LazyCommissionChart records={data.records} />
                    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
                      {data.records.map((record) => (
                        <MonthlyRecordCard
                          key={`${record.year}-${record.month}`}
                          record={record}
                          action={
                            record.pendingAmountToAdmin > 0 ? (
                              <Button
                                size="sm"
                                variant="outline"
                                className="w-full"
                                aria-label={`Record payment for ${record.monthName} ${record.year}`}
                                onClick={() => setPaying(record)}
                              >
                                <Wallet className="size-4" aria-hidden="true" />
                                Record payment
                              </Button>
                            ) : null
                          }
                        />
                      ))}
                    </div>
                  </>
                )}
              </div>
            </Card>
          </>
        ) : null}
      </ListState>

      {paying ? (
        <RecordPaymentDialog
          vendorId={id}
          vendorName={vendorName}
          record={paying}
          onClose={() => setPaying(null)}
        />
      ) : null}
    </div>
  );
}

import { BarChart3, DollarSign, Package, Receipt, ShoppingBag } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { ChartSkeleton, KpiCard, KpiSkeletons } from '@/components/ui/charts';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { ApiError, loadErrorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { type SalesReport, useSalesReport } from '../api/sales-report';
import { CustomerAnalysisCards } from '../components/customer-analysis';
import { ExportButtons } from '../components/export-buttons';
import { OrderLinesTable } from '../components/order-lines-table';
import { CategorySalesChart, DailySalesChart } from '../components/report-charts';
import { ReportFilters } from '../components/report-filters';
import { ProductSalesTable, SalesTrendsTable, TopCustomersTable } from '../components/report-tables';
import { type ReportFiltersState, useReportFilters } from '../lib/use-report-filters';

const LOAD_FAILED = 'Failed to load report data';

function periodText(r: SalesReport) {
  return `${r.period.startDate} to ${r.period.endDate} (${r.period.days} days)`;
}

function TypeSection({ report, f }: { report: SalesReport; f: ReportFiltersState }) {
  switch (report.reportType) {
    case 'products':
      return report.productSales && report.productSales.length > 0 ? (
        <ProductSalesTable rows={report.productSales} />
      ) : (
        <Card>
          <EmptyState
            icon={Package}
            level={3}
            title="No products sold"
            description="No product sold with these filters in this period."
          />
        </Card>
      );
    case 'customers':
      return (
        <>
          {report.customerAnalysis ? <CustomerAnalysisCards analysis={report.customerAnalysis} /> : null}
          {report.topCustomers && report.topCustomers.length > 0 ? (
            <TopCustomersTable rows={report.topCustomers} />
          ) : (
            <Card>
              <EmptyState
                icon={ShoppingBag}
                level={3}
                title="No customers yet"
                description="No customer ordered with these filters in this period."
              />
            </Card>
          )}
        </>
      );
    case 'detailed':
      return report.lines ? <OrderLinesTable lines={report.lines} onPageChange={f.setPage} /> : null;
    case 'trends':
      return report.salesTrends ? <SalesTrendsTable rows={report.salesTrends} /> : null;
    default:
      return null;
  }
}

/** `/vendor/reports`: Sales Reports (spec 001; issue 13) with CSV and PDF export of the report on screen. */
export function SalesReportsPage() {
  const f = useReportFilters();
  const query = useSalesReport({ ...f.request, page: f.page });
  const report = query.data;
  const fieldErrors: Record<string, string> = {};
  if (query.error instanceof ApiError)
    for (const d of query.error.details) fieldErrors[d.path.split('.')[0] ?? ''] ??= d.message;

  const header = (
    <PageHeader
      level={2}
      title="Sales Reports"
      description={
        report
          ? `Sales from ${periodText(report)}. Export exactly this report as CSV or PDF.`
          : 'Build a sales report and export it as CSV or PDF.'
      }
      actions={<ExportButtons filters={f.request} />}
    />
  );

  return (
    <div className="space-y-6" aria-busy={query.isFetching}>
      {header}
      <ReportFilters f={f} categories={report?.categories ?? []} errors={fieldErrors} />
      {query.isError ? (
        <Alert tone="danger" title={LOAD_FAILED} live="alert">
          {Object.keys(fieldErrors).length > 0
            ? 'Correct the filters marked above.'
            : loadErrorMessage(query.error)}
        </Alert>
      ) : null}
      {!report ? (
        query.isError ? null : (
          <>
            <KpiSkeletons />
            <ChartSkeleton label="Loading report" />
          </>
        )
      ) : (
        <>
          <section aria-label="Summary" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <KpiCard label="Total Sales" value={formatMoney(report.summary.totalSales)} icon={DollarSign} />
            <KpiCard
              label="Orders Count"
              value={String(report.summary.ordersCount)}
              icon={ShoppingBag}
              tone="green"
            />
            <KpiCard
              label="Average Order"
              value={report.summary.averageOrder === null ? null : formatMoney(report.summary.averageOrder)}
              icon={Receipt}
              tone="blue"
              unavailable="No orders in this period"
            />
            <KpiCard
              label="Units Sold"
              value={String(report.summary.unitsSold)}
              icon={Package}
              tone="yellow"
            />
          </section>
          {report.summary.ordersCount === 0 && report.reportType === 'summary' ? (
            <Card>
              <EmptyState
                icon={BarChart3}
                title="No sales match these filters"
                description="Try a longer time range, another category or Reset Filters."
              />
            </Card>
          ) : (
            <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
              <div className="xl:col-span-2">
                <DailySalesChart report={report} />
              </div>
              <CategorySalesChart report={report} />
            </div>
          )}
          <TypeSection report={report} f={f} />
        </>
      )}
    </div>
  );
}

/** Public surface of the vendor commission screen (`/vendor/commissions`) and its reusable parts. */
export {
  COMMISSION_MESSAGES,
  COMMISSION_PAGE_SIZE,
  COMMISSION_PERIODS,
  type CommissionPeriod,
  type CommissionSummary,
  type MonthlyCommissions,
  type MonthlyRecord,
  type MonthStatus,
  vendorCommissionsKey,
} from './api/commissions';
export { LazyCommissionChart } from './components/lazy-commission-chart';
export { MonthStatusBadge, monthStatusLabel } from './components/month-status-badge';
export { MonthlyRecordCard } from './components/monthly-record-card';
export { VendorCommissionsPage, yearOptions } from './routes/commissions-page';

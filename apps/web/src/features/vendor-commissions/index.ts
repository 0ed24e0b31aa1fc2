/** Public surface of the vendor commission screen (`/vendor/commissions`) and its reusable parts. */
export { vendorCommissionsKey } from './api/commission-keys';
export type { CommissionSummary } from './api/get-commission-summary';
export type { MonthlyCommissions, MonthlyRecord } from './api/list-monthly-commissions';
export { LazyCommissionChart } from './components/lazy-commission-chart';
export { MonthStatusBadge, monthStatusLabel } from './components/month-status-badge';
export { MonthlyRecordCard } from './components/monthly-record-card';
export {
  COMMISSION_MESSAGES,
  COMMISSION_PAGE_SIZE,
  COMMISSION_PERIODS,
  type CommissionPeriod,
  type MonthStatus,
} from './messages';
export { VendorCommissionsPage, yearOptions } from './routes/commissions-page';

/** The commission pieces shared by the vendor's commission screen and the admin's commissions of a vendor. */
export { vendorCommissionsKey } from './commission-keys';
export type { CommissionSummary } from './get-commission-summary';
export { LazyCommissionChart } from './lazy-commission-chart';
export type { MonthlyCommissions, MonthlyRecord } from './list-monthly-commissions';
export {
  COMMISSION_MESSAGES,
  COMMISSION_PAGE_SIZE,
  COMMISSION_PERIODS,
  type CommissionPeriod,
  type MonthStatus,
} from './messages';
export { MonthStatusBadge, monthStatusLabel } from './month-status-badge';
export { MonthlyRecordCard } from './monthly-record-card';
export { yearOptions } from './year-options';

/** The commission screen's sentences, verbatim from spec 001 section 8 (Commissions). */
export const COMMISSION_MESSAGES = {
  noToken: 'No authentication token found. Please log in again.',
  invalidData: 'Invalid data format received from server.',
  summaryFailed: 'Unable to load commission summary. Please try again later.',
  monthlyFailed: 'Unable to load commission data. Please try again later.',
  empty: 'No Commission Data',
} as const;

/** Monthly records per page (spec 001 section 9). */
export const COMMISSION_PAGE_SIZE = 12;

export const COMMISSION_PERIODS = [
  { value: 'month', label: 'This Month' },
  { value: '90days', label: 'Last 90 Days' },
  { value: 'year', label: 'This Year' },
] as const;
export type CommissionPeriod = (typeof COMMISSION_PERIODS)[number]['value'];

export {
  COMMISSION_MONTH_STATUSES as MONTH_STATUSES,
  type CommissionMonthStatus as MonthStatus,
} from '@market/domain';

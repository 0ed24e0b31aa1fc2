/** The payout pieces shared by the vendor's Payouts page and the admins' payouts desk (decision 0048). */
export { downloadPayoutStatement, type StatementFormat, type StatementRole } from './download-statement';
export { formatRunDay, formatRunMoment, payoutDate } from './format';
export { PayoutOutcome } from './payout-outcome';
export { StatementDownloads } from './statement-downloads';
export type { Payout, PayoutPage, PayoutSchedule } from './types';

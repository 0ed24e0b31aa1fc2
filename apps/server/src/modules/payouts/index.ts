/** Vendor payouts: runs once across instances, the bank transfer an admin confirms, holds, statements (decision 0048). */

export { startPayoutScheduler } from './payout-scheduler.js';
export { vendorNames } from './payouts.queries.js';
export { adminPayoutRoutes, vendorPayoutRoutes } from './payouts.routes.js';
export { markPayoutFailed, markPayoutPaid, runPayouts } from './payouts.service.js';

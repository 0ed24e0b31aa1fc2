/** Public surface of the vendor's payouts screens (`/vendor/payouts`, `/vendor/payouts/:id`). */
export { PayoutStatementPage } from './routes/payout-statement-page';
export { VendorPayoutsPage } from './routes/vendor-payouts-page';

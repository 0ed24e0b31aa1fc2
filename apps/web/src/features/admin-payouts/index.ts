/** Public surface of the admins' payouts desk (`/admin/payouts`). */
export { AdminPayoutsPage } from './routes/admin-payouts-page';

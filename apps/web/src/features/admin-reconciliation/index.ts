/** Public surface of the admins' reconciliation report (`/admin/reconciliation`). */
export { AdminReconciliationPage } from './routes/admin-reconciliation-page';

/** Public surface of the admin's home (`/admin/dashboard`). */
export {
  type AdminDashboard,
  adminDashboardQueryOptions,
  fetchAdminDashboard,
} from './api/get-admin-dashboard';
export { AdminDashboardPage } from './routes/admin-dashboard-page';

/** Public surface of the vendor dashboard feature (/vendor/dashboard). */

export { type DashboardStats, dashboardStatsQueryOptions } from './api/dashboard-stats';
export { ImpersonationBanner } from './components/impersonation-banner';
export { VendorDashboardPage } from './routes/dashboard-page';

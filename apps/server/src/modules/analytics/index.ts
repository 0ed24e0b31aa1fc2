/** Analytics: the daily rollups (decision 0013) and the screens that read them. */
export { adminDashboardRoutes } from './admin-dashboard.routes.js';
export { customerFinancialRoutes } from './customer-financial.routes.js';
export { periodCustomerSummary } from './customer-insights.service.js';
export { orderAnalyticsRoutes } from './order-analytics.routes.js';
export { overviewRoutes } from './overview.routes.js';
export { performanceRoutes } from './performance.routes.js';
export { productAnalyticsRoutes } from './product-analytics.routes.js';
export {
  customerFirstDayRows,
  customerFirstMonthRows,
  productDayRows,
  productMonthRows,
  productStatusDayRows,
  vendorCustomerRows,
  vendorDayRows,
  vendorMonthRows,
} from './read-side.queries.js';
export { drainAnalytics, rebuildAnalytics, startAnalyticsJob } from './refresh.service.js';
export { requeueVendorDeliveries } from './requeue.service.js';
export { trendsRoutes } from './trends.routes.js';

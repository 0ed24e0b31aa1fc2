/** Analytics: the daily rollups (decision 0013) and the screens that read them. */
export { orderAnalyticsRoutes } from './order-analytics.routes.js';
export { drainAnalytics, rebuildAnalytics, startAnalyticsJob } from './refresh.service.js';
export { requeueVendorDeliveries } from './requeue.service.js';

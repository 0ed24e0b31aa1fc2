/** Analytics: the daily rollups (decision 0013) and the screens that read them. */

export { performanceRoutes } from './performance.routes.js';
export { drainAnalytics, rebuildAnalytics, startAnalyticsJob } from './refresh.service.js';

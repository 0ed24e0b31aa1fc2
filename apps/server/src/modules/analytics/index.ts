/** Analytics: the daily rollups (decision 0013) and the screens that read them. */

export { overviewRoutes } from './overview.routes.js';
export { drainAnalytics, rebuildAnalytics, startAnalyticsJob } from './refresh.service.js';

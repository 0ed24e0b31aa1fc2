/** The Performance Dashboard (issue 13): figures, comparisons, goals, marketing spend and insights. */
export { performanceDashboardRoutes } from './performance.routes.js';

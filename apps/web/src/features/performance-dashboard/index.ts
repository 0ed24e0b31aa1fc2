/** Public surface of the Performance Dashboard (`/vendor/performance`). */
export { type Performance, performanceQueryOptions } from './api/performance';
export { PerformancePage } from './routes/performance-page';

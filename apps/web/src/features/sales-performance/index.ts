/** Public surface of Sales Performance (`/vendor/analytics/sales`). */
export {
  fetchSalesPerformance,
  type SalesPerformance,
  salesPerformanceQueryOptions,
} from './api/sales-performance';
export { SalesPerformancePage } from './routes/sales-performance-page';

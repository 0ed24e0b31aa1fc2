/** Public surface of Product Performance (`/vendor/analytics/products`). */
export {
  fetchProductPerformance,
  type ProductPerformance,
  productPerformanceQueryOptions,
} from './api/product-performance';
export { ProductPerformancePage } from './routes/product-performance-page';

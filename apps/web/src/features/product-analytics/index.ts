/** Public surface of Product analytics (`/vendor/products/:id/analytics`). */
export {
  fetchProductAnalytics,
  type ProductAnalytics,
  productAnalyticsQueryOptions,
} from './api/product-analytics';
export { formatChange, formatPercent, formatRate } from './format';
export { ProductAnalyticsPage } from './routes/product-analytics-page';

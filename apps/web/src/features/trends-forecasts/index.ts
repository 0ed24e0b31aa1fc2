/** Public surface of Trends & Forecasts (`/vendor/analytics/trends`). */
export { fetchVendorTrends, type VendorTrends, vendorTrendsQueryOptions } from './api/get-vendor-trends';
export { TrendsPage } from './routes/trends-page';

/** Public surface of Customer Insights (`/vendor/analytics/customers`). */
export {
  type CustomerInsights,
  customerInsightsQueryOptions,
  fetchCustomerInsights,
  useCustomerInsights,
} from './api/customer-insights';
export { CustomerInsightsPage } from './routes/customer-insights-page';

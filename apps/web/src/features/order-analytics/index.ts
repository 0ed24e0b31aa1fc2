/** Public surface of Order Analytics (`/vendor/orders/analytics`). */
export { fetchOrderAnalytics, type OrderAnalytics, orderAnalyticsQueryOptions } from './api/order-analytics';
export { OrderAnalyticsPage } from './routes/order-analytics-page';

/** Public surface of Sales Reports (`/vendor/reports`). */
export { fetchSalesReport, type SalesReport, salesReportQueryOptions } from './api/sales-report';
export { SalesReportsPage } from './routes/sales-reports-page';

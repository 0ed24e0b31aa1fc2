/** Public surface of Financial Reports (`/vendor/analytics/financial`). */
export {
  type FinancialFigures,
  type FinancialReport,
  fetchFinancialReport,
  financialReportQueryOptions,
  useFinancialReport,
} from './api/financial-report';
export { FinancialReportsPage } from './routes/financial-reports-page';

/** Public surface of the Business Overview, 'Your Business Report' (`/vendor/analytics`). */
export {
  type BusinessOverview,
  businessOverviewQueryOptions,
  fetchBusinessOverview,
} from './api/business-overview';
export { BusinessOverviewPage } from './routes/business-overview-page';

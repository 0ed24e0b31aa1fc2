/** Sales Reports: the vendor's sales report on screen and exported as CSV or PDF (issue 13). */
export { reportRoutes } from './reports.routes.js';

/** The vendor's own account: profile, logo, dashboard. */
export { vendorAccountRoutes } from './vendor-account.routes.js';

/** Admin vendor management: the vendor list, status and commission changes, impersonation. */
export { adminVendorRoutes } from './admin-vendors.routes.js';
export { countVendorsByStatus } from './admin-vendors.service.js';

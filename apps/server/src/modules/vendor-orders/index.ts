/** The vendor's orders, its customers (their page and the notes the shop keeps) and export; commissions and their payments. */
export { adminCommissionRoutes } from './admin-commissions.routes.js';
export { recordCommissionPayment } from './commissions.service.js';
export { vendorCustomerRoutes } from './customers.routes.js';
export { commissionPaymentRows } from './read-side.queries.js';
export { vendorOrderRoutes } from './vendor-orders.routes.js';
export { changeVendorOrderStatus } from './vendor-orders.service.js';

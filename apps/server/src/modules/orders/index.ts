/** Checkout, orders and their parts: the part state machine, cancellation, receipts, tracking, events. */

export {
  countVendorParts,
  exportBatch,
  findCustomerOrder,
  findOrder,
  findVendorPart,
  insertOrderEvent,
  listPartItems,
  listVendorParts,
  type OrderItemRow,
  type OrderPartRow,
  type OrderRow,
  type PartChanges,
  partCommissionFacts,
  searchVendorParts,
  selectVendorCustomers,
  updatePart,
  type VendorCustomerFilter,
  type VendorListFilter,
  type VendorPartItem,
  vendorHasOrder,
  vendorPartsWhere,
  vendorStatusSummary,
} from './accounts-side.queries.js';
export { adminOrderRoutes } from './admin-orders.routes.js';
export { changeAdminPartStatus, forwardOrder } from './admin-orders.service.js';
export { cancelOrderItems, cancelOrderPart } from './cancel.service.js';
export { placeOrder, quoteOrder } from './checkout.service.js';
export { OrderBus } from './order-bus.js';
export { orderEventRoutes } from './order-events.routes.js';
export { orderRoutes } from './orders.routes.js';
export { notifyCustomerOfPart } from './part-notifications.js';
export { recomputeOrder, transitionPart } from './part-transition.js';
export { type PaymentProvider, testPaymentProvider } from './payments.js';
export { orderItemRows, orderPartRows, orderRows } from './read-side.queries.js';
export { orderLedgerMismatches, orderNumbers } from './refunds.queries.js';
export { sendPendingRefunds } from './refunds.service.js';

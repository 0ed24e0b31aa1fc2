/** Public surface of the vendor order screens (`/vendor/orders`, `/manage`, `/forwarded`) and their API. */

export {
  cancelVendorOrder,
  type OrderActionResult,
  respondToVendorOrder,
  setVendorOrderStatus,
  updateVendorOrderStatus,
  updateVendorOrderTracking,
  useVendorOrderMutation,
} from './api/order-actions';
export {
  fetchVendorOrder,
  fetchVendorOrders,
  vendorOrderQueryKey,
  vendorOrderQueryOptions,
  vendorOrdersKey,
  vendorOrdersQueryOptions,
} from './api/vendor-orders';
export { AddressBlock, addressLines } from './components/address-block';
export { CancelReasonDialog } from './components/cancel-reason-dialog';
export { OrderItemsList } from './components/order-items-list';
export { OrderMoneySummary } from './components/order-money-summary';
export { OrderTypeBadge, orderTypeLabel } from './components/order-type-badge';
export { PaymentStatusBadge } from './components/payment-status-badge';
export { VendorSessionGate } from './components/vendor-session-gate';
export { VendorStatusBadge } from './components/vendor-status-badge';
export { paymentMethodLabel } from './lib/payment-label';
export { serverMessageOr, statusChangeFailure } from './lib/status-messages';
export {
  BANNER_MS,
  CARRIERS,
  type Carrier,
  ORDER_MESSAGES,
  ORDERS_PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
} from './messages';
export { ForwardedOrdersPage } from './routes/forwarded-orders-page';
export { ManageOrdersPage } from './routes/manage-orders-page';
export { VendorOrdersPage } from './routes/vendor-orders-page';
export {
  isCancelledByCustomer,
  orderItemsOf,
  type VendorOrder,
  type VendorOrderCounts,
  type VendorOrderItem,
  type VendorOrderList,
  type VendorShippingAddress,
} from './types';

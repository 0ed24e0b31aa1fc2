/**
 * The vendor order pieces shared by the order lists (`/vendor/orders`, `/manage`, `/forwarded`) and
 * the order detail page: types, API calls, badges and dialogs.
 */

export { cancelVendorOrder, useCancelVendorOrder } from './api/cancel-vendor-order';
export { fetchVendorOrder, vendorOrderQueryOptions } from './api/get-vendor-order';
export { type OrderActionResult, useVendorOrderMutation } from './api/order-action';
export { respondToVendorOrder, useRespondToVendorOrder } from './api/respond-to-vendor-order';
export { setVendorOrderStatus, useSetVendorOrderStatus } from './api/set-vendor-order-status';
export { updateVendorOrderStatus, useUpdateVendorOrderStatus } from './api/update-vendor-order-status';
export { updateVendorOrderTracking, useUpdateVendorOrderTracking } from './api/update-vendor-order-tracking';
export { vendorOrderQueryKey, vendorOrdersKey } from './api/vendor-order-keys';
export { AddressBlock, addressLines } from './components/address-block';
export { CancelReasonDialog } from './components/cancel-reason-dialog';
export { OrderItemsList } from './components/order-items-list';
export { OrderMoneySummary } from './components/order-money-summary';
export { OrderTypeBadge, orderTypeLabel } from './components/order-type-badge';
export { PaymentStatusBadge } from './components/payment-status-badge';
export { type ShipmentInput, StatusMoveDialog } from './components/status-move-dialog';
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
export {
  isCancelledByCustomer,
  orderItemsOf,
  type VendorOrder,
  type VendorOrderCounts,
  type VendorOrderItem,
  type VendorOrderList,
  type VendorShippingAddress,
} from './types';

/**
 * The order pieces shared by the customer's order screens, checkout, order tracking and the admin
 * orders: the order types and API calls, the status badge and labels, and the order details modal.
 */

export { cancelOrder } from './api/cancel-order';
export { cancelOrderItems } from './api/cancel-order-items';
export { cancelOrderPart } from './api/cancel-order-part';
export type { CancelResult } from './api/cancel-request';
export type { OrderAccess } from './api/order-access';
export {
  fetchOrderDetails,
  orderDetailsQueryKey,
  orderDetailsQueryOptions,
} from './api/order-details';
export { type OrderStatusEvent, subscribeToOrderEvents } from './api/order-events';
export { HandlerGroupCard } from './components/handler-group-card';
export {
  ORDER_DETAILS_REFRESH_MS,
  OrderDetailsModal,
  type OrderDetailsModalProps,
  orderLoadErrorMessage,
} from './components/order-details-modal';
export {
  addressLines,
  deliverySpeedLabel,
  OrderInfoBoxes,
  OrderSummary,
  paymentMethodLabel,
} from './components/order-info';
export { OrderStatusBadge, orderStatusLabel } from './components/order-status-badge';
export { guestOrderEmail, rememberGuestOrderEmail } from './guest-email';
export { groupItemsByHandler, type HandlerGroup, MARKETPLACE_NAME, orderLiveStatus } from './order-groups';
export type {
  Order,
  OrderItem,
  OrderList,
  OrderPart,
  OrderVendorRef,
  OrderViewer,
  Pagination,
  SplitDetails,
  SplitPart,
} from './types';
export { useOrderLiveUpdates } from './use-order-live-updates';

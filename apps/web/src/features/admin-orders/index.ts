/** Public surface of the admin order desk (`/admin/orders`, `/admin/orders/:id`). */

export { forwardOrder } from './api/forward-order';
export {
  type AdminOrderDetails,
  adminOrderQueryOptions,
  fetchAdminOrder,
  type OrderHistoryEvent,
} from './api/get-admin-order';
export {
  ADMIN_ORDER_STATUSES,
  type AdminOrderFilters,
  adminOrdersQueryOptions,
  fetchAdminOrders,
} from './api/list-admin-orders';
export { updateAdminPartStatus } from './api/update-admin-part-status';
export { ORDER_TYPE_LABELS } from './order-type-labels';
export { AdminOrderPage } from './routes/admin-order-page';
export { AdminOrdersPage } from './routes/admin-orders-page';

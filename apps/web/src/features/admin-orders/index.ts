/** Public surface of the admin order desk (`/admin/orders`, `/admin/orders/:id`). */

export {
  ADMIN_ORDER_STATUSES,
  type AdminOrderDetails,
  type AdminOrderFilters,
  adminOrderQueryOptions,
  adminOrdersQueryOptions,
  fetchAdminOrder,
  fetchAdminOrders,
  forwardOrder,
  type OrderHistoryEvent,
  updateAdminPartStatus,
} from './api/admin-orders';
export { ORDER_TYPE_LABELS } from './order-type-labels';
export { AdminOrderPage } from './routes/admin-order-page';
export { AdminOrdersPage } from './routes/admin-orders-page';

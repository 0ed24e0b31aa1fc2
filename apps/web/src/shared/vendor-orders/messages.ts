import { MESSAGES, partStatusChangedMessage } from '@market/domain';

/**
 * The order screens' sentences of spec 001 section 8 (Orders), except (issue 35 item 5, decision
 * 0045) that none begins with a symbol (✅ and ❌ render as an empty box without an emoji font) and a
 * status change is confirmed in the vocabulary's words ('Order part marked Shipped').
 */
export const ORDER_MESSAGES = {
  notAuthenticated: MESSAGES.notAuthenticatedAsVendor,
  loadFailed: 'Failed to load orders',
  initializing: 'Initializing...',
  loading: 'Loading orders...',
  empty: 'No orders found',
  statusUpdated: partStatusChangedMessage,
  statusUpdateFailedWith: (message: string) => `Failed to update order status: ${message}`,
  serverRefused: (message: string) => message,
  statusUpdateFailed: 'Failed to update order status. Please try again.',
  rejected: 'Order rejected successfully!',
  rejectFailed: (message: string) => `Failed to reject order: ${message}`,
  exportFailed: 'Failed to export orders. Please try again.',
  nothingToExport: 'No orders to export',
  cancelledByCustomer: 'Cannot modify - Order cancelled by customer',
  manageHeader: 'Manage and track your vendor orders efficiently',
  // Forwarded orders screen
  forwardedLoadFailed: 'Failed to load orders. Please try again.',
  responded: (action: 'accepted' | 'rejected') => `Order ${action} successfully!`,
  respondFailed: (action: 'accept' | 'reject') => `Failed to ${action} order. Please try again.`,
  // Vendor order detail
  detailLoadFailed: 'Failed to load order details',
  detailStatusUpdated: partStatusChangedMessage,
  detailStatusFailed: 'Failed to update order status',
  trackingUpdated: 'Tracking information updated successfully',
  trackingFailed: 'Failed to update tracking information',
} as const;

/** Banners and toasts of these screens clear after this long (spec 001 section 9). */
export const BANNER_MS = 3000;

/** The search box waits this long after the last key (spec 001 section 9). */
export { SEARCH_DEBOUNCE_MS } from '@/lib/use-debounced-input';

/** Orders per page (spec 001 section 9). */
export const ORDERS_PAGE_SIZE = 10;

/** Carriers the tracking calls accept (spec 001 section 5). */
export { CARRIERS, type Carrier } from '@market/domain';

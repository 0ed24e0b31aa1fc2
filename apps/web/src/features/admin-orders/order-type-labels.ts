import type { OrderType } from '@market/domain';

/** How the order type of spec 000 section 4 reads on the admin desk. */
export const ORDER_TYPE_LABELS: Record<OrderType, string> = {
  admin_only: 'Marketplace only',
  vendor_only: 'Vendors only',
  mixed: 'Mixed',
};

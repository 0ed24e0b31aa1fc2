/** The status filter of the vendor screens; cancelled by customer and by vendor are told apart. */
export const VENDOR_STATUS_FILTERS = [
  'pending',
  'accepted',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'cancelled_by_customer',
  'rejected',
  'returned',
] as const;
export type VendorStatusFilter = (typeof VENDOR_STATUS_FILTERS)[number];

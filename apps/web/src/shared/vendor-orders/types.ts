import type { PageInfo } from '@/lib/pagination';
/**
 * Shapes of the vendor order API (apps/server/src/modules/vendor-orders/vendor-order-dto.ts,
 * spec 001 "Vendor order"). Money is in decimals. `_id` is the id of the vendor's part.
 */

export type VendorOrderItem = {
  _id: string;
  productId: string | null;
  title: string;
  productName: string;
  product: { _id: string | null; name: string; sku: string; images: string[] };
  image: string | null;
  price: number;
  quantity: number;
  itemTotal: number;
  commissionAmount: number;
  status: string;
  vendorId: string | null;
};

export type VendorShippingAddress = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  apartment: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
};

export type VendorOrder = {
  _id: string;
  orderNumber: string;
  parentOrderId: { _id: string; orderNumber: string };
  orderType: string;
  parentOrderType: string | null;
  status: string;
  statusLabel: string;
  /** 'user' when the customer cancelled it. */
  cancelledBy: string | null;
  cancellationReason: string | null;
  customerName: string;
  email: string;
  customer: { name: string; email: string; phone: string | null };
  user: { email: string };
  itemCount: number;
  items?: VendorOrderItem[];
  vendorItems?: VendorOrderItem[];
  totalAmount: number;
  vendorSubtotal: number;
  shippingCost: number;
  taxAmount: number | null;
  commissionRate: number;
  commissionAmount: number;
  vendorAmount: number;
  createdAt: string;
  forwardedAt: string | null;
  /** Only in the detail (GET /vendors/orders/:id). */
  shippingAddress: VendorShippingAddress | null;
  adminNotes: string;
  vendorNotes: string;
  trackingInfo: string | null;
  tracking: { trackingNumber: string | null; carrier: string | null; notes: string | null };
  paymentMethod: string | null;
  paymentStatus: string | null;
  transactionId: string | null;
  vendorId: string;
  acceptedAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
};

export type VendorOrderCounts = {
  pending: number;
  accepted: number;
  confirmed: number;
  processing: number;
  shipped: number;
  delivered: number;
  rejected: number;
  cancelled: number;
  cancelled_by_customer: number;
  returned: number;
};

export type VendorOrderPagination = PageInfo & {
  totalOrders: number;
};

export type VendorOrderList = {
  orders: VendorOrder[];
  pagination: VendorOrderPagination;
  summary: { counts: VendorOrderCounts; totalCommission: number };
};

/** The status filter values GET /vendors/orders accepts. */
export const VENDOR_ORDER_FILTERS = [
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
export type VendorOrderFilter = (typeof VENDOR_ORDER_FILTERS)[number];

export function isVendorOrderFilter(value: unknown): value is VendorOrderFilter {
  return typeof value === 'string' && (VENDOR_ORDER_FILTERS as readonly string[]).includes(value);
}

/** True when the customer cancelled this part: the vendor can no longer change it. */
export function isCancelledByCustomer(order: Pick<VendorOrder, 'status' | 'cancelledBy'>): boolean {
  return order.cancelledBy === 'user';
}

/** The vendor's items of an order (the API sends both names). */
export function orderItemsOf(order: Pick<VendorOrder, 'items' | 'vendorItems'>): VendorOrderItem[] {
  return order.items ?? order.vendorItems ?? [];
}

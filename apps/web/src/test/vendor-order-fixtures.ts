/** Vendor order fixtures for component tests (not part of the feature's public surface). */
import type {
  VendorOrder,
  VendorOrderCounts,
  VendorOrderItem,
  VendorOrderList,
} from '@/shared/vendor-orders';

export function makeVendorItem(overrides: Partial<VendorOrderItem> = {}): VendorOrderItem {
  return {
    _id: 'item-1',
    productId: 'prod-1',
    title: 'Over-Ear Headphones',
    productName: 'Over-Ear Headphones',
    product: { _id: 'prod-1', name: 'Over-Ear Headphones', sku: 'SON-1035', images: [] },
    image: null,
    price: 119,
    quantity: 2,
    itemTotal: 238,
    commissionAmount: 47.6,
    status: 'processing',
    vendorId: 'vendor-1',
    ...overrides,
  };
}

export function makeVendorOrder(overrides: Partial<VendorOrder> = {}): VendorOrder {
  const id = overrides._id ?? 'part-1';
  const items = overrides.items ?? [makeVendorItem({ status: overrides.status ?? 'processing' })];
  return {
    _id: id,
    orderNumber: 'IT-1700000000000ABCDE',
    parentOrderId: { _id: `order-of-${id}`, orderNumber: overrides.orderNumber ?? 'IT-1700000000000ABCDE' },
    orderType: 'vendor_order',
    parentOrderType: null,
    status: 'processing',
    statusLabel: 'Processing',
    cancelledBy: null,
    cancellationReason: null,
    customerName: 'Casey Customer',
    email: 'customer@demo.test',
    customer: { name: 'Casey Customer', email: 'customer@demo.test', phone: null },
    user: { email: 'customer@demo.test' },
    itemCount: 2,
    items,
    vendorItems: items,
    totalAmount: 243,
    vendorSubtotal: 238,
    shippingCost: 5,
    taxAmount: null,
    commissionRate: 20,
    commissionAmount: 47.6,
    vendorAmount: 190.4,
    createdAt: '2025-11-20T10:00:00.000Z',
    forwardedAt: '2025-11-20T10:00:00.000Z',
    shippingAddress: null,
    adminNotes: '',
    vendorNotes: '',
    trackingInfo: null,
    tracking: { trackingNumber: null, carrier: null, notes: null },
    paymentMethod: null,
    paymentStatus: null,
    transactionId: null,
    vendorId: 'vendor-1',
    acceptedAt: null,
    shippedAt: null,
    deliveredAt: null,
    ...overrides,
  };
}

/** The detail form of an order: address, phone, payment and tax filled in. */
export function makeVendorOrderDetail(overrides: Partial<VendorOrder> = {}): VendorOrder {
  return makeVendorOrder({
    parentOrderType: 'vendor_only',
    customer: { name: 'Casey Customer', email: 'customer@demo.test', phone: '+1 555 0100' },
    taxAmount: 19.04,
    shippingAddress: {
      firstName: 'Casey',
      lastName: 'Customer',
      email: 'customer@demo.test',
      phone: '+1 555 0100',
      street: '322 Oak Avenue',
      apartment: 'Apt 4',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60601',
      country: 'United States',
    },
    paymentMethod: 'card',
    paymentStatus: 'paid',
    transactionId: 'txn_test_123',
    ...overrides,
  });
}

export const ZERO_COUNTS: VendorOrderCounts = {
  pending: 0,
  accepted: 0,
  confirmed: 0,
  processing: 0,
  shipped: 0,
  delivered: 0,
  rejected: 0,
  cancelled: 0,
  cancelled_by_customer: 0,
  returned: 0,
};

export function makeVendorOrderList(
  orders: VendorOrder[],
  overrides: {
    page?: number;
    totalItems?: number;
    counts?: Partial<VendorOrderCounts>;
    totalCommission?: number;
  } = {},
): VendorOrderList {
  const page = overrides.page ?? 1;
  const totalItems = overrides.totalItems ?? orders.length;
  const totalPages = Math.max(1, Math.ceil(totalItems / 10));
  return {
    orders,
    pagination: {
      currentPage: page,
      pageSize: 10,
      totalItems,
      totalPages,
      hasNextPage: page < totalPages,
      hasPrevPage: page > 1,
      totalOrders: totalItems,
    },
    summary: {
      counts: { ...ZERO_COUNTS, ...overrides.counts },
      totalCommission: overrides.totalCommission ?? 0,
    },
  };
}

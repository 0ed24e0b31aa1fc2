/** Order fixtures for component tests (not part of the feature's public surface). */
import type { Order, OrderItem, OrderList, OrderPart } from '@/shared/orders';

export function makeItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    _id: 'item-1',
    partId: 'part-admin',
    productId: 'prod-1',
    title: 'House Blend Coffee',
    productName: 'House Blend Coffee',
    sku: 'SKU-1',
    image: null,
    quantity: 1,
    price: 10,
    itemTotal: 10,
    subtotal: 10,
    status: 'pending',
    vendor: null,
    assignedVendor: null,
    handledBy: 'admin',
    ...overrides,
  };
}

export function makePart(overrides: Partial<OrderPart> = {}): OrderPart {
  return {
    _id: 'part-admin',
    type: 'admin',
    status: 'pending',
    cancelledBy: null,
    vendor: null,
    items: [],
    itemCount: 1,
    subtotal: 10,
    shipping: 0,
    forwardedAt: null,
    trackingNumber: null,
    carrier: null,
    shippedAt: null,
    deliveredAt: null,
    cancellable: true,
    ...overrides,
  };
}

const GREEN = { _id: 'vendor-green', businessName: 'Green Leaf Home' };
const PEAK = { _id: 'vendor-peak', businessName: 'Peak Outdoor Co.' };

/**
 * A mixed order: the marketplace's coffee (pending, not forwarded), Green Leaf Home's two items
 * (pending, forwarded) and Peak Outdoor Co.'s tent (shipped).
 */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  const items = [
    makeItem(),
    makeItem({
      _id: 'item-2',
      partId: 'part-green',
      productId: 'prod-2',
      title: 'Linen Throw',
      productName: 'Linen Throw',
      price: 40,
      itemTotal: 40,
      subtotal: 40,
      vendor: GREEN,
      assignedVendor: GREEN._id,
      handledBy: 'vendor',
    }),
    makeItem({
      _id: 'item-3',
      partId: 'part-green',
      productId: 'prod-3',
      title: 'Clay Planter',
      productName: 'Clay Planter',
      quantity: 2,
      price: 15,
      itemTotal: 30,
      subtotal: 30,
      vendor: GREEN,
      assignedVendor: GREEN._id,
      handledBy: 'vendor',
    }),
    makeItem({
      _id: 'item-4',
      partId: 'part-peak',
      productId: 'prod-4',
      title: 'Trail Tent',
      productName: 'Trail Tent',
      price: 120,
      itemTotal: 120,
      subtotal: 120,
      status: 'shipped',
      vendor: PEAK,
      assignedVendor: PEAK._id,
      handledBy: 'vendor',
    }),
  ];
  const statusParts = [
    makePart({ items: ['item-1'] }),
    makePart({
      _id: 'part-green',
      type: 'vendor',
      vendor: GREEN,
      items: ['item-2', 'item-3'],
      itemCount: 3,
      subtotal: 70,
      shipping: 5,
      forwardedAt: '2025-11-20T10:00:00.000Z',
    }),
    makePart({
      _id: 'part-peak',
      type: 'vendor',
      status: 'shipped',
      vendor: PEAK,
      items: ['item-4'],
      subtotal: 120,
      shipping: 10,
      forwardedAt: '2025-11-20T10:00:00.000Z',
      trackingNumber: '1Z999',
      carrier: 'UPS',
      shippedAt: '2025-11-21T10:00:00.000Z',
      cancellable: false,
    }),
  ];
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    orderNumber: 'IT-1763632800000ABCDE',
    status: 'shipped',
    unifiedStatus: 'shipped',
    orderStatus: 'shipped',
    liveStatus: 'shipped',
    statusDisplay: 'Shipped',
    orderType: 'mixed',
    hasSplitOrder: true,
    forwardedToVendors: true,
    cancellable: true,
    cancellationReason: null,
    createdAt: '2025-11-20T10:00:00.000Z',
    updatedAt: '2025-11-21T10:00:00.000Z',
    deliverySpeed: 'standard',
    estimatedDelivery: '2025-11-25T10:00:00.000Z',
    customer: {
      name: 'Casey Customer',
      email: 'customer@demo.test',
      phone: '555-0100',
      address: '1 Main St',
      city: 'Springfield',
    },
    shippingAddress: {
      street: '1 Main St',
      apartment: '',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      country: 'United States',
    },
    paymentMethod: 'cod',
    paymentStatus: 'pending',
    transactionId: null,
    receiptUrl: null,
    currency: 'USD',
    subtotal: 200,
    shipping: 15,
    tax: 16,
    taxRate: 0.08,
    totalAmount: 231,
    items,
    statusParts,
    ...overrides,
  };
}

export function makeOrderList(
  orders: Order[],
  page = 1,
  totalItems = orders.length,
  pageSize = 10,
): OrderList {
  const totalPages = Math.max(1, Math.ceil(totalItems / pageSize));
  return {
    orders,
    pagination: {
      currentPage: page,
      pageSize,
      totalItems,
      totalPages,
      hasNextPage: page < totalPages,
      hasPrevPage: page > 1,
      totalOrders: totalItems,
    },
  };
}

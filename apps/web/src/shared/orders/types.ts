import type { DeliverySpeed, OrderType, PaymentMethod } from '@market/domain';
import type { PageInfo } from '@/lib/pagination';

/** Shapes of the order API (apps/server/src/modules/orders/order-dto.ts). Money is in decimals. */

export type OrderVendorRef = { _id: string; businessName: string } | null;

export type OrderItem = {
  _id: string;
  partId: string;
  productId: string | null;
  title: string;
  productName: string;
  sku: string;
  image: string | null;
  quantity: number;
  price: number;
  itemTotal: number;
  subtotal: number;
  /** 'cancelled' for a cancelled item, otherwise its part's status. */
  status: string;
  vendor: OrderVendorRef;
  assignedVendor: string | null;
  handledBy: 'admin' | 'vendor';
};

export type OrderPart = {
  _id: string;
  type: 'admin' | 'vendor';
  status: string;
  cancelledBy: string | null;
  vendor: OrderVendorRef;
  /** Ids of the part's items. */
  items: string[];
  itemCount: number;
  subtotal: number;
  shipping: number;
  /** When the part reached its vendor; null until forwarded (always null for the admin part). */
  forwardedAt: string | null;
  trackingNumber: string | null;
  carrier: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  cancellable: boolean;
};

export type Order = {
  _id: string;
  orderNumber: string;
  /** The unified status (rule set A). */
  status: string;
  unifiedStatus: string;
  orderStatus: string;
  /** The real-time rule's status (the live badge). */
  liveStatus: string;
  statusDisplay: string;
  orderType: OrderType;
  hasSplitOrder: boolean;
  forwardedToVendors: boolean;
  cancellable: boolean;
  cancellationReason: string | null;
  createdAt: string;
  updatedAt: string;
  deliverySpeed: DeliverySpeed | string;
  estimatedDelivery: string;
  customer: { name: string; email: string; phone: string; address: string; city: string };
  shippingAddress: {
    street: string;
    apartment: string;
    city: string;
    state: string;
    zipCode: string;
    country: string;
  };
  paymentMethod: PaymentMethod | string;
  paymentStatus: string;
  transactionId: string | null;
  receiptUrl: string | null;
  currency: string;
  subtotal: number;
  shipping: number;
  tax: number;
  taxRate: number;
  totalAmount: number;
  items: OrderItem[];
  statusParts: OrderPart[];
  /** What was given back for cancelled items (the customer's and the admin's detail; lists leave it out). */
  refunds?: OrderRefund[];
  refundedAmount?: number;
};

export type OrderRefund = {
  _id: string;
  amount: number;
  method: string;
  status: string;
  /** The server's sentence, e.g. "Refunded $12.00 to card on Nov 29, 2026" (the e-mail's words). */
  message: string;
  createdAt: string;
  completedAt: string | null;
};

export type Pagination = PageInfo;

/** The customer's order list; `totalOrders` is the spec's name for the count (spec 001 section 3, Order list response). */
export type OrderList = { orders: Order[]; pagination: Pagination & { totalOrders: number } };

/** One part in GET /orders/:id/split-details. */
export type SplitPart = {
  id: string;
  type: 'admin' | 'vendor';
  status: string;
  items: OrderItem[];
  subtotal: number;
  vendorName: string;
  vendorContact: { email: string; phone: string } | null;
  cancellable: boolean;
  forwardedAt: string | null;
  trackingNumber: string | null;
  carrier: string | null;
};

export type SplitDetails = {
  mainOrder: Order;
  isSplit: boolean;
  parts: SplitPart[];
  adminPart: SplitPart | null;
  vendorParts: SplitPart[];
  /** Rule set B. */
  overallStatus: string;
};

/** Who is looking at an order: decides the call, the info box and which actions show. */
export type OrderViewer = 'customer' | 'guest' | 'admin' | 'vendor';

import {
  fromMinor,
  isSplitOrderCancellable,
  isStatusCancellable,
  overallStatus,
  realtimeStatus,
  refundSentence,
  unifiedStatus as ruleA,
} from '@market/domain';
import { z } from 'zod';
import type { ItemRow, OrderAggregate, PartRow } from './orders.queries.js';

export type { OrderAggregate };

export const mediaUrl = (key: string | null | undefined) => (key ? `/uploads/${key}` : null);

const STATUS_DISPLAY: Record<string, string> = {
  placed: 'Order Placed',
  pending: 'Pending',
  processing: 'Processing',
  accepted: 'Accepted',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  rejected: 'Cancelled',
  returned: 'Returned',
  partially_cancelled: 'Partially Cancelled',
  refunded: 'Refunded',
};
export const statusDisplay = (s: string) => STATUS_DISPLAY[s] ?? s;

const vendorRef = z.object({ _id: z.string(), businessName: z.string() }).nullable();

export const orderItemDto = z.object({
  _id: z.string(),
  partId: z.string(),
  productId: z.string().nullable(),
  title: z.string(),
  productName: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  quantity: z.number(),
  price: z.number(),
  itemTotal: z.number(),
  subtotal: z.number(),
  status: z.string(),
  vendor: vendorRef,
  assignedVendor: z.string().nullable(),
  handledBy: z.enum(['admin', 'vendor']),
});

export const orderPartDto = z.object({
  _id: z.string(),
  type: z.enum(['admin', 'vendor']),
  status: z.string(),
  cancelledBy: z.string().nullable(),
  vendor: vendorRef,
  items: z.array(z.string()),
  itemCount: z.number(),
  subtotal: z.number(),
  shipping: z.number(),
  forwardedAt: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancellable: z.boolean(),
});

export const orderDto = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  unifiedStatus: z.string(),
  orderStatus: z.string(),
  liveStatus: z.string(),
  statusDisplay: z.string(),
  orderType: z.enum(['admin_only', 'vendor_only', 'mixed']),
  hasSplitOrder: z.boolean(),
  forwardedToVendors: z.boolean(),
  cancellable: z.boolean(),
  cancellationReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deliverySpeed: z.string(),
  estimatedDelivery: z.string(),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
  }),
  shippingAddress: z.object({
    street: z.string(),
    apartment: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    country: z.string(),
  }),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  transactionId: z.string().nullable(),
  receiptUrl: z.string().nullable(),
  currency: z.string(),
  subtotal: z.number(),
  shipping: z.number(),
  tax: z.number(),
  taxRate: z.number(),
  totalAmount: z.number(),
  items: z.array(orderItemDto),
  statusParts: z.array(orderPartDto),
  /** What was given back for cancelled items (decision 0047), oldest first. */
  refunds: z.array(
    z.object({
      _id: z.string(),
      amount: z.number(),
      method: z.string(),
      status: z.string(),
      message: z.string(),
      createdAt: z.string(),
      completedAt: z.string().nullable(),
    }),
  ),
  refundedAmount: z.number(),
});
export type OrderDto = z.infer<typeof orderDto>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function vendorOf(part: PartRow | undefined) {
  return part?.vendorId ? { _id: part.vendorId, businessName: part.vendorName ?? 'Vendor' } : null;
}

function itemDto(item: ItemRow, part: PartRow | undefined): z.infer<typeof orderItemDto> {
  const status = item.status === 'cancelled' ? 'cancelled' : (part?.status ?? 'pending');
  return {
    _id: item.id,
    partId: item.partId,
    productId: item.productId,
    title: item.title,
    productName: item.title,
    sku: item.sku,
    image: item.image,
    quantity: item.quantity,
    price: fromMinor(item.unitPriceMinor),
    itemTotal: fromMinor(item.totalMinor),
    subtotal: fromMinor(item.totalMinor),
    status,
    vendor: vendorOf(part),
    assignedVendor: item.vendorId,
    handledBy: item.vendorId ? 'vendor' : 'admin',
  };
}

/** The order entity of spec 000 section 3 as customers and admins see it. */
export function toOrderDto(agg: OrderAggregate): OrderDto {
  const { order: o, parts, items } = agg;
  const partById = new Map(parts.map((p) => [p.id, p]));
  // A cancellation that gave nothing back (free items) is not shown as a refund.
  const shownRefunds = (agg.refunds ?? []).filter((r) => r.amountMinor > 0);
  const statuses = parts.map((p) => p.status);
  const vendorParts = parts.filter((p) => p.type === 'vendor');
  const unified = ruleA(statuses);
  return {
    _id: o.id,
    orderNumber: o.orderNumber,
    status: o.unifiedStatus,
    unifiedStatus: o.unifiedStatus || unified,
    orderStatus: o.unifiedStatus,
    liveStatus: realtimeStatus(statuses),
    statusDisplay: statusDisplay(o.unifiedStatus),
    orderType: o.orderType,
    hasSplitOrder: parts.length > 1,
    forwardedToVendors: vendorParts.length > 0 && vendorParts.every((p) => p.forwardedAt !== null),
    cancellable: isSplitOrderCancellable(statuses),
    cancellationReason: o.cancellationReason,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    deliverySpeed: o.deliverySpeed,
    estimatedDelivery: o.estimatedDeliveryAt.toISOString(),
    customer: {
      name: o.customerName,
      email: o.customerEmail,
      phone: o.customerPhone,
      address: o.shipStreet,
      city: o.shipCity,
    },
    shippingAddress: {
      street: o.shipStreet,
      apartment: o.shipApartment,
      city: o.shipCity,
      state: o.shipState,
      zipCode: o.shipZipCode,
      country: o.shipCountry,
    },
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    transactionId: o.transactionId,
    receiptUrl: mediaUrl(o.receiptKey),
    currency: o.currency,
    subtotal: fromMinor(o.subtotalMinor),
    shipping: fromMinor(o.shippingMinor),
    tax: fromMinor(o.taxMinor),
    taxRate: o.taxRateBp / 10_000,
    totalAmount: fromMinor(o.totalMinor),
    items: items.map((i) => itemDto(i, partById.get(i.partId))),
    refunds: shownRefunds.map((r) => ({
      _id: r.id,
      amount: fromMinor(r.amountMinor),
      method: r.method,
      status: r.status,
      message: refundSentence(r, o.currency),
      createdAt: r.createdAt.toISOString(),
      completedAt: iso(r.completedAt),
    })),
    refundedAmount: fromMinor(
      shownRefunds
        .filter((r) => r.status === 'succeeded' || r.status === 'recorded')
        .reduce((s, r) => s + r.amountMinor, 0),
    ),
    statusParts: parts.map((p) => ({
      _id: p.id,
      type: p.type,
      status: p.status,
      cancelledBy: p.cancelledBy,
      vendor: vendorOf(p),
      items: items.filter((i) => i.partId === p.id).map((i) => i.id),
      itemCount: p.itemCount,
      subtotal: fromMinor(p.subtotalMinor),
      shipping: fromMinor(p.shippingMinor),
      forwardedAt: iso(p.forwardedAt),
      trackingNumber: p.trackingNumber,
      carrier: p.carrier,
      shippedAt: iso(p.shippedAt),
      deliveredAt: iso(p.deliveredAt),
      cancellable: isStatusCancellable(p.status),
    })),
  };
}

/** GET /orders/:id/split-details (spec 000 "Split details"); overallStatus by rule set B. */
export function toSplitDetails(agg: OrderAggregate) {
  const dto = toOrderDto(agg);
  const parts = agg.parts.map((p) => ({
    id: p.id,
    type: p.type,
    status: p.status,
    items: dto.items.filter((i) => i.partId === p.id),
    subtotal: fromMinor(p.subtotalMinor),
    vendorName: p.type === 'admin' ? 'Marketplace' : (p.vendorName ?? 'Vendor'),
    vendorContact: p.type === 'admin' ? null : { email: p.vendorEmail ?? '', phone: p.vendorPhone ?? '' },
    cancellable: isStatusCancellable(p.status),
    forwardedAt: iso(p.forwardedAt),
    trackingNumber: p.trackingNumber,
    carrier: p.carrier,
  }));
  return {
    mainOrder: dto,
    isSplit: agg.parts.length > 1,
    parts,
    adminPart: parts.find((p) => p.type === 'admin') ?? null,
    vendorParts: parts.filter((p) => p.type === 'vendor'),
    overallStatus: overallStatus(agg.parts.map((p) => p.status)),
  };
}

const splitPart = z.object({
  id: z.string(),
  type: z.enum(['admin', 'vendor']),
  status: z.string(),
  items: z.array(orderItemDto),
  subtotal: z.number(),
  vendorName: z.string(),
  vendorContact: z.object({ email: z.string(), phone: z.string() }).nullable(),
  cancellable: z.boolean(),
  forwardedAt: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
});

export const splitDetailsDto = z.object({
  mainOrder: orderDto,
  isSplit: z.boolean(),
  parts: z.array(splitPart),
  adminPart: splitPart.nullable(),
  vendorParts: z.array(splitPart),
  overallStatus: z.string(),
});

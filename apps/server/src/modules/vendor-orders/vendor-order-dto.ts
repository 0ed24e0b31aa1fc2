import { applyRate, fromMinor, vendorStatusLabel } from '@market/domain';
import { z } from 'zod';
import type { OrderPartRow, OrderRow, VendorPartItem } from '../orders/index.js';

type Part = OrderPartRow;
type Order = OrderRow;
/** The item fields a vendor order shows (the list reads just these, as JSON, with its page). */
export type VendorOrderItem = VendorPartItem;

export const vendorOrderItemDto = z.object({
  _id: z.string(),
  productId: z.string().nullable(),
  title: z.string(),
  productName: z.string(),
  product: z.object({
    _id: z.string().nullable(),
    name: z.string(),
    sku: z.string(),
    images: z.array(z.string()),
  }),
  image: z.string().nullable(),
  price: z.number(),
  quantity: z.number(),
  itemTotal: z.number(),
  commissionAmount: z.number(),
  status: z.string(),
  vendorId: z.string().nullable(),
});

export const vendorOrderDto = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  parentOrderId: z.object({ _id: z.string(), orderNumber: z.string() }),
  orderType: z.literal('vendor_order'),
  parentOrderType: z.string().nullable(),
  status: z.string(),
  statusLabel: z.string(),
  cancelledBy: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  customerName: z.string(),
  email: z.string(),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  user: z.object({ email: z.string() }),
  itemCount: z.number(),
  items: z.array(vendorOrderItemDto).optional(),
  vendorItems: z.array(vendorOrderItemDto).optional(),
  totalAmount: z.number(),
  vendorSubtotal: z.number(),
  shippingCost: z.number(),
  taxAmount: z.number().nullable(),
  commissionRate: z.number(),
  commissionAmount: z.number(),
  vendorAmount: z.number(),
  createdAt: z.string(),
  forwardedAt: z.string().nullable(),
  shippingAddress: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string(),
      street: z.string(),
      apartment: z.string(),
      city: z.string(),
      state: z.string(),
      zipCode: z.string(),
      country: z.string(),
    })
    .nullable(),
  adminNotes: z.string(),
  vendorNotes: z.string(),
  trackingInfo: z.string().nullable(),
  tracking: z.object({
    trackingNumber: z.string().nullable(),
    carrier: z.string().nullable(),
    notes: z.string().nullable(),
  }),
  paymentMethod: z.string().nullable(),
  paymentStatus: z.string().nullable(),
  transactionId: z.string().nullable(),
  vendorId: z.string(),
  /** The detail only: the vendor as spec 000 section 4's vendor view names it. */
  vendor: z.object({ businessName: z.string(), name: z.string(), email: z.string() }).optional(),
  acceptedAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type VendorOrderDto = z.infer<typeof vendorOrderDto>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function itemDto(item: VendorOrderItem, part: Part): z.infer<typeof vendorOrderItemDto> {
  return {
    _id: item.id,
    productId: item.productId,
    title: item.title,
    productName: item.title,
    product: { _id: item.productId, name: item.title, sku: item.sku, images: item.image ? [item.image] : [] },
    image: item.image,
    price: fromMinor(item.unitPriceMinor),
    quantity: item.quantity,
    itemTotal: fromMinor(item.totalMinor),
    // A cancelled line, or a line of a cancelled or rejected order, earns no commission.
    commissionAmount:
      item.status === 'active' && part.status !== 'cancelled' && part.status !== 'rejected'
        ? fromMinor(applyRate(item.totalMinor, part.commissionRateBp))
        : 0,
    status: item.status === 'cancelled' ? 'cancelled' : part.status,
    vendorId: item.vendorId,
  };
}

/**
 * The vendor's view of its part of an order (spec 001 "Vendor order"): only its items, its
 * amounts and commission; the customer's contact and address only in the detail (`order` given).
 */
export function toVendorOrderDto(
  part: Part,
  opts: {
    items?: VendorOrderItem[];
    order?: Order;
    vendor?: { businessName: string; name: string; email: string } | undefined;
  } = {},
): VendorOrderDto {
  const o = opts.order;
  const [firstName, ...rest] = part.customerName.split(' ');
  const items = opts.items?.map((i) => itemDto(i, part));
  return {
    _id: part.id,
    orderNumber: part.orderNumber,
    parentOrderId: { _id: part.orderId, orderNumber: part.orderNumber },
    orderType: 'vendor_order',
    parentOrderType: o?.orderType ?? null,
    status: part.status,
    statusLabel: vendorStatusLabel(part.status, part.cancelledBy === 'user'),
    cancelledBy: part.cancelledBy,
    cancellationReason: part.cancellationReason,
    customerName: part.customerName,
    email: part.customerEmail,
    customer: { name: part.customerName, email: part.customerEmail, phone: o?.customerPhone ?? null },
    user: { email: part.customerEmail },
    itemCount: part.itemCount,
    ...(items ? { items, vendorItems: items } : {}),
    totalAmount: fromMinor(part.subtotalMinor + part.shippingMinor),
    vendorSubtotal: fromMinor(part.subtotalMinor),
    shippingCost: fromMinor(part.shippingMinor),
    taxAmount: o ? fromMinor(applyRate(part.subtotalMinor, o.taxRateBp)) : null,
    commissionRate: part.commissionRateBp / 100,
    commissionAmount: fromMinor(part.commissionMinor),
    vendorAmount: fromMinor(part.vendorAmountMinor),
    createdAt: part.createdAt.toISOString(),
    forwardedAt: iso(part.forwardedAt),
    shippingAddress: o
      ? {
          firstName: firstName ?? '',
          lastName: rest.join(' '),
          email: o.customerEmail,
          phone: o.customerPhone,
          street: o.shipStreet,
          apartment: o.shipApartment,
          city: o.shipCity,
          state: o.shipState,
          zipCode: o.shipZipCode,
          country: o.shipCountry,
        }
      : null,
    adminNotes: part.adminNotes,
    vendorNotes: part.vendorNotes,
    trackingInfo: part.trackingNumber,
    tracking: { trackingNumber: part.trackingNumber, carrier: part.carrier, notes: part.trackingNotes },
    paymentMethod: o?.paymentMethod ?? null,
    paymentStatus: o?.paymentStatus ?? null,
    transactionId: o?.transactionId ?? null,
    vendorId: part.vendorId!,
    ...(opts.vendor ? { vendor: opts.vendor } : {}),
    acceptedAt: iso(part.acceptedAt),
    shippedAt: iso(part.shippedAt),
    deliveredAt: iso(part.deliveredAt),
  };
}

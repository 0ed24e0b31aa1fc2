import { z } from 'zod';
import { PART_STATUSES } from '../part-transitions.js';

export const DELIVERY_SPEEDS = ['standard', 'express', 'overnight'] as const;
export type DeliverySpeed = (typeof DELIVERY_SPEEDS)[number];
/** Business days are not modelled: the estimate is calendar days (spec 000 section 9). */
export const DELIVERY_DAYS: Record<DeliverySpeed, number> = { standard: 5, express: 2, overnight: 1 };
export const DELIVERY_LABELS: Record<DeliverySpeed, string> = {
  standard: 'Standard (5 days)',
  express: 'Express (2 days)',
  overnight: 'Overnight (1 day)',
};

export function estimateDelivery(from: Date, speed: DeliverySpeed): Date {
  return new Date(from.getTime() + DELIVERY_DAYS[speed] * 24 * 3600 * 1000);
}

export const PAYMENT_METHODS = ['cod', 'bank_transfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on delivery',
  bank_transfer: 'Bank transfer',
  card: 'Card',
};

/** The messages of the order data check (spec 000 section 5), verbatim. */
export const ORDER_CHECK_MESSAGES = {
  customer: 'Customer information is required',
  customerName: 'Customer name is required',
  customerEmail: 'Customer email is required',
  customerPhone: 'Customer phone is required',
  shippingAddress: 'Shipping address is required',
  street: 'Street address is required',
  city: 'City is required',
  state: 'State is required',
  zipCode: 'ZIP code is required',
  country: 'Country is required',
  items: 'Order must contain at least one item',
  itemProduct: (n: number) => `Item ${n}: Product ID is required`,
  itemQuantity: (n: number) => `Item ${n}: Valid quantity is required`,
  itemPrice: (n: number) => `Item ${n}: Valid price is required`,
  payment: 'Payment information is required',
  paymentMethod: 'Payment method is required',
  paymentAmount: 'Payment amount is required',
} as const;

const M = ORDER_CHECK_MESSAGES;
/**
 * Text limits of the order screens, the same on the server and in the inputs: a reason for a
 * cancellation or a status change, notes (checkout, forwarding, a vendor's reply), tracking.
 */
export const ORDER_TEXT_LIMITS = {
  reasonMaxChars: 500,
  notesMaxChars: 1000,
  /** The free-text tracking field of a status change. */
  trackingInfoMaxChars: 200,
  /** A tracking number set on its own (shipped or delivered orders). */
  trackingNumberMaxChars: 100,
} as const;

/** Carriers a parcel can go with (spec 001 section 5). */
export const CARRIERS = ['FedEx', 'UPS', 'USPS', 'DHL', 'Other'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** Shipping needs both (decision 0032): said beside the field that is missing. */
export const SHIPMENT_MESSAGES = {
  trackingNumber: 'Enter the tracking number to mark this order shipped',
  carrier: 'Choose the carrier to mark this order shipped',
} as const;

/**
 * A status change body that moves to shipped must carry a tracking number and a carrier; the
 * issues name the request's own fields (`numberField` is `trackingNumber` or the forwarded
 * screen's `trackingInfo`).
 */
export function requireShipment<T extends { status: string; carrier?: string | undefined }>(
  numberField: 'trackingNumber' | 'trackingInfo',
) {
  return (body: T, ctx: z.RefinementCtx) => {
    if (body.status !== 'shipped') return;
    const number = (body as Record<string, unknown>)[numberField];
    if (typeof number !== 'string' || number.trim() === '') {
      ctx.addIssue({ code: 'custom', path: [numberField], message: SHIPMENT_MESSAGES.trackingNumber });
    }
    if (!body.carrier)
      ctx.addIssue({ code: 'custom', path: ['carrier'], message: SHIPMENT_MESSAGES.carrier });
  };
}

/**
 * A status change with what shipping needs (the simple order table's select and the admin's own
 * part): `status`, an optional `reason`, and `trackingNumber` and `carrier`, required for shipped.
 */
export const partStatusChangeBody = z
  .strictObject({
    status: z.enum(PART_STATUSES),
    reason: z.string().trim().max(ORDER_TEXT_LIMITS.reasonMaxChars).optional(),
    trackingNumber: z.string().trim().max(ORDER_TEXT_LIMITS.trackingNumberMaxChars).optional(),
    carrier: z.enum(CARRIERS).optional(),
  })
  .superRefine(requireShipment('trackingNumber'));

const text = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max);

export type OrderItemInput = { productId: string; quantity: number; price: number };

/** Each item checked with its 1-based number in the message ('Item 2: Valid quantity is required'). */
const itemsSchema = z
  .array(z.unknown(), { error: M.items })
  .min(1, M.items)
  .max(100, 'An order can hold at most 100 lines')
  .superRefine((items, ctx) => {
    items.forEach((raw, i) => {
      const n = i + 1;
      const item = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
      const known = new Set(['productId', 'quantity', 'price']);
      for (const key of Object.keys(item)) {
        if (!known.has(key))
          ctx.addIssue({ code: 'custom', path: [i, key], message: `Unknown field: ${key}` });
      }
      if (typeof item.productId !== 'string' || item.productId.trim() === '') {
        ctx.addIssue({ code: 'custom', path: [i, 'productId'], message: M.itemProduct(n) });
      }
      const q = item.quantity;
      if (typeof q !== 'number' || !Number.isInteger(q) || q < 1 || q > 1000) {
        ctx.addIssue({ code: 'custom', path: [i, 'quantity'], message: M.itemQuantity(n) });
      }
      const p = item.price;
      if (typeof p !== 'number' || !Number.isFinite(p) || p < 0) {
        ctx.addIssue({ code: 'custom', path: [i, 'price'], message: M.itemPrice(n) });
      }
    });
  })
  .transform((items) => items as OrderItemInput[]);

export const cardDetailsSchema = z.strictObject({
  number: z
    .string({ error: 'Card number is required' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Please enter a valid card number')),
  expiry: z
    .string({ error: 'Expiry date is required' })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Expiry must look like MM/YY'),
  cvc: z
    .string({ error: 'CVC is required' })
    .trim()
    .regex(/^\d{3,4}$/, 'CVC must be 3 or 4 digits'),
  name: text('Name on card is required', 120),
});

/** The order creation shape (spec 000 section 3), checked identically in the browser and on the server. */
export const orderSchema = z.strictObject({
  customer: z.strictObject(
    {
      name: text(M.customerName, 120),
      email: z
        .string({ error: M.customerEmail })
        .trim()
        .min(1, M.customerEmail)
        .pipe(z.email('Please enter a valid email address'))
        .transform((v) => v.toLowerCase()),
      phone: text(M.customerPhone, 40),
    },
    { error: M.customer },
  ),
  shippingAddress: z.strictObject(
    {
      street: text(M.street),
      apartment: z.string().trim().max(100).optional().default(''),
      city: text(M.city, 100),
      state: text(M.state, 100),
      zipCode: text(M.zipCode, 20),
      country: text(M.country, 100),
    },
    { error: M.shippingAddress },
  ),
  items: itemsSchema,
  payment: z.strictObject(
    {
      method: z.enum(PAYMENT_METHODS, { error: M.paymentMethod }),
      amount: z.number({ error: M.paymentAmount }).min(0, M.paymentAmount),
      card: cardDetailsSchema.optional(),
    },
    { error: M.payment },
  ),
  deliverySpeed: z.enum(DELIVERY_SPEEDS).optional().default('standard'),
  notes: z.string().trim().max(ORDER_TEXT_LIMITS.notesMaxChars).optional().default(''),
});
export type OrderInput = z.input<typeof orderSchema>;
export type OrderData = z.output<typeof orderSchema>;

/** The client helper of spec 000: the list of messages for an order, empty when it is fine. */
export function checkOrderData(order: unknown): string[] {
  const result = orderSchema.safeParse(order);
  if (result.success) return [];
  return [...new Set(result.error.issues.map((i) => i.message))];
}

export const quoteSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        productId: z.string({ error: 'Product ID is required' }).min(1, 'Product ID is required'),
        quantity: z
          .number()
          .int('Quantity must be a whole number')
          .min(1, 'Quantity must be at least 1')
          .max(1000),
      }),
    )
    .min(1, M.items)
    .max(100),
  deliverySpeed: z.enum(DELIVERY_SPEEDS).optional().default('standard'),
  shippingAddress: z.unknown().optional(),
});

export const CANCEL_MESSAGES = {
  partFailed: 'Failed to cancel part',
  itemsFailed: 'Failed to cancel items',
  orderFailed: 'Failed to cancel order',
  refreshed: 'Order details refreshed',
  orderCancelled: 'Order cancelled successfully',
  itemsCancelled: (n: number) => `Successfully cancelled ${n} item(s)`,
  partCancelled: (type: 'admin' | 'vendor') =>
    `${type === 'admin' ? 'Admin' : 'Vendor'} part cancelled successfully`,
  selectItems: 'Please select at least one item to cancel',
} as const;

export const ORDER_MODAL_MESSAGES = {
  notFound: 'Order not found',
  forbidden: 'Access denied - you can only view your own orders',
  failed: 'Failed to load order details. Please try again.',
} as const;

export const cancelBody = z.strictObject({
  reason: z.string().trim().max(ORDER_TEXT_LIMITS.reasonMaxChars).optional(),
  /** A guest proves the order is theirs with the e-mail they ordered with. */
  email: z.string().trim().max(254).optional(),
});

export const cancelItemsBody = z.strictObject({
  itemsToCancel: z.array(z.string().min(1)).min(1, CANCEL_MESSAGES.selectItems).max(100),
  reason: z.string().trim().max(ORDER_TEXT_LIMITS.reasonMaxChars).optional(),
  email: z.string().trim().max(254).optional(),
});

import {
  DELIVERY_SPEEDS,
  ORDER_ITEM_STATUSES,
  ORDER_STATUSES,
  ORDER_TYPES,
  PART_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from '@market/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from '../../db/table-columns.js';
import { users } from '../accounts/accounts.tables.js';
import { vendors } from '../accounts/vendors.tables.js';
import { products } from '../catalog/catalog.tables.js';

export { DELIVERY_SPEEDS, ORDER_TYPES, PAYMENT_METHODS };

/** An amount in minor units that a sum can grow: 64-bit, read as a number (values stay below 2^53; decision 0037). */
const money = (name: string) => bigint(name, { mode: 'number' });

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text('order_number').notNull(),
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    shipStreet: text('ship_street').notNull(),
    shipApartment: text('ship_apartment').notNull().default(''),
    shipCity: text('ship_city').notNull(),
    shipState: text('ship_state').notNull(),
    shipZipCode: text('ship_zip_code').notNull(),
    shipCountry: text('ship_country').notNull(),
    deliverySpeed: text('delivery_speed', { enum: DELIVERY_SPEEDS }).notNull().default('standard'),
    estimatedDeliveryAt: timestamp('estimated_delivery_at', { withTimezone: true }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    transactionId: text('transaction_id'),
    receiptKey: text('receipt_key'),
    currency: text('currency').notNull(),
    subtotalMinor: money('subtotal_minor').notNull(),
    shippingMinor: money('shipping_minor').notNull(),
    taxMinor: money('tax_minor').notNull(),
    totalMinor: money('total_minor').notNull(),
    taxRateBp: integer('tax_rate_bp').notNull(),
    /** Rule set A over the parts, recomputed in the same transaction as any part change. */
    unifiedStatus: text('unified_status').notNull().default('placed'),
    orderType: text('order_type', { enum: ORDER_TYPES }).notNull(),
    cancellationReason: text('cancellation_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('orders_unified_status_check', t.unifiedStatus, ORDER_STATUSES),
    oneOf('orders_payment_method_check', t.paymentMethod, PAYMENT_METHODS),
    oneOf('orders_payment_status_check', t.paymentStatus, PAYMENT_STATUSES),
    oneOf('orders_delivery_speed_check', t.deliverySpeed, DELIVERY_SPEEDS),
    oneOf('orders_order_type_check', t.orderType, ORDER_TYPES),
    uniqueIndex('orders_order_number_uq').on(t.orderNumber),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_email_idx').on(sql`lower(${t.customerEmail})`, t.createdAt),
    index('orders_status_idx').on(t.unifiedStatus, t.createdAt),
    index('orders_type_idx').on(t.orderType, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
  ],
);

export const PART_TYPES = ['admin', 'vendor'] as const;
export const CANCELLED_BY = ['user', 'vendor', 'admin', 'system'] as const;

/** One admin part (the marketplace's own items) and one part per vendor of an order. */
export const orderParts = pgTable(
  'order_parts',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type', { enum: PART_TYPES }).notNull(),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('pending'),
    // Copies of immutable order fields so a vendor's list, search and export need no join.
    orderNumber: text('order_number').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    /**
     * What the vendor's order search tests, lower case, one text: order number, customer name and
     * e-mail joined by the unit separator (chr 31), which a search term never holds, so a match
     * never spans two of them.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(order_number || chr(31) || customer_name || chr(31) || customer_email)`),
    itemCount: integer('item_count').notNull(),
    subtotalMinor: money('subtotal_minor').notNull(),
    shippingMinor: money('shipping_minor').notNull().default(0),
    commissionRateBp: integer('commission_rate_bp').notNull().default(0),
    commissionMinor: money('commission_minor').notNull().default(0),
    vendorAmountMinor: money('vendor_amount_minor').notNull().default(0),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    adminNotes: text('admin_notes').notNull().default(''),
    vendorNotes: text('vendor_notes').notNull().default(''),
    trackingNumber: text('tracking_number'),
    carrier: text('carrier'),
    trackingNotes: text('tracking_notes'),
    cancelledBy: text('cancelled_by', { enum: CANCELLED_BY }),
    cancellationReason: text('cancellation_reason'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('order_parts_status_check', t.status, PART_STATUSES),
    oneOf('order_parts_type_check', t.type, PART_TYPES),
    oneOf('order_parts_cancelled_by_check', t.cancelledBy, CANCELLED_BY),
    index('order_parts_order_idx').on(t.orderId),
    // The vendor's lists read only forwarded parts, newest first (a backward scan): pages come straight off these.
    // The searched and filtered columns ride along, so a search reads the index and not the table.
    index('order_parts_vendor_list_idx')
      .on(t.vendorId, t.createdAt, t.id, t.status, t.cancelledBy, t.searchText)
      .where(sql`${t.forwardedAt} is not null`),
    index('order_parts_vendor_status_list_idx')
      .on(t.vendorId, t.status, t.createdAt, t.id)
      .where(sql`${t.forwardedAt} is not null`),
    // Sales Reports read a vendor's year of parts (daily totals, Top Customers) from the index alone:
    // the columns after the placing time only ride along.
    index('order_parts_vendor_report_idx')
      .on(t.vendorId, t.createdAt, t.status, t.subtotalMinor, t.itemCount, t.customerEmail, t.customerName)
      .where(sql`${t.forwardedAt} is not null`),
    // Commission by month reads delivered parts from the index alone.
    index('order_parts_vendor_delivered_idx')
      .on(t.vendorId, t.deliveredAt, t.commissionMinor, t.subtotalMinor)
      .where(sql`${t.status} = 'delivered'`),
    // The marketplace's day of deliveries (the commission vendors owe), read by the analytics refresh.
    index('order_parts_delivered_day_idx')
      .on(t.deliveredAt, t.commissionMinor)
      .where(sql`${t.status} = 'delivered' and ${t.vendorId} is not null`),
    // The analytics refresh reads one customer's parts with one vendor.
    index('order_parts_vendor_customer_idx')
      .on(t.vendorId, sql`lower(${t.customerEmail})`, t.createdAt)
      .where(sql`${t.forwardedAt} is not null`),
    check('order_parts_vendor_ck', sql`(${t.type} = 'admin') = (${t.vendorId} is null)`),
  ],
);

const ITEM_STATUSES = ORDER_ITEM_STATUSES;

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    partId: uuid('part_id')
      .notNull()
      .references(() => orderParts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    sku: text('sku').notNull().default(''),
    image: text('image'),
    unitPriceMinor: money('unit_price_minor').notNull(),
    shippingMinor: money('shipping_minor').notNull().default(0),
    quantity: integer('quantity').notNull(),
    totalMinor: money('total_minor').notNull(),
    status: text('status', { enum: ITEM_STATUSES }).notNull().default('active'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('order_items_status_check', t.status, ITEM_STATUSES),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_part_idx').on(t.partId),
    index('order_items_product_idx').on(t.productId, t.createdAt),
  ],
);

/** Every status change: from, to, who, why and when. */
export const ACTOR_TYPES = ['customer', 'guest', 'vendor', 'admin', 'system'] as const;

export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    partId: uuid('part_id').references(() => orderParts.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorType: text('actor_type', { enum: ACTOR_TYPES }).notNull(),
    actorId: uuid('actor_id'),
    /** The admin behind an impersonation session when the vendor's portal was used by an admin. */
    impersonatorId: uuid('impersonator_id'),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('order_events_actor_type_check', t.actorType, ACTOR_TYPES),
    index('order_events_order_idx').on(t.orderId, t.createdAt),
  ],
);

/** A retried POST /orders with the same Idempotency-Key returns the first order. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

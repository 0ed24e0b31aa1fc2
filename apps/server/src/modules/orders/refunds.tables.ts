import { PAYMENT_METHODS, REFUND_STATUSES } from '@market/domain';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf } from '../../db/table-columns.js';
import { orderItems, orders } from './orders.tables.js';

/**
 * What the customer gets back for cancelled items (decision 0047): one refund per cancellation,
 * its amount the exact share the ledger's entry refunds (`ledger_entry_id`), and how it went: a card
 * refund is `pending` until the provider answers (`succeeded` with its reference, or `failed` with
 * its reason); a bank transfer refund is `owed` until an admin records it done.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    reason: text('reason').notNull(),
    ledgerEntryId: uuid('ledger_entry_id'),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    oneOf('order_refunds_status_check', t.status, REFUND_STATUSES),
    oneOf('order_refunds_method_check', t.method, PAYMENT_METHODS),
    index('order_refunds_order_idx').on(t.orderId, t.createdAt),
  ],
);

/** The items (whole: an item is cancelled whole) each refund gave back; an item is refunded at most once. */
export const orderRefundItems = pgTable(
  'order_refund_items',
  {
    refundId: uuid('refund_id')
      .notNull()
      .references(() => orderRefunds.id, { onDelete: 'restrict' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId] }), index('order_refund_items_refund_idx').on(t.refundId)],
);

import { INQUIRY_CATEGORIES, INQUIRY_PRIORITIES, INQUIRY_STATUSES } from '@market/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from '../../db/table-columns.js';
import { users } from '../accounts/accounts.tables.js';
import { vendors } from '../accounts/vendors.tables.js';
import { products } from '../catalog/catalog.tables.js';
import { orders } from '../orders/orders.tables.js';

export const INQUIRY_SENDER_ROLES = ['customer', 'vendor', 'admin'] as const;

/**
 * A customer's question to a vendor, or to the marketplace's own desk when `vendorId` is null
 * (its own products or the admin part of an order). Counters and first-moment columns are kept
 * in the same transaction as the messages, so lists and stats never read the messages.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: id(),
    /** Shown as 'Inquiry #INQ-XXXXXXXX'. */
    inquiryNumber: text('inquiry_number').notNull(),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'restrict' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    subject: text('subject').notNull(),
    category: text('category', { enum: INQUIRY_CATEGORIES }).notNull(),
    priority: text('priority', { enum: INQUIRY_PRIORITIES }).notNull().default('medium'),
    /** low 1, medium 2, high 3, urgent 4: the 'High Priority First' sort reads it from an index. */
    priorityRank: smallint('priority_rank').notNull().default(2),
    status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('open'),
    relatedOrderId: uuid('related_order_id').references(() => orders.id, { onDelete: 'set null' }),
    relatedOrderNumber: text('related_order_number'),
    relatedProductId: uuid('related_product_id').references(() => products.id, { onDelete: 'set null' }),
    relatedProductName: text('related_product_name'),
    assignedToId: uuid('assigned_to_id').references(() => users.id, { onDelete: 'set null' }),
    assignedToName: text('assigned_to_name'),
    rating: smallint('rating'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    messageCount: integer('message_count').notNull().default(0),
    /** Customer messages the vendor side has not opened yet. */
    vendorUnread: integer('vendor_unread').notNull().default(0),
    /** Vendor (or desk) messages the customer has not opened yet. */
    customerUnread: integer('customer_unread').notNull().default(0),
    firstCustomerMessageAt: timestamp('first_customer_message_at', { withTimezone: true }),
    firstVendorReplyAt: timestamp('first_vendor_reply_at', { withTimezone: true }),
    /** Last e-mail to each side (at most one per inquiry per 5 minutes per side). */
    vendorEmailedAt: timestamp('vendor_emailed_at', { withTimezone: true }),
    customerEmailedAt: timestamp('customer_emailed_at', { withTimezone: true }),
    /**
     * What the list's search tests, lower case: number, subject, customer name and e-mail, then the
     * text of every message, joined by the unit separator (chr 31) so a match never spans two.
     */
    searchText: text('search_text').notNull(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('inquiries_status_check', t.status, INQUIRY_STATUSES),
    oneOf('inquiries_priority_check', t.priority, INQUIRY_PRIORITIES),
    oneOf('inquiries_category_check', t.category, INQUIRY_CATEGORIES),
    check(
      'inquiries_priority_rank_check',
      sql`${t.priorityRank} = case ${t.priority} when 'low' then 1 when 'medium' then 2 when 'high' then 3 else 4 end`,
    ),
    check('inquiries_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    uniqueIndex('inquiries_number_uq').on(t.inquiryNumber),
    // The list of one vendor (or of the desk, vendor_id null): one index per sort and filter.
    index('inquiries_vendor_activity_idx').on(t.vendorId, t.lastActivityAt, t.id),
    index('inquiries_vendor_created_idx').on(t.vendorId, t.createdAt, t.id),
    index('inquiries_vendor_priority_idx').on(t.vendorId, t.priorityRank, t.lastActivityAt, t.id),
    index('inquiries_vendor_status_idx').on(t.vendorId, t.status, t.lastActivityAt, t.id),
    index('inquiries_vendor_category_idx').on(t.vendorId, t.category, t.lastActivityAt, t.id),
    // The list's substring search within one vendor: a trigram GIN that also holds vendor_id
    // (btree_gin; both extensions are created by migration "inq_search_trgm"), so a search reads
    // only the vendor's matches, not every inquiry with the word nor all of the vendor's.
    index('inquiries_vendor_search_trgm_idx').using('gin', t.vendorId, t.searchText.op('gin_trgm_ops')),
    // The portal menu's unread badge reads only inquiries with unread messages.
    index('inquiries_vendor_unread_idx').on(t.vendorId, t.vendorUnread).where(sql`${t.vendorUnread} > 0`),
    // A customer's own list, its unread badge and the per-hour limit.
    index('inquiries_customer_idx').on(t.customerId, t.createdAt),
    index('inquiries_customer_activity_idx').on(t.customerId, t.lastActivityAt),
  ],
);

export const inquiryMessages = pgTable(
  'inquiry_messages',
  {
    id: id(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    senderRole: text('sender_role', { enum: INQUIRY_SENDER_ROLES }).notNull(),
    /** True for messages of the vendor side (the vendor, or an admin on the marketplace desk). */
    isVendorMessage: boolean('is_vendor_message').notNull(),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    message: text('message').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('inquiry_messages_sender_role_check', t.senderRole, INQUIRY_SENDER_ROLES),
    index('inquiry_messages_inquiry_idx').on(t.inquiryId, t.createdAt),
    // The attachment quota sums the files of a sender's messages (decision 0037).
    index('inquiry_messages_sender_idx').on(t.senderId).where(sql`${t.senderId} is not null`),
  ],
);

/** Files of a message; stored under a private key and served only through the access-checked route. */
export const inquiryAttachments = pgTable(
  'inquiry_attachments',
  {
    id: id(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => inquiryMessages.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('inquiry_attachments_inquiry_idx').on(t.inquiryId, t.messageId),
    uniqueIndex('inquiry_attachments_key_uq').on(t.storageKey),
  ],
);

/** Internal notes of the vendor side; never in the customer's view. `addedByName` null reads 'System'. */
export const inquiryNotes = pgTable(
  'inquiry_notes',
  {
    id: id(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    addedById: uuid('added_by_id').references(() => users.id, { onDelete: 'set null' }),
    addedByName: text('added_by_name'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inquiry_notes_inquiry_idx').on(t.inquiryId, t.addedAt)],
);

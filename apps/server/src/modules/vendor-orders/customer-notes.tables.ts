import { CUSTOMER_NOTE_MAX_CHARS } from '@market/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/table-columns.js';
import { users } from '../accounts/accounts.tables.js';
import { vendors } from '../accounts/vendors.tables.js';

/**
 * What a vendor keeps about one of its customers (issue 35 item 7, decision 0046): private to the
 * shop that wrote it. The customer is known as on the customers list, by lower-case e-mail, so a
 * guest's orders and an account's meet under one key.
 */
export const vendorCustomerNotes = pgTable(
  'vendor_customer_notes',
  {
    id: id(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** The customer's e-mail in lower case (the customers list's key). */
    customerKey: text('customer_key').notNull(),
    note: text('note').notNull(),
    /** Who wrote it: the vendor's user, or the admin behind an impersonation session. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    /** Written by an admin viewing the portal (impersonation). */
    byAdmin: boolean('by_admin').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // A customer's notes, newest first.
    index('vendor_customer_notes_customer_idx').on(t.vendorId, t.customerKey, t.createdAt, t.id),
    check(
      'vendor_customer_notes_note_ck',
      sql`char_length(${t.note}) between 1 and ${sql.raw(String(CUSTOMER_NOTE_MAX_CHARS))}`,
    ),
  ],
);

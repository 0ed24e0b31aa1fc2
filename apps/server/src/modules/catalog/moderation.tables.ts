import { MODERATION_ACTIONS } from '@market/domain';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf } from '../../db/table-columns.js';
import { users } from '../accounts/accounts.tables.js';
import { vendors } from '../accounts/vendors.tables.js';
import { products } from './catalog.tables.js';

/**
 * Every moderation action on a product (decision 0017): who, when, what and why. The current
 * hold lives on the product (products.moderation_reason); this table is its history.
 */
export const productModerationEvents = pgTable(
  'product_moderation_events',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The product's vendor, so a vendor's reads filter by it. */
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    action: text('action', { enum: MODERATION_ACTIONS }).notNull(),
    /** The reason of a deactivation, the optional note of a clearing. */
    reason: text('reason').notNull().default(''),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's name when acting, kept if the account goes. */
    adminName: text('admin_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('product_moderation_events_action_check', t.action, MODERATION_ACTIONS),
    index('product_moderation_events_product_idx').on(t.productId, t.createdAt, t.id),
    index('product_moderation_events_vendor_idx').on(t.vendorId, t.createdAt),
  ],
);

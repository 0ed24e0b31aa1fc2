import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/table-columns.js';
import { users } from '../accounts/accounts.tables.js';
import { vendors } from '../accounts/vendors.tables.js';

/** An amount in minor units that a sum can grow: 64-bit, read as a number (decision 0037). */
const money = (name: string) => bigint(name, { mode: 'number' });

export const commissionPayments = pgTable(
  'commission_payments',
  {
    id: id(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    amountMinor: money('amount_minor').notNull(),
    reference: text('reference').notNull().default(''),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('commission_payments_vendor_idx').on(t.vendorId, t.year, t.month),
    check('commission_payments_amount_ck', sql`${t.amountMinor} > 0`),
    check('commission_payments_month_ck', sql`${t.month} between 1 and 12`),
  ],
);

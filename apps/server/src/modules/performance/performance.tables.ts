import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.js';
import { vendors } from '../accounts/vendors.tables.js';

/**
 * The Performance Dashboard's inputs a vendor records per month (issue 13): goals and marketing
 * spend. `updated_by` is the vendor's user; `updated_by_admin` the admin when an impersonating
 * admin made the change (null otherwise).
 */
const who = () => ({
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  updatedByAdmin: uuid('updated_by_admin').references(() => users.id, { onDelete: 'restrict' }),
});

/** A vendor's goals for one month (first day of the month); a null goal is not set. */
export const vendorMonthlyGoals = pgTable(
  'vendor_monthly_goals',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    revenueMinor: bigint('revenue_minor', { mode: 'number' }),
    orders: integer('orders'),
    customers: integer('customers'),
    ...who(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.month] }),
    check(
      'vendor_monthly_goals_non_negative',
      sql`coalesce(${t.revenueMinor}, 0) >= 0 and coalesce(${t.orders}, 0) >= 0 and coalesce(${t.customers}, 0) >= 0`,
    ),
    check('vendor_monthly_goals_month_start', sql`extract(day from ${t.month}) = 1`),
  ],
);

/** A vendor's marketing spend for one month (first day of the month). */
export const vendorMarketingSpend = pgTable(
  'vendor_marketing_spend',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    ...who(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.month] }),
    check('vendor_marketing_spend_non_negative', sql`${t.amountMinor} >= 0`),
    check('vendor_marketing_spend_month_start', sql`extract(day from ${t.month}) = 1`),
  ],
);

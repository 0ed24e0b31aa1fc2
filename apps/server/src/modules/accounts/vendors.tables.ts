import { BUSINESS_TYPES, VENDOR_VERIFICATION_STATUSES } from '@market/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from '../../db/table-columns.js';
import { users } from './accounts.tables.js';

export const VERIFICATION_STATUSES = VENDOR_VERIFICATION_STATUSES;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export { BUSINESS_TYPES };

export const vendors = pgTable(
  'vendors',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    businessName: text('business_name').notNull(),
    email: text('email').notNull(),
    businessType: text('business_type', { enum: BUSINESS_TYPES }).notNull().default('individual'),
    description: text('description').notNull().default(''),
    contactFirstName: text('contact_first_name').notNull().default(''),
    contactLastName: text('contact_last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    street: text('street').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    country: text('country').notNull().default('United States'),
    website: text('website').notNull().default(''),
    taxId: text('tax_id').notNull().default(''),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    logo: text('logo'),
    bankName: text('bank_name').notNull().default(''),
    bankAccountNumber: text('bank_account_number').notNull().default(''),
    bankAccountTitle: text('bank_account_title').notNull().default(''),
    verificationStatus: text('verification_status', { enum: VERIFICATION_STATUSES })
      .notNull()
      .default('pending'),
    /** Own commission rate in basis points (2000 = 20%); null = the marketplace setting applies. */
    commissionRateBp: integer('commission_rate_bp'),
    applicationId: text('application_id'),
    /** Days the vendor takes to hand an order to the carrier (on-time delivery = handling + shipping days). */
    handlingDays: integer('handling_days').notNull().default(3),
    /**
     * When the vendor first saved the handling days in the profile: the setup checklist's 'Shipping
     * set' (decision 0046); null while the default of 3 days was never confirmed.
     */
    handlingDaysSavedAt: timestamp('handling_days_saved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('vendors_verification_status_check', t.verificationStatus, VERIFICATION_STATUSES),
    oneOf('vendors_business_type_check', t.businessType, BUSINESS_TYPES),
    uniqueIndex('vendors_user_uq').on(t.userId),
    index('vendors_status_idx').on(t.verificationStatus, t.createdAt),
    index('vendors_business_name_idx').on(sql`lower(${t.businessName})`),
    check('vendors_handling_days_ck', sql`${t.handlingDays} between 0 and 60`),
  ],
);

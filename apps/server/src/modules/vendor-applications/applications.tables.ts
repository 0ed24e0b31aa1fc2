import { APPLICATION_STATUSES } from '@market/domain';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from '../../db/table-columns.js';
import { users } from '../accounts/accounts.tables.js';
import { BUSINESS_TYPES, vendors } from '../accounts/vendors.tables.js';

export { APPLICATION_STATUSES };
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const vendorApplications = pgTable(
  'vendor_applications',
  {
    id: id(),
    applicationId: text('application_id').notNull(),
    email: text('email').notNull(),
    businessName: text('business_name').notNull(),
    businessType: text('business_type', { enum: BUSINESS_TYPES }).notNull(),
    description: text('description').notNull().default(''),
    contactFirstName: text('contact_first_name').notNull(),
    contactLastName: text('contact_last_name').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull().default('United States'),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    taxId: text('tax_id').notNull().default(''),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('submitted'),
    notes: text('notes'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    /**
     * The temporary password made at approval, shown on the public status page until the
     * vendor's first sign-in, then erased (spec 001 "Vendor application status").
     */
    temporaryPassword: text('temporary_password'),
    /**
     * SHA-256 of the secret the submitting browser keeps: only it is shown the temporary password
     * (decision 0036's companion, issue 33 item 10).
     */
    statusSecretHash: text('status_secret_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('vendor_applications_status_check', t.status, APPLICATION_STATUSES),
    oneOf('vendor_applications_business_type_check', t.businessType, BUSINESS_TYPES),
    uniqueIndex('vendor_applications_application_id_uq').on(t.applicationId),
    uniqueIndex('vendor_applications_open_email_uq')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.status} in ('draft', 'submitted', 'under_review', 'more_info_required')`),
    index('vendor_applications_status_idx').on(t.status, t.createdAt),
    index('vendor_applications_email_idx').on(sql`lower(${t.email})`),
  ],
);

import { APPLICATION_STATUSES } from '@market/domain';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id, oneOf, updatedAt } from './columns.js';
import { BUSINESS_TYPES, vendors } from './vendors.js';

export const CODE_PURPOSES = ['customer_verify', 'vendor_verify', 'password_reset'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** One live one-time code per address and purpose; a resend replaces it. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: id(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: CODE_PURPOSES }).notNull(),
    /** For password resets: the role whose account is reset ('' otherwise). */
    role: text('role').notNull().default(''),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('email_codes_purpose_check', t.purpose, CODE_PURPOSES),
    uniqueIndex('email_codes_email_purpose_uq').on(t.email, t.purpose, t.role),
  ],
);

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

/** pending: waiting for its (next) attempt; sending: claimed by one instance until `claimedUntil`. */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

/** Every e-mail the product sends, written before sending so nothing is lost if the transport fails. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The instance that claimed (and, once sent, sent) the message. */
    claimedBy: text('claimed_by'),
    /** While `sending`: the claim's lease; past it, any instance may claim the message again. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('outbox_emails_status_check', t.status, OUTBOX_STATUSES),
    index('outbox_emails_to_idx').on(sql`lower(${t.to})`, t.createdAt),
    index('outbox_emails_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('outbox_emails_sending_idx').on(t.claimedUntil).where(sql`${t.status} = 'sending'`),
  ],
);

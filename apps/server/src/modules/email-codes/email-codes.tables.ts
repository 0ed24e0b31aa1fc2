import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf } from '../../db/table-columns.js';

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

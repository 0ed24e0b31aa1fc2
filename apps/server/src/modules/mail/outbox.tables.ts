import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf } from '../../db/table-columns.js';

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

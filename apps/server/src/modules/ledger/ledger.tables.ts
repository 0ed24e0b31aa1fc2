import { LEDGER_ACCOUNTS, LEDGER_ENTRY_KINDS } from '@market/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf } from '../../db/table-columns.js';
import { vendors } from '../accounts/vendors.tables.js';

/**
 * The money ledger (decision 0043): append-only, double entry. Migration 0042 adds the triggers
 * that refuse, at commit, an entry whose lines do not sum to zero or that has fewer than two lines,
 * and that refuse every UPDATE, DELETE and TRUNCATE of both tables. The order, part, refund and
 * payout an entry concerns are plain ids, without foreign keys: their owners (orders, and the
 * refunds and payouts of later slices) will post here, and nothing of theirs is ever deleted once
 * money moved.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    kind: text('kind', { enum: LEDGER_ENTRY_KINDS }).notNull(),
    /** When the business change happened (the injected clock); created_at is when it was written. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    orderId: uuid('order_id'),
    partId: uuid('part_id'),
    refundId: uuid('refund_id'),
    payoutId: uuid('payout_id'),
    reason: text('reason'),
    /** Who posted it (null for the system); the admin behind an impersonation session. */
    actorId: uuid('actor_id'),
    impersonatorId: uuid('impersonator_id'),
    reversesEntryId: uuid('reverses_entry_id').references((): AnyPgColumn => ledgerEntries.id),
  },
  (t) => [
    oneOf('ledger_entries_kind_check', t.kind, LEDGER_ENTRY_KINDS),
    check(
      'ledger_entries_reason_ck',
      sql`${t.kind} not in ('adjustment', 'reversal') or char_length(btrim(coalesce(${t.reason}, ''))) between 3 and 500`,
    ),
    check('ledger_entries_reversal_ck', sql`(${t.kind} = 'reversal') = (${t.reversesEntryId} is not null)`),
    // An entry is reversed at most once.
    uniqueIndex('ledger_entries_reverses_uq').on(t.reversesEntryId),
    // The admin's list, newest first, with or without a kind.
    index('ledger_entries_occurred_idx').on(t.occurredAt.desc(), t.id.desc()),
    index('ledger_entries_kind_idx').on(t.kind, t.occurredAt.desc(), t.id.desc()),
    index('ledger_entries_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
  ],
);

/** The lines of an entry: account, vendor, signed amount in minor units (debit positive). One currency. */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    lineNo: smallint('line_no').notNull(),
    account: text('account', { enum: LEDGER_ACCOUNTS }).notNull(),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'restrict' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** A copy of the entry's time, so a vendor's lines are read by time from one index. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /**
     * When the amount may be paid out (decision 0048): a delivered part's earnings after the hold
     * period, a payout's line at its run's cutoff; null = at `occurred_at`.
     */
    availableAt: timestamp('available_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.lineNo], name: 'ledger_lines_pk' }),
    oneOf('ledger_lines_account_check', t.account, LEDGER_ACCOUNTS),
    check('ledger_lines_amount_ck', sql`${t.amountMinor} <> 0`),
    check(
      'ledger_lines_vendor_ck',
      sql`${t.vendorId} is not null or ${t.account} not in ('vendor_pending', 'vendor_available', 'payouts', 'commission_payments', 'commission_revenue')`,
    ),
    // A vendor's lines by time; the account and amount ride along so a balance reads the index alone.
    index('ledger_lines_vendor_idx')
      .on(t.vendorId, t.occurredAt, t.account, t.amountMinor)
      .where(sql`${t.vendorId} is not null`),
    // A vendor's payable by the time it may be paid out: balances, payout runs and statements.
    index('ledger_lines_payable_idx')
      .on(t.vendorId, t.account, sql`coalesce(${t.availableAt}, ${t.occurredAt})`, t.amountMinor)
      .where(sql`${t.account} in ('vendor_pending', 'vendor_available', 'payouts')`),
  ],
);

/**
 * Which payout settled each of a vendor's available lines (decision 0048): every line is paid out
 * at most once (the primary key), so two payout runs meeting one vendor can never pay a line twice,
 * and a payout's statement is exactly its lines. The line and the payout are plain uuids, written
 * only by settlePayoutLines from existing lines (no foreign key: the ledger's tables keep refusing a
 * truncate with their own append-only message, and the payouts module depends on the ledger, not
 * the other way round). The amount is the line's, copied.
 */
export const payoutLines = pgTable(
  'payout_lines',
  {
    entryId: uuid('entry_id').notNull(),
    lineNo: smallint('line_no').notNull(),
    payoutId: uuid('payout_id').notNull(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.lineNo], name: 'payout_lines_pk' }),
    index('payout_lines_payout_idx').on(t.payoutId),
  ],
);

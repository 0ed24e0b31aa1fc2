import { PAYOUT_STATUSES } from '@market/domain';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf } from '../../db/table-columns.js';
import { vendors } from '../accounts/vendors.tables.js';

export const PAYOUT_RUN_TRIGGERS = ['schedule', 'admin'] as const;

/**
 * One payout run (decision 0048): the scheduled time it stands for is unique, so however many
 * instances reach it, one claims it and runs it.
 */
export const payoutRuns = pgTable(
  'payout_runs',
  {
    id: id(),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    trigger: text('trigger', { enum: PAYOUT_RUN_TRIGGERS }).notNull(),
    startedBy: uuid('started_by'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    vendorsPaid: integer('vendors_paid').notNull().default(0),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    oneOf('payout_runs_trigger_check', t.trigger, PAYOUT_RUN_TRIGGERS),
    uniqueIndex('payout_runs_scheduled_uq').on(t.scheduledFor),
  ],
);

/**
 * A payout to a vendor: its amount is the sum of the ledger lines it settled (payout_lines, the
 * statement); sent by bank transfer, `pending` until an admin confirms it `paid` with the bank's
 * reference or `failed` with the reason (the money then returns to the vendor's available balance).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    runId: uuid('run_id').references(() => payoutRuns.id, { onDelete: 'restrict' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('pending'),
    /** Lines payable up to this moment were settled. */
    cutoffAt: timestamp('cutoff_at', { withTimezone: true }).notNull(),
    ledgerEntryId: uuid('ledger_entry_id').notNull(),
    reversalEntryId: uuid('reversal_entry_id'),
    reference: text('reference'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    oneOf('payouts_status_check', t.status, PAYOUT_STATUSES),
    index('payouts_vendor_idx').on(t.vendorId, t.createdAt, t.id),
    index('payouts_status_idx').on(t.status, t.createdAt, t.id),
  ],
);

/** A vendor whose payouts an admin holds, and why; runs skip it until the hold is lifted. */
export const vendorPayoutHolds = pgTable('vendor_payout_holds', {
  vendorId: uuid('vendor_id')
    .primaryKey()
    .references(() => vendors.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  heldBy: uuid('held_by'),
  heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
});

import { nextPayoutRun, payoutAmount, payoutEntry, reversalEntry, toSafeMinor } from '@market/domain';
import { v7 as uuidv7 } from 'uuid';
import type { AppContext } from '../../context.js';
import { noteAuditChange } from '../../lib/audit-context.js';
import { conflict, notFound } from '../../lib/errors.js';
import { findVendor, lockVendor } from '../accounts/index.js';
import { postEntry, settlePayoutLines, unsettledPayables } from '../ledger/index.js';
import { getSettings } from '../settings/index.js';
import {
  claimRun,
  deleteHold,
  findHold,
  finishRun,
  heldVendorIds,
  insertPayout,
  lockPayout,
  updatePayout,
  upsertHold,
} from './payouts.queries.js';

class NothingToPay extends Error {}

/**
 * Pays one vendor in its own transaction (decision 0048): its row locked, its unsettled available
 * lines payable by the cutoff settled by this payout (a line already settled by another payout is
 * not taken again), the payout posted to the ledger and recorded, or nothing when the sum is below
 * the minimum (everything rolled back; the lines wait for a later run).
 */
async function payVendor(
  ctx: AppContext,
  o: { vendorId: string; runId: string; cutoff: Date; minimumMinor: number; actorId: string | null },
) {
  try {
    return await ctx.db.transaction(async (tx) => {
      if (!(await lockVendor(tx, o.vendorId)) || (await findHold(tx, o.vendorId))) throw new NothingToPay();
      const payoutId = uuidv7();
      const settled = await settlePayoutLines(tx, { vendorId: o.vendorId, payoutId, cutoff: o.cutoff });
      const amount = payoutAmount(settled.owedMinor, o.minimumMinor);
      if (amount === 0n) throw new NothingToPay();
      const amountMinor = toSafeMinor(amount);
      const now = ctx.clock.now();
      const entry = await postEntry(tx, payoutEntry({ vendorId: o.vendorId, amountMinor, payoutId }), {
        occurredAt: now,
        actorId: o.actorId,
        availableAt: o.cutoff,
      });
      return insertPayout(tx, {
        id: payoutId,
        vendorId: o.vendorId,
        runId: o.runId,
        amountMinor,
        status: 'pending',
        cutoffAt: o.cutoff,
        ledgerEntryId: entry.id,
        createdAt: now,
      });
    });
  } catch (error) {
    if (error instanceof NothingToPay) return null;
    throw error;
  }
}

/**
 * A payout run: claims the run standing for `scheduledFor` (one instance wins; the others return
 * `claimed: false`), then pays every vendor not held whose unsettled available balance reaches the
 * minimum, each in its own transaction.
 */
export async function runPayouts(opts: {
  ctx: AppContext;
  trigger: 'schedule' | 'admin';
  scheduledFor?: Date;
  startedBy?: string | null;
}) {
  const { ctx } = opts;
  const now = ctx.clock.now();
  const run = await claimRun(ctx.db, {
    scheduledFor: opts.scheduledFor ?? now,
    trigger: opts.trigger,
    startedBy: opts.startedBy ?? null,
    startedAt: now,
  });
  if (!run) return { claimed: false as const, runId: null, vendorsPaid: 0, totalMinor: 0, payoutIds: [] };
  const settings = await getSettings(ctx.db);
  const due = await unsettledPayables(ctx.db, { upTo: now, minimumMinor: settings.payoutMinimumMinor });
  const held = await heldVendorIds(
    ctx.db,
    due.map((d) => d.vendorId),
  );
  let vendorsPaid = 0;
  let total = 0;
  const payoutIds: string[] = [];
  for (const { vendorId } of due) {
    if (held.has(vendorId)) continue;
    const payout = await payVendor(ctx, {
      vendorId,
      runId: run.id,
      cutoff: now,
      minimumMinor: settings.payoutMinimumMinor,
      actorId: opts.startedBy ?? null,
    });
    if (!payout) continue;
    vendorsPaid += 1;
    total += payout.amountMinor;
    payoutIds.push(payout.id);
  }
  await finishRun(ctx.db, run.id, { finishedAt: ctx.clock.now(), vendorsPaid, totalMinor: total });
  noteAuditChange({
    subjectType: 'payout_run',
    subjectId: run.id,
    vendorId: null,
    after: { trigger: opts.trigger, vendorsPaid, totalMinor: total },
  });
  return { claimed: true as const, runId: run.id, vendorsPaid, totalMinor: total, payoutIds };
}

const PAYOUT_NOT_FOUND = 'Payout not found';

/** An admin confirms a payout's bank transfer was paid, with the bank's reference. */
export async function markPayoutPaid(opts: { ctx: AppContext; payoutId: string; reference: string }) {
  const { ctx } = opts;
  return ctx.db.transaction(async (tx) => {
    const payout = await lockPayout(tx, opts.payoutId);
    if (!payout) throw notFound(PAYOUT_NOT_FOUND, 'PAYOUT_NOT_FOUND');
    if (payout.status !== 'pending')
      throw conflict(`This payout is already ${payout.status}`, 'PAYOUT_NOT_PENDING', {
        status: payout.status,
      });
    const row = await updatePayout(tx, payout.id, {
      status: 'paid',
      reference: opts.reference,
      paidAt: ctx.clock.now(),
    });
    noteAuditChange({
      subjectType: 'payout',
      subjectId: payout.id,
      vendorId: payout.vendorId,
      before: { status: 'pending' },
      after: { status: 'paid', reference: opts.reference },
    });
    return row;
  });
}

/**
 * An admin records that a payout's transfer failed, with the reason: a reversing entry gives the
 * money back to the vendor's available balance (paid with the next run), in the same transaction.
 */
export async function markPayoutFailed(opts: {
  ctx: AppContext;
  payoutId: string;
  adminId: string;
  reason: string;
}) {
  const { ctx } = opts;
  return ctx.db.transaction(async (tx) => {
    const payout = await lockPayout(tx, opts.payoutId);
    if (!payout) throw notFound(PAYOUT_NOT_FOUND, 'PAYOUT_NOT_FOUND');
    if (payout.status !== 'pending')
      throw conflict(`This payout is already ${payout.status}`, 'PAYOUT_NOT_PENDING', {
        status: payout.status,
      });
    const now = ctx.clock.now();
    const original = payoutEntry({
      vendorId: payout.vendorId,
      amountMinor: payout.amountMinor,
      payoutId: payout.id,
    });
    const reversal = await postEntry(
      tx,
      reversalEntry({ entryId: payout.ledgerEntryId, original, reason: `Payout failed: ${opts.reason}` }),
      { occurredAt: now, actorId: opts.adminId },
    );
    const row = await updatePayout(tx, payout.id, {
      status: 'failed',
      failureReason: opts.reason,
      failedAt: now,
      reversalEntryId: reversal.id,
    });
    noteAuditChange({
      subjectType: 'payout',
      subjectId: payout.id,
      vendorId: payout.vendorId,
      before: { status: 'pending' },
      after: { status: 'failed', reason: opts.reason },
    });
    return row;
  });
}

/** An admin holds a vendor's payouts with a reason, or lifts the hold. */
export async function setPayoutHold(opts: {
  ctx: AppContext;
  vendorId: string;
  adminId: string;
  held: boolean;
  reason?: string;
}) {
  const { ctx } = opts;
  if (!(await findVendor(ctx.db, opts.vendorId))) throw notFound('Vendor not found', 'VENDOR_NOT_FOUND');
  const before = await findHold(ctx.db, opts.vendorId);
  if (opts.held) {
    await upsertHold(ctx.db, {
      vendorId: opts.vendorId,
      reason: opts.reason ?? '',
      heldBy: opts.adminId,
      heldAt: ctx.clock.now(),
    });
  } else {
    await deleteHold(ctx.db, opts.vendorId);
  }
  noteAuditChange({
    subjectType: 'vendor_payout_hold',
    subjectId: opts.vendorId,
    vendorId: opts.vendorId,
    before: { held: Boolean(before), reason: before?.reason ?? null },
    after: { held: opts.held, reason: opts.held ? (opts.reason ?? null) : null },
  });
  return findHold(ctx.db, opts.vendorId);
}

/** The next scheduled run after now. */
export async function nextRunAt(ctx: AppContext) {
  return nextPayoutRun((await getSettings(ctx.db)).payoutSchedule, ctx.clock.now());
}

import {
  DEFAULT_PAYOUT_HOLD_DAYS,
  describeSchedule,
  fromMinor,
  type LedgerEntryKind,
  nextPayoutRun,
  type PayoutStatus,
  payoutAmount,
  toSafeMinor,
} from '@market/domain';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { pagination } from '../../lib/http.js';
import { payoutStatementLines, unsettledPayables, vendorPayoutSums } from '../ledger/index.js';
import { orderNumbers } from '../orders/index.js';
import { getSettings } from '../settings/index.js';
import {
  findHold,
  findPayout,
  latestRun,
  listHolds,
  type PayoutRow,
  selectPayoutPage,
  vendorNames,
} from './payouts.queries.js';

const usd = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100);

export function payoutDto(p: PayoutRow, businessName: string) {
  return {
    _id: p.id,
    vendorId: p.vendorId,
    businessName,
    amount: fromMinor(p.amountMinor),
    status: p.status,
    cutoffAt: p.cutoffAt.toISOString(),
    reference: p.reference,
    failureReason: p.failureReason,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
    failedAt: p.failedAt?.toISOString() ?? null,
  };
}

/**
 * A vendor's Payouts page: the balance in three parts from the ledger (pending, available, paid
 * out), the next scheduled run and what it is expected to pay (N/A with the reason when nothing),
 * a hold if any, and the history newest first.
 */
export async function getVendorPayouts(opts: {
  ctx: AppContext;
  vendorId: string;
  page: number;
  limit: number;
}) {
  const { ctx, vendorId } = opts;
  const now = ctx.clock.now();
  const settings = await getSettings(ctx.db);
  const nextRun = nextPayoutRun(settings.payoutSchedule, now);
  const [sums, [expected], hold, page] = await Promise.all([
    vendorPayoutSums(ctx.db, vendorId, now),
    unsettledPayables(ctx.db, { upTo: nextRun, vendorId }),
    findHold(ctx.db, vendorId),
    selectPayoutPage(ctx.db, { vendorId, page: opts.page, limit: opts.limit }),
  ]);
  const owed = expected?.owedMinor ?? 0n;
  const paid = payoutAmount(owed, settings.payoutMinimumMinor);
  const currency = ctx.config.currency;
  const expectedNote = hold
    ? 'Your payouts are on hold; the marketplace team will contact you.'
    : paid > 0n
      ? null
      : owed > 0n
        ? `Below the ${usd(settings.payoutMinimumMinor, currency)} minimum: carried to a later payout.`
        : owed < 0n
          ? `You owe ${usd(toSafeMinor(-owed), currency)} after refunds; it is netted from your next earnings.`
          : 'Nothing is due for payout yet.';
  return {
    currency,
    balance: {
      pending: fromMinor(toSafeMinor(sums.pendingMinor)),
      available: fromMinor(toSafeMinor(sums.availableMinor)),
      paidOut: fromMinor(toSafeMinor(sums.paidOutMinor)),
    },
    schedule: {
      text: describeSchedule(settings.payoutSchedule),
      nextRunAt: nextRun.toISOString(),
      holdDays: settings.payoutHoldDays ?? DEFAULT_PAYOUT_HOLD_DAYS,
      minimum: fromMinor(settings.payoutMinimumMinor),
    },
    expected: { amount: hold || paid === 0n ? null : fromMinor(toSafeMinor(paid)), note: expectedNote },
    hold: hold ? { reason: hold.reason, heldAt: hold.heldAt.toISOString() } : null,
    payouts: page.rows.map((r) => payoutDto(r.payout, r.businessName)),
    pagination: pagination(opts.page, opts.limit, page.total),
  };
}

const KIND_WORDS: Partial<Record<LedgerEntryKind, string>> = {
  part_delivered: 'Delivered',
  return_refund: 'Refund on a return',
  commission_payment: 'Commission paid to the marketplace',
  adjustment: 'Adjustment',
  reversal: 'Correction',
};

/** A payout's statement: every ledger line it settled, described, and their total (= the payout). */
export async function getPayoutStatement(opts: { ctx: AppContext; payoutId: string; vendorId?: string }) {
  const found = await findPayout(opts.ctx.db, opts.payoutId, opts.vendorId);
  if (!found) throw notFound('Payout not found', 'PAYOUT_NOT_FOUND');
  const lines = await payoutStatementLines(opts.ctx.db, opts.payoutId);
  const numbers = await orderNumbers(opts.ctx.db, [
    ...new Set(lines.map((l) => l.orderId).filter((x): x is string => Boolean(x))),
  ]);
  const rows = lines.map((l) => {
    const order = l.orderId ? (numbers.get(l.orderId) ?? null) : null;
    const what = KIND_WORDS[l.kind] ?? l.kind;
    return {
      entryId: l.entryId,
      kind: l.kind,
      description: l.reason ? `${what}: ${l.reason}` : order ? `${what} · order ${order}` : what,
      orderNumber: order,
      occurredAt: l.occurredAt.toISOString(),
      availableAt: l.availableAt.toISOString(),
      // Owed to the vendor is positive on a statement (the ledger's credit).
      amountMinor: -l.amountMinor,
    };
  });
  const totalMinor = rows.reduce((s, r) => s + r.amountMinor, 0);
  return {
    payout: payoutDto(found.payout, found.businessName),
    currency: opts.ctx.config.currency,
    lines: rows.map(({ amountMinor, ...r }) => ({ ...r, amount: fromMinor(amountMinor) })),
    total: fromMinor(totalMinor),
    totalMinor,
  };
}

/** The admins' payouts desk: due now, held, the latest and next run, and every payout by status. */
export async function getPayoutDesk(opts: {
  ctx: AppContext;
  status?: PayoutStatus;
  page: number;
  limit: number;
}) {
  const { ctx } = opts;
  const now = ctx.clock.now();
  const settings = await getSettings(ctx.db);
  const [due, holds, run, page] = await Promise.all([
    unsettledPayables(ctx.db, { upTo: now, minimumMinor: settings.payoutMinimumMinor }),
    listHolds(ctx.db),
    latestRun(ctx.db),
    selectPayoutPage(ctx.db, { status: opts.status, page: opts.page, limit: opts.limit }),
  ]);
  const names = await vendorNames(
    ctx.db,
    due.map((d) => d.vendorId),
  );
  const heldIds = new Set(holds.map((h) => h.hold.vendorId));
  return {
    currency: ctx.config.currency,
    due: due
      .map((d) => ({
        vendorId: d.vendorId,
        businessName: names.get(d.vendorId) ?? 'Vendor',
        amount: fromMinor(toSafeMinor(d.owedMinor)),
        held: heldIds.has(d.vendorId),
      }))
      .sort((a, b) => b.amount - a.amount),
    holds: holds.map((h) => ({
      vendorId: h.hold.vendorId,
      businessName: h.businessName,
      reason: h.hold.reason,
      heldAt: h.hold.heldAt.toISOString(),
    })),
    latestRun: run
      ? {
          startedAt: run.startedAt.toISOString(),
          finishedAt: run.finishedAt?.toISOString() ?? null,
          trigger: run.trigger,
          vendorsPaid: run.vendorsPaid,
          total: fromMinor(run.totalMinor),
        }
      : null,
    schedule: {
      text: describeSchedule(settings.payoutSchedule),
      nextRunAt: nextPayoutRun(settings.payoutSchedule, now).toISOString(),
      minimum: fromMinor(settings.payoutMinimumMinor),
      holdDays: settings.payoutHoldDays,
    },
    payouts: page.rows.map((r) => payoutDto(r.payout, r.businessName)),
    pagination: pagination(opts.page, opts.limit, page.total),
  };
}

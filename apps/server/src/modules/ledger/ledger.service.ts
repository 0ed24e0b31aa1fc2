import {
  adjustmentEntry,
  type LedgerEntryKind,
  toSafeMinor,
  type VENDOR_PAYABLE_ACCOUNTS,
  type VendorBalance,
} from '@market/domain';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { noteAuditChange } from '../../lib/audit-context.js';
import { notFound } from '../../lib/errors.js';
import { pagination } from '../../lib/http.js';
import { findVendor, lockVendor } from '../accounts/index.js';
import { postEntry, selectEntryPage, vendorPayableSums } from './ledger.queries.js';

const VENDOR_NOT_FOUND = 'Vendor not found';

async function balanceOf(db: DbOrTx, vendorId: string): Promise<VendorBalance> {
  const sums = await vendorPayableSums(db, vendorId);
  // A balance is the credit side made positive: what the marketplace owes the vendor.
  const of = (account: (typeof VENDOR_PAYABLE_ACCOUNTS)[number]) =>
    -(sums.find((s) => s.account === account)?.totalMinor ?? 0n);
  const pendingMinor = of('vendor_pending');
  const availableMinor = of('vendor_available');
  return { pendingMinor, availableMinor, totalMinor: pendingMinor + availableMinor };
}

/** A vendor's balance as JSON-safe minor units (refused, never rounded, past 2^53). */
export function safeBalance(b: VendorBalance) {
  return {
    pendingMinor: toSafeMinor(b.pendingMinor),
    availableMinor: toSafeMinor(b.availableMinor),
    totalMinor: toSafeMinor(b.totalMinor),
  };
}

/**
 * An admin's manual adjustment of a vendor's available balance, with a reason: one balanced entry
 * against the marketplace's adjustments account, in one transaction (the vendor's row locked, so
 * two adjustments of one vendor are serialised and each reply's balance is the one it left).
 */
export async function postAdjustment(opts: {
  ctx: AppContext;
  adminId: string;
  impersonatorId?: string | null;
  vendorId: string;
  amountMinor: number;
  reason: string;
}) {
  const { ctx } = opts;
  return ctx.db.transaction(async (tx) => {
    if (!(await lockVendor(tx, opts.vendorId))) throw notFound(VENDOR_NOT_FOUND);
    const before = await balanceOf(tx, opts.vendorId);
    const entry = adjustmentEntry({
      vendorId: opts.vendorId,
      amountMinor: opts.amountMinor,
      reason: opts.reason,
    });
    const row = await postEntry(tx, entry, {
      occurredAt: ctx.clock.now(),
      actorId: opts.adminId,
      impersonatorId: opts.impersonatorId ?? null,
    });
    const after = await balanceOf(tx, opts.vendorId);
    noteAuditChange({
      subjectType: 'ledger_entry',
      subjectId: row.id,
      vendorId: opts.vendorId,
      before: { balanceMinor: before.totalMinor.toString() },
      after: {
        balanceMinor: after.totalMinor.toString(),
        adjustmentMinor: opts.amountMinor,
        reason: entry.reason,
      },
    });
    return { entry: row, lines: entry.lines, balance: safeBalance(after) };
  });
}

/** A vendor's balance from its ledger lines: pending, available and their total. */
export async function getVendorBalance(opts: { ctx: AppContext; vendorId: string }) {
  if (!(await findVendor(opts.ctx.db, opts.vendorId))) throw notFound(VENDOR_NOT_FOUND);
  return safeBalance(await balanceOf(opts.ctx.db, opts.vendorId));
}

/** A page of journal entries, newest first, filtered by vendor, kind and time ([from, to)). */
export async function listLedgerEntries(opts: {
  ctx: AppContext;
  vendorId?: string;
  kind?: LedgerEntryKind;
  from?: Date;
  to?: Date;
  page: number;
  limit: number;
}) {
  const { ctx, ...filters } = opts;
  const page = await selectEntryPage(ctx.db, filters);
  return { ...page, pagination: pagination(opts.page, opts.limit, page.total) };
}

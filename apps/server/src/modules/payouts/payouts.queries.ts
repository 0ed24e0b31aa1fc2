import type { PayoutStatus } from '@market/domain';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { vendorFacts } from '../accounts/index.js';
import { payoutRuns, payouts, vendorPayoutHolds } from './payouts.tables.js';

export type PayoutRow = typeof payouts.$inferSelect;

/** Claims the run standing for `scheduledFor`; null when another instance (or an earlier call) has it. */
export async function claimRun(
  db: DbOrTx,
  row: { scheduledFor: Date; trigger: 'schedule' | 'admin'; startedBy: string | null; startedAt: Date },
) {
  const [run] = await db.insert(payoutRuns).values(row).onConflictDoNothing().returning();
  return run ?? null;
}

export async function finishRun(
  db: DbOrTx,
  runId: string,
  set: { finishedAt: Date; vendorsPaid: number; totalMinor: number },
) {
  await db.update(payoutRuns).set(set).where(eq(payoutRuns.id, runId));
}

export async function latestRun(db: DbOrTx) {
  const [run] = await db.select().from(payoutRuns).orderBy(desc(payoutRuns.scheduledFor)).limit(1);
  return run ?? null;
}

export async function findRunFor(db: DbOrTx, scheduledFor: Date) {
  const [run] = await db.select().from(payoutRuns).where(eq(payoutRuns.scheduledFor, scheduledFor));
  return run ?? null;
}

export async function insertPayout(tx: Tx, row: typeof payouts.$inferInsert) {
  const [payout] = await tx.insert(payouts).values(row).returning();
  return payout!;
}

export async function lockPayout(tx: Tx, payoutId: string) {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
  return row ?? null;
}

export async function updatePayout(tx: Tx, payoutId: string, set: Partial<typeof payouts.$inferInsert>) {
  const [row] = await tx.update(payouts).set(set).where(eq(payouts.id, payoutId)).returning();
  return row!;
}

export async function findPayout(db: DbOrTx, payoutId: string, vendorId?: string) {
  const conditions: SQL[] = [eq(payouts.id, payoutId)];
  if (vendorId) conditions.push(eq(payouts.vendorId, vendorId));
  const [row] = await db
    .select({ payout: payouts, businessName: vendorFacts.businessName })
    .from(payouts)
    .innerJoin(vendorFacts, eq(vendorFacts.id, payouts.vendorId))
    .where(and(...conditions));
  return row ?? null;
}

/** A page of payouts, newest first, for one vendor or the admins' desk (by status). */
export async function selectPayoutPage(
  db: DbOrTx,
  f: { vendorId?: string; status?: PayoutStatus; page: number; limit: number },
) {
  const conditions: SQL[] = [];
  if (f.vendorId) conditions.push(eq(payouts.vendorId, f.vendorId));
  if (f.status) conditions.push(eq(payouts.status, f.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ payout: payouts, businessName: vendorFacts.businessName })
      .from(payouts)
      .innerJoin(vendorFacts, eq(vendorFacts.id, payouts.vendorId))
      .where(where)
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(payouts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findHold(db: DbOrTx, vendorId: string) {
  const [row] = await db.select().from(vendorPayoutHolds).where(eq(vendorPayoutHolds.vendorId, vendorId));
  return row ?? null;
}

export async function heldVendorIds(db: DbOrTx, vendorIds: string[]) {
  if (vendorIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ vendorId: vendorPayoutHolds.vendorId })
    .from(vendorPayoutHolds)
    .where(inArray(vendorPayoutHolds.vendorId, vendorIds));
  return new Set(rows.map((r) => r.vendorId));
}

export async function listHolds(db: DbOrTx) {
  return db
    .select({ hold: vendorPayoutHolds, businessName: vendorFacts.businessName })
    .from(vendorPayoutHolds)
    .innerJoin(vendorFacts, eq(vendorFacts.id, vendorPayoutHolds.vendorId))
    .orderBy(desc(vendorPayoutHolds.heldAt));
}

export async function upsertHold(db: DbOrTx, row: typeof vendorPayoutHolds.$inferInsert) {
  await db
    .insert(vendorPayoutHolds)
    .values(row)
    .onConflictDoUpdate({
      target: vendorPayoutHolds.vendorId,
      set: { reason: sql`excluded.reason`, heldBy: sql`excluded.held_by`, heldAt: sql`excluded.held_at` },
    });
}

export async function deleteHold(db: DbOrTx, vendorId: string) {
  const rows = await db.delete(vendorPayoutHolds).where(eq(vendorPayoutHolds.vendorId, vendorId)).returning();
  return rows.length > 0;
}

/** The business names of some vendors. */
export async function vendorNames(db: DbOrTx, vendorIds: string[]) {
  if (vendorIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: vendorFacts.id, name: vendorFacts.businessName })
    .from(vendorFacts)
    .where(inArray(vendorFacts.id, vendorIds));
  return new Map(rows.map((r) => [r.id, r.name]));
}

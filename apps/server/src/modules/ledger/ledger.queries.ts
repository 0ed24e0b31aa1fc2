import {
  assertPostable,
  type JournalEntry,
  type LedgerEntryKind,
  VENDOR_PAYABLE_ACCOUNTS,
} from '@market/domain';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { DbOrTx, Tx } from '../../db/client.js';
import { ledgerEntries, ledgerLines } from './ledger.tables.js';

export type EntryRow = typeof ledgerEntries.$inferSelect;
export type LineRow = typeof ledgerLines.$inferSelect;

/**
 * Who posted an entry, when the change happened and (when later, as for a backdated correction)
 * when it was written; both times come from the caller's clock.
 */
export type PostingMeta = {
  occurredAt: Date;
  createdAt?: Date;
  actorId: string | null;
  impersonatorId?: string | null;
};

/**
 * Writes one journal entry and its lines (two statements) in the caller's transaction, after the
 * domain's check (at least two non-zero lines summing to zero, vendors where needed, a reason where
 * needed). The database checks the balance again at commit (migration 0042's deferred trigger).
 */
export async function postEntry(tx: Tx, entry: JournalEntry, meta: PostingMeta): Promise<EntryRow> {
  assertPostable(entry);
  const id = uuidv7();
  const [row] = await tx
    .insert(ledgerEntries)
    .values({
      id,
      kind: entry.kind,
      occurredAt: meta.occurredAt,
      createdAt: meta.createdAt ?? meta.occurredAt,
      orderId: entry.orderId ?? null,
      partId: entry.partId ?? null,
      refundId: entry.refundId ?? null,
      payoutId: entry.payoutId ?? null,
      reason: entry.reason ?? null,
      actorId: meta.actorId,
      impersonatorId: meta.impersonatorId ?? null,
      reversesEntryId: entry.reversesEntryId ?? null,
    })
    .returning();
  await tx.insert(ledgerLines).values(
    entry.lines.map((line, i) => ({
      entryId: id,
      lineNo: i + 1,
      account: line.account,
      vendorId: line.vendorId,
      amountMinor: line.amountMinor,
      occurredAt: meta.occurredAt,
    })),
  );
  return row!;
}

/** A vendor's payable lines summed per account, exact (the sums travel as text into bigint). */
export async function vendorPayableSums(db: DbOrTx, vendorId: string) {
  const rows = await db
    .select({ account: ledgerLines.account, total: sql<string>`sum(${ledgerLines.amountMinor})::text` })
    .from(ledgerLines)
    .where(
      and(eq(ledgerLines.vendorId, vendorId), inArray(ledgerLines.account, [...VENDOR_PAYABLE_ACCOUNTS])),
    )
    .groupBy(ledgerLines.account);
  return rows.map((r) => ({ account: r.account, totalMinor: BigInt(r.total) }));
}

export type EntryFilters = { vendorId?: string; kind?: LedgerEntryKind; from?: Date; to?: Date };

function entryConditions(db: DbOrTx, f: EntryFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.kind) conditions.push(eq(ledgerEntries.kind, f.kind));
  if (f.from) conditions.push(gte(ledgerEntries.occurredAt, f.from));
  if (f.to) conditions.push(lt(ledgerEntries.occurredAt, f.to));
  if (f.vendorId) {
    // The entries with a line of the vendor, from the vendor's index of lines by time.
    const lineTime: SQL[] = [eq(ledgerLines.vendorId, f.vendorId)];
    if (f.from) lineTime.push(gte(ledgerLines.occurredAt, f.from));
    if (f.to) lineTime.push(lt(ledgerLines.occurredAt, f.to));
    conditions.push(
      inArray(
        ledgerEntries.id,
        db
          .select({ id: ledgerLines.entryId })
          .from(ledgerLines)
          .where(and(...lineTime)),
      ),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A page of entries, newest first (time, then id), with their lines, and how many match. */
export async function selectEntryPage(db: DbOrTx, f: EntryFilters & { page: number; limit: number }) {
  const where = entryConditions(db, f);
  const [entries, [total]] = await Promise.all([
    db
      .select()
      .from(ledgerEntries)
      .where(where)
      .orderBy(desc(ledgerEntries.occurredAt), desc(ledgerEntries.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(ledgerEntries).where(where),
  ]);
  const lines =
    entries.length === 0
      ? []
      : await db
          .select()
          .from(ledgerLines)
          .where(
            inArray(
              ledgerLines.entryId,
              entries.map((e) => e.id),
            ),
          )
          .orderBy(asc(ledgerLines.entryId), asc(ledgerLines.lineNo));
  return { entries, lines, total: total?.n ?? 0 };
}

/** The entries posted for an order (kind, part, refund): what its money has been through. */
export async function orderEntries(db: DbOrTx, orderId: string) {
  return db
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      partId: ledgerEntries.partId,
      refundId: ledgerEntries.refundId,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, orderId))
    .orderBy(asc(ledgerEntries.id));
}

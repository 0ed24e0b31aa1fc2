import {
  assertPostable,
  type JournalEntry,
  type LedgerEntryKind,
  sumMinor,
  VENDOR_PAYABLE_ACCOUNTS,
} from '@market/domain';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { DbOrTx, Tx } from '../../db/client.js';
import { ledgerEntries, ledgerLines, payoutLines } from './ledger.tables.js';

export type EntryRow = typeof ledgerEntries.$inferSelect;
export type LineRow = typeof ledgerLines.$inferSelect;

/**
 * Who posted an entry, when the change happened and (when later, as for a backdated correction)
 * when it was written; both times come from the caller's clock.
 */
export type PostingMeta = {
  occurredAt: Date;
  /** When the vendor's available amounts of the entry may be paid out (decision 0048); default occurredAt. */
  availableAt?: Date | null;
  createdAt?: Date;
  actorId: string | null;
  impersonatorId?: string | null;
};

function entryRows(entry: JournalEntry, meta: PostingMeta) {
  assertPostable(entry);
  const row: EntryRow = {
    id: uuidv7(),
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
  };
  const lines = entry.lines.map((line, i) => ({
    entryId: row.id,
    lineNo: i + 1,
    account: line.account,
    vendorId: line.vendorId,
    amountMinor: line.amountMinor,
    occurredAt: meta.occurredAt,
    availableAt: meta.availableAt ?? null,
  }));
  return { row, lines };
}

/**
 * One journal entry and its lines as two CTEs (`ledger_entry`, `ledger_lines_written`) for a
 * statement of another module (checkout writes its card payment inside the order's insert: no round
 * trip more), after the domain's check. The database checks the balance again at commit (migration
 * 0042's deferred trigger). Returns the entry's row as written.
 */
export function entryInsertCtes(
  db: DbOrTx,
  entry: JournalEntry,
  meta: PostingMeta,
): { row: EntryRow; ctes: SQL } {
  const { row, lines } = entryRows(entry, meta);
  return {
    row,
    ctes: sql`ledger_entry as (${db.insert(ledgerEntries).values(row).getSQL()}),
    ledger_lines_written as (${db.insert(ledgerLines).values(lines).getSQL()})`,
  };
}

/**
 * Writes one journal entry and its lines in the caller's transaction, in one statement, after the
 * domain's check (at least two non-zero lines summing to zero, vendors where needed, a reason where
 * needed). The database checks the balance again at commit (migration 0042's deferred trigger).
 */
export async function postEntry(tx: Tx, entry: JournalEntry, meta: PostingMeta): Promise<EntryRow> {
  const { row, ctes } = entryInsertCtes(tx, entry, meta);
  await tx.execute(sql`with ${ctes} select 1`);
  return row;
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

/** When a line may be paid out: its `available_at`, else when it happened. */
const payableAt = sql`coalesce(${ledgerLines.availableAt}, ${ledgerLines.occurredAt})`;

/**
 * A vendor's payable at a moment (decision 0048), exact: pending = earned on parts not delivered
 * plus delivered earnings still in their hold; available = what may be paid out (negative when the
 * vendor owes the marketplace); paid out = sent by payouts. Each positive in its usual sense.
 */
export async function vendorPayoutSums(db: DbOrTx, vendorId: string, at: Date) {
  const [row] = await db
    .select({
      pending: sql<string>`coalesce(sum(${ledgerLines.amountMinor}) filter (where ${ledgerLines.account} = 'vendor_pending' or (${ledgerLines.account} = 'vendor_available' and ${payableAt} > ${at})), 0)::text`,
      available: sql<string>`coalesce(sum(${ledgerLines.amountMinor}) filter (where ${ledgerLines.account} = 'vendor_available' and ${payableAt} <= ${at}), 0)::text`,
      paidOut: sql<string>`coalesce(sum(${ledgerLines.amountMinor}) filter (where ${ledgerLines.account} = 'payouts'), 0)::text`,
    })
    .from(ledgerLines)
    .where(
      and(
        eq(ledgerLines.vendorId, vendorId),
        inArray(ledgerLines.account, ['vendor_pending', 'vendor_available', 'payouts']),
      ),
    );
  return {
    pendingMinor: -BigInt(row!.pending),
    availableMinor: -BigInt(row!.available),
    paidOutMinor: -BigInt(row!.paidOut),
  };
}

/** The available lines not yet settled by a payout, payable by `upTo` (a payout's own line excluded). */
function unsettled(upTo: Date, vendorId?: string) {
  const conditions: SQL[] = [
    eq(ledgerLines.account, 'vendor_available'),
    sql`${payableAt} <= ${upTo}`,
    sql`${ledgerEntries.kind} <> 'payout'`,
    sql`not exists (select 1 from ${payoutLines} where ${payoutLines.entryId} = ${ledgerLines.entryId} and ${payoutLines.lineNo} = ${ledgerLines.lineNo})`,
  ];
  if (vendorId) conditions.push(eq(ledgerLines.vendorId, vendorId));
  return and(...conditions);
}

/**
 * What each vendor would be paid by `upTo`: the sum of its available lines no payout settled yet,
 * positive when owed to the vendor, for the vendors whose sum reaches `minimumMinor` (all vendors
 * with any such line when it is null), or for one vendor.
 */
export async function unsettledPayables(
  db: DbOrTx,
  o: { upTo: Date; vendorId?: string; minimumMinor?: number | null },
) {
  const owed = sql<string>`(-sum(${ledgerLines.amountMinor}))::text`;
  const query = db
    .select({ vendorId: ledgerLines.vendorId, owed })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(unsettled(o.upTo, o.vendorId))
    .groupBy(ledgerLines.vendorId)
    .$dynamic();
  const rows =
    o.minimumMinor === undefined || o.minimumMinor === null
      ? await query
      : await query.having(sql`-sum(${ledgerLines.amountMinor}) >= greatest(${o.minimumMinor}::bigint, 1)`);
  return rows.map((r) => ({ vendorId: r.vendorId!, owedMinor: BigInt(r.owed) }));
}

/**
 * Settles a vendor's unsettled available lines payable by `cutoff` with a payout, in the caller's
 * transaction, and gives their sum owed to the vendor (the payout's amount). The primary key of
 * payout_lines makes a second payout of the same line fail instead of paying twice.
 */
export async function settlePayoutLines(tx: Tx, o: { vendorId: string; payoutId: string; cutoff: Date }) {
  const rows = await tx
    .insert(payoutLines)
    .select(
      tx
        .select({
          entryId: ledgerLines.entryId,
          lineNo: ledgerLines.lineNo,
          payoutId: sql`${o.payoutId}::uuid`.as('payout_id'),
          vendorId: sql`${o.vendorId}::uuid`.as('vendor_id'),
          amountMinor: ledgerLines.amountMinor,
        })
        .from(ledgerLines)
        .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
        .where(unsettled(o.cutoff, o.vendorId)),
    )
    .returning({ amountMinor: payoutLines.amountMinor });
  return { owedMinor: -sumMinor(rows.map((r) => r.amountMinor)), lines: rows.length };
}

/** A payout's statement: every line it settled, with the entry it belongs to, in time order. */
export async function payoutStatementLines(db: DbOrTx, payoutId: string) {
  return db
    .select({
      entryId: ledgerEntries.id,
      kind: ledgerEntries.kind,
      orderId: ledgerEntries.orderId,
      partId: ledgerEntries.partId,
      refundId: ledgerEntries.refundId,
      reason: ledgerEntries.reason,
      occurredAt: ledgerEntries.occurredAt,
      availableAt: payableAt.mapWith(ledgerLines.occurredAt),
      amountMinor: payoutLines.amountMinor,
    })
    .from(payoutLines)
    .innerJoin(
      ledgerLines,
      and(eq(ledgerLines.entryId, payoutLines.entryId), eq(ledgerLines.lineNo, payoutLines.lineNo)),
    )
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, payoutLines.entryId))
    .where(eq(payoutLines.payoutId, payoutId))
    .orderBy(asc(ledgerEntries.occurredAt), asc(ledgerEntries.id));
}

/** Sums per UTC day and account of the lines in [from, to): the reconciliation's days. */
export async function ledgerDaySums(db: DbOrTx, o: { from: Date; to: Date }) {
  const day = sql<string>`to_char(${ledgerLines.occurredAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, account: ledgerLines.account, total: sql<string>`sum(${ledgerLines.amountMinor})::text` })
    .from(ledgerLines)
    .where(and(gte(ledgerLines.occurredAt, o.from), lt(ledgerLines.occurredAt, o.to)))
    .groupBy(day, ledgerLines.account)
    .orderBy(day);
  return rows.map((r) => ({ day: r.day, account: r.account, totalMinor: BigInt(r.total) }));
}

/** Sums per vendor and account of the vendors' lines in [from, to). */
export async function ledgerVendorSums(db: DbOrTx, o: { from: Date; to: Date }) {
  const rows = await db
    .select({
      vendorId: ledgerLines.vendorId,
      account: ledgerLines.account,
      total: sql<string>`sum(${ledgerLines.amountMinor})::text`,
    })
    .from(ledgerLines)
    .where(
      and(
        sql`${ledgerLines.vendorId} is not null`,
        gte(ledgerLines.occurredAt, o.from),
        lt(ledgerLines.occurredAt, o.to),
      ),
    )
    .groupBy(ledgerLines.vendorId, ledgerLines.account);
  return rows.map((r) => ({ vendorId: r.vendorId!, account: r.account, totalMinor: BigInt(r.total) }));
}

/**
 * What each order's customer paid less what was refunded, by the ledger, for another module's
 * statement (the ledger's contract: columns `order_id`, `cash_minor`). Use as `from ${orderCashRows} c`.
 */
export const orderCashRows = sql`(select ${ledgerEntries.orderId} as order_id, sum(${ledgerLines.amountMinor}) as cash_minor
  from ${ledgerLines} join ${ledgerEntries} on ${ledgerEntries.id} = ${ledgerLines.entryId}
  where ${ledgerLines.account} in ('customer_payments', 'refunds') and ${ledgerEntries.orderId} is not null
  group by ${ledgerEntries.orderId})`;

import { and, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { outboxEmails } from './outbox.tables.js';

export type OutboxRow = typeof outboxEmails.$inferInsert & { id: string };
export type OutboxChanges = Partial<typeof outboxEmails.$inferInsert>;

export async function insertOutboxRow(db: DbOrTx, row: OutboxRow): Promise<void> {
  await db.insert(outboxEmails).values(row);
}

/** A claimed message: what sending it needs. */
export type ClaimedMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
  claimedUntil: Date;
};

export type Claim = { by: string; now: Date; until: Date };

/** A claim is free to take when pending, or when its sender's lease ran out (the sender crashed). */
const claimable = (now: Date) =>
  or(
    eq(outboxEmails.status, 'pending'),
    and(eq(outboxEmails.status, 'sending'), lt(outboxEmails.claimedUntil, now)),
  );

/**
 * Moves the chosen rows to `sending` under this claim, skipping rows another transaction holds
 * (FOR UPDATE SKIP LOCKED): two instances never claim the same row.
 */
async function claimWhere(db: DbOrTx, claim: Claim, chosen: ReturnType<typeof selectIds>) {
  return db
    .update(outboxEmails)
    .set({ status: 'sending', claimedBy: claim.by, claimedUntil: claim.until })
    .where(inArray(outboxEmails.id, chosen))
    .returning({
      id: outboxEmails.id,
      to: outboxEmails.to,
      subject: outboxEmails.subject,
      text: outboxEmails.text,
      html: outboxEmails.html,
      attempts: outboxEmails.attempts,
      claimedUntil: outboxEmails.claimedUntil,
    }) as Promise<ClaimedMessage[]>;
}

function selectIds(db: DbOrTx) {
  return db.select({ id: outboxEmails.id }).from(outboxEmails).$dynamic();
}

/** Claims the given messages (just enqueued) when they are still free to claim. */
export async function claimByIds(db: DbOrTx, ids: string[], claim: Claim): Promise<ClaimedMessage[]> {
  if (ids.length === 0) return [];
  const chosen = selectIds(db)
    .where(and(inArray(outboxEmails.id, ids), claimable(claim.now)))
    .for('update', { skipLocked: true });
  return claimWhere(db, claim, chosen);
}

/** Claims up to `limit` messages whose attempt is due or whose claim expired, oldest due first. */
export async function claimDue(db: DbOrTx, limit: number, claim: Claim): Promise<ClaimedMessage[]> {
  const chosen = selectIds(db)
    .where(
      or(
        and(eq(outboxEmails.status, 'pending'), lte(outboxEmails.nextAttemptAt, claim.now)),
        and(eq(outboxEmails.status, 'sending'), lt(outboxEmails.claimedUntil, claim.now)),
      ),
    )
    .orderBy(outboxEmails.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return claimWhere(db, claim, chosen);
}

/**
 * Records the outcome of a claimed message; only the holder of the claim can, so a sender whose
 * lease ran out (and whose message another instance took over) changes nothing. True when recorded.
 */
export async function settleClaimed(
  db: DbOrTx,
  id: string,
  claimedBy: string,
  set: OutboxChanges,
): Promise<boolean> {
  const rows = await db
    .update(outboxEmails)
    .set({ ...set, claimedUntil: null })
    .where(
      and(eq(outboxEmails.id, id), eq(outboxEmails.status, 'sending'), eq(outboxEmails.claimedBy, claimedBy)),
    )
    .returning({ id: outboxEmails.id });
  return rows.length > 0;
}

/** Messages claimed or waiting to be sent (the outbox backlog). */
export async function countUnsent(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outboxEmails)
    .where(inArray(outboxEmails.status, ['pending', 'sending']));
  return row?.n ?? 0;
}

/** Messages to one address (or all), newest first. */
export async function listOutbox(db: DbOrTx, opts: { to?: string; limit?: number }) {
  return db
    .select()
    .from(outboxEmails)
    .where(opts.to ? sql`lower(${outboxEmails.to}) = ${opts.to.toLowerCase()}` : undefined)
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(opts.limit ?? 50);
}

/**
 * The insert of one outbox row as a statement another module embeds in its own (a CTE of a larger
 * write), so the message is queued in the caller's transaction and statement; build the row with
 * `Mailer.outboxRow` and call `deliver` with its id after the commit.
 */
export function outboxInsert(db: DbOrTx, row: OutboxRow) {
  return db.insert(outboxEmails).values(row).getSQL();
}

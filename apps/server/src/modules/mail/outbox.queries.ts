import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { outboxEmails } from '../../db/schema/index.js';

export type OutboxRow = typeof outboxEmails.$inferInsert & { id: string };
export type OutboxChanges = Partial<typeof outboxEmails.$inferInsert>;

export async function insertOutboxRow(db: DbOrTx, row: OutboxRow): Promise<void> {
  await db.insert(outboxEmails).values(row);
}

export async function pendingByIds(db: DbOrTx, ids: string[]) {
  return db
    .select()
    .from(outboxEmails)
    .where(and(inArray(outboxEmails.id, ids), eq(outboxEmails.status, 'pending')));
}

/** Pending messages whose next attempt is due, oldest due first. */
export async function dueMessages(db: DbOrTx, now: Date, limit: number) {
  return db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.status, 'pending'), lte(outboxEmails.nextAttemptAt, now)))
    .orderBy(outboxEmails.nextAttemptAt)
    .limit(limit);
}

export async function updateOutboxRow(db: DbOrTx, id: string, set: OutboxChanges): Promise<void> {
  await db.update(outboxEmails).set(set).where(eq(outboxEmails.id, id));
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

/** How many messages wait to be sent (due or retrying later); counted on the partial pending index. */
export async function pendingCount(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outboxEmails)
    .where(eq(outboxEmails.status, 'pending'));
  return row?.n ?? 0;
}

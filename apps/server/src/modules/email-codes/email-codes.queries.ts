import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type CodePurpose, emailCodes } from './email-codes.tables.js';

const sameRole = (role: string | null) => eq(emailCodes.role, role ?? '');

export async function findCode(
  db: DbOrTx,
  email: string,
  purpose: CodePurpose,
  role: string | null,
  forUpdate = false,
) {
  const query = db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose), sameRole(role)))
    .limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0];
}

/** Replaces the address's code for this purpose (a resend invalidates the previous code). */
export async function upsertCode(
  db: DbOrTx,
  row: {
    email: string;
    purpose: CodePurpose;
    role: string | null;
    codeHash: string;
    expiresAt: Date;
    sentAt: Date;
  },
) {
  await db
    .insert(emailCodes)
    .values({
      email: row.email,
      purpose: row.purpose,
      role: row.role ?? '',
      codeHash: row.codeHash,
      expiresAt: row.expiresAt,
      lastSentAt: row.sentAt,
      attempts: 0,
    })
    .onConflictDoUpdate({
      target: [emailCodes.email, emailCodes.purpose, emailCodes.role],
      set: {
        codeHash: row.codeHash,
        expiresAt: row.expiresAt,
        lastSentAt: row.sentAt,
        attempts: 0,
        verifiedAt: null,
        consumedAt: null,
      },
    });
}

export async function recordWrongAttempt(db: DbOrTx, id: string) {
  const [row] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(eq(emailCodes.id, id))
    .returning({ attempts: emailCodes.attempts });
  return row!.attempts;
}

export async function markVerified(db: DbOrTx, id: string, at: Date) {
  await db.update(emailCodes).set({ verifiedAt: at, consumedAt: at }).where(eq(emailCodes.id, id));
}

/** A code of this purpose verified for the address since `since` and not yet used up by an application. */
export async function findRecentVerification(db: DbOrTx, email: string, purpose: CodePurpose, since: Date) {
  const rows = await db
    .select()
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.email, email),
        eq(emailCodes.purpose, purpose),
        isNotNull(emailCodes.verifiedAt),
        gte(emailCodes.verifiedAt, since),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Uses up a verification so it cannot back a second submission. */
export async function spendVerification(db: DbOrTx, id: string) {
  await db.update(emailCodes).set({ verifiedAt: null }).where(eq(emailCodes.id, id));
}

import { and, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { sessions, users } from './accounts.tables.js';
import { vendors } from './vendors.tables.js';

export type SessionRow = Awaited<ReturnType<typeof findSessionByTokenHash>>;

function selectSession(db: DbOrTx) {
  return db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      role: sessions.role,
      expiresAt: sessions.expiresAt,
      impersonatorId: sessions.impersonatorId,
      readOnly: sessions.readOnly,
      email: users.email,
      name: users.name,
      mustChangePassword: users.mustChangePassword,
      vendorId: vendors.id,
      verificationStatus: vendors.verificationStatus,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(vendors, eq(vendors.userId, users.id))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1);
}

/** Runs before every protected route: a named prepared statement, built and planned once. */
export async function findSessionByTokenHash(db: DbOrTx, tokenHash: string) {
  const query = prepared<Awaited<ReturnType<typeof selectSession>>>(
    db,
    'auth:session-by-token-hash',
    () => selectSession(db),
    { named: true },
  );
  const rows = await query.execute({ tokenHash });
  return rows[0];
}

export async function insertSession(
  db: DbOrTx,
  row: {
    tokenHash: string;
    userId: string;
    role: 'customer' | 'vendor' | 'admin';
    expiresAt: Date;
    impersonatorId?: string;
    impersonatorSessionId?: string;
    readOnly?: boolean;
  },
) {
  const [created] = await db.insert(sessions).values(row).returning({ id: sessions.id });
  return created!;
}

/** Deletes one session; the ids of the sessions deleted (for SessionEnds). */
export async function deleteSession(db: DbOrTx, sessionId: string): Promise<string[]> {
  const rows = await db.delete(sessions).where(eq(sessions.id, sessionId)).returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

export async function deleteExpiredSessions(db: DbOrTx, now: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/** Deletes a user's sessions (but one); the ids of the sessions deleted (for SessionEnds). */
export async function deleteUserSessions(
  db: DbOrTx,
  userId: string,
  exceptSessionId?: string,
): Promise<string[]> {
  const sessionsOfUser = eq(sessions.userId, userId);
  const rows = await db
    .delete(sessions)
    .where(exceptSessionId ? and(sessionsOfUser, ne(sessions.id, exceptSessionId)) : sessionsOfUser)
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/**
 * Ends the impersonation sessions opened by these admin sessions, or (`impersonatorId`) every one
 * an admin opened; the ids of the sessions deleted (decision 0036).
 */
export async function deleteImpersonationsOf(
  db: DbOrTx,
  by: { adminSessionIds?: string[]; impersonatorId?: string },
): Promise<string[]> {
  const conditions = [
    ...(by.adminSessionIds?.length ? [inArray(sessions.impersonatorSessionId, by.adminSessionIds)] : []),
    ...(by.impersonatorId ? [eq(sessions.impersonatorId, by.impersonatorId)] : []),
  ];
  if (conditions.length === 0) return [];
  const rows = await db
    .delete(sessions)
    .where(or(...conditions))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** True while the session exists and has not expired (the event streams' check at each heartbeat). */
export async function sessionIsLive(db: DbOrTx, sessionId: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows.length > 0;
}

import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type Role, users, vendors } from '../../db/schema/index.js';

export async function findUserByEmail(db: DbOrTx, email: string, role: Role) {
  const rows = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.role, role)))
    .limit(1);
  return rows[0];
}

export async function findUserById(db: DbOrTx, id: string) {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function findVendorByUserId(db: DbOrTx, userId: string) {
  const rows = await db.select().from(vendors).where(eq(vendors.userId, userId)).limit(1);
  return rows[0];
}

export async function touchLastLogin(db: DbOrTx, userId: string, at: Date) {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}

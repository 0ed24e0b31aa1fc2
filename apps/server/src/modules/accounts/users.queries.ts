import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type Role, users } from './accounts.tables.js';
import { vendors } from './vendors.tables.js';

/** A user's row, as findUserById and findUserByEmail return it (for other modules' mappers). */
export type UserRow = typeof users.$inferSelect;
/** A vendor's row, as findVendorByUserId returns it. */
export type VendorRow = typeof vendors.$inferSelect;

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

/** A sign-in: its time, and whether the password it used fails today's password rule. */
export async function touchLastLogin(
  db: DbOrTx,
  userId: string,
  at: Date,
  passwordChangeRecommended: boolean,
) {
  await db.update(users).set({ lastLoginAt: at, passwordChangeRecommended }).where(eq(users.id, userId));
}

export type NewUser = typeof users.$inferInsert;

export async function insertUser(db: DbOrTx, row: NewUser) {
  const [created] = await db.insert(users).values(row).returning();
  return created!;
}

/** A new password ends the temporary one (mustChangePassword). */
export async function setPasswordHash(db: DbOrTx, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, mustChangePassword: false, passwordChangeRecommended: false })
    .where(eq(users.id, userId));
}

/** The vendor of an approved application; returns its id. */
export async function insertVendor(db: DbOrTx, row: typeof vendors.$inferInsert): Promise<string> {
  const [created] = await db.insert(vendors).values(row).returning({ id: vendors.id });
  return created!.id;
}

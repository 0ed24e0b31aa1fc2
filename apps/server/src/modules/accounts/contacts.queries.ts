import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { users } from './accounts.tables.js';
import { vendors } from './vendors.tables.js';

/*
 * What other modules (inquiries, orders' neighbours) read of users and vendors: contacts, the
 * admins' addresses, and the vendors' facts as a fragment to join in their own statements.
 */

/** A user's name, e-mail and phone, or undefined. */
export async function findUserContact(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Locks the user's row (select ... for update) so two requests of one user take turns (per-user limits). */
export async function lockUser(db: DbOrTx, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The e-mail addresses of the admins (at most 20). */
export async function adminEmails(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin')).limit(20);
  return rows.map((r) => r.email);
}

/** A vendor's business name and e-mail; null for no vendor (the marketplace) or an unknown one. */
export async function findVendorContact(db: DbOrTx, vendorId: string | null) {
  if (!vendorId) return null;
  const [row] = await db
    .select({ businessName: vendors.businessName, email: vendors.email })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
    .limit(1);
  return row ?? null;
}

/** The vendor as the spec's vendor view of an order names it: business, contact name, e-mail. */
export async function findVendorIdentity(db: DbOrTx, vendorId: string) {
  const [row] = await db
    .select({
      businessName: vendors.businessName,
      firstName: vendors.contactFirstName,
      lastName: vendors.contactLastName,
      email: vendors.email,
    })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  return row
    ? { businessName: row.businessName, name: `${row.firstName} ${row.lastName}`.trim(), email: row.email }
    : undefined;
}

/** Locks the vendor's row (select ... for update): e.g. commission payments are serialised per vendor. False when there is no such vendor. */
export async function lockVendor(tx: Tx, vendorId: string): Promise<boolean> {
  const [vendor] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
    .for('update');
  return Boolean(vendor);
}

/**
 * The vendors' own commission rates for raw SQL of other modules (accounts' contract): columns
 * `id` and `commission_rate_bp` (null = the marketplace rate). Use as `from ${vendorRates} v`.
 */
export const vendorRates = sql`(select ${vendors.id} as id, ${vendors.commissionRateBp} as commission_rate_bp from ${vendors})`;

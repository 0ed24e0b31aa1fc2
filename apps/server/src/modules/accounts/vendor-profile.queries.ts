import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { vendors } from './vendors.tables.js';

/** A vendor's row, as the vendor's profile and the admin's vendor screens read it. */
export type VendorRow = typeof vendors.$inferSelect;
/** The columns a profile change may set. */
export type VendorRowChanges = Partial<typeof vendors.$inferInsert>;

export async function findVendorRow(db: DbOrTx, vendorId: string): Promise<VendorRow | undefined> {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, vendorId)).limit(1);
  return row;
}

/** The vendor row after the change, or undefined when there is no such vendor (pass the caller's `tx`). */
export async function updateVendorRow(
  db: DbOrTx,
  vendorId: string,
  set: VendorRowChanges,
): Promise<VendorRow | undefined> {
  const [row] = await db.update(vendors).set(set).where(eq(vendors.id, vendorId)).returning();
  return row;
}

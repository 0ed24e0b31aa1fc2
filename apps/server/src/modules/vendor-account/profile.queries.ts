import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { vendors } from '../../db/schema/index.js';

export type VendorChanges = Partial<typeof vendors.$inferInsert>;

export async function findVendor(db: DbOrTx, vendorId: string) {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, vendorId)).limit(1);
  return row;
}

/** The vendor row after the change, or undefined when there is no such vendor. */
export async function updateVendor(db: DbOrTx, vendorId: string, set: VendorChanges) {
  const [row] = await db.update(vendors).set(set).where(eq(vendors.id, vendorId)).returning();
  return row;
}

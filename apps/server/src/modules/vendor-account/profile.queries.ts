import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { vendors } from '../../db/schema/index.js';

export type VendorChanges = Partial<typeof vendors.$inferInsert>;

export async function findVendor(db: DbOrTx, vendorId: string) {
  return db.query.vendors.findFirst({ where: eq(vendors.id, vendorId) });
}

/** The vendor row after the change, or undefined when there is no such vendor. */
export async function updateVendor(db: DbOrTx, vendorId: string, set: VendorChanges) {
  const [row] = await db.update(vendors).set(set).where(eq(vendors.id, vendorId)).returning();
  return row;
}

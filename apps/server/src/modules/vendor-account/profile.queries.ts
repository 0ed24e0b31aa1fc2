import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { vendors } from '../../db/schema/index.js';

export async function findVendor(db: DbOrTx, vendorId: string) {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, vendorId)).limit(1);
  return row;
}

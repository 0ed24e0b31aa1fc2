import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { productRows } from '../catalog/index.js';

/** Whether the vendor has a product that is not deleted (any status): the checklist's 'First product added'. */
export async function vendorHasProduct(db: DbOrTx, vendorId: string): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from ${productRows} pr where pr.vendor_id = ${vendorId} and pr.deleted_at is null) as found`,
  );
  return Boolean(row?.found);
}

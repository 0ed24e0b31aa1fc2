import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { vendorFacts } from '../accounts/index.js';
import { products } from './catalog.tables.js';

/** Catalogue reads for the accounts-side modules (inquiries). */

/** A product buyers can see: active, not deleted, the marketplace's or an approved vendor's (id, title, vendor). */
export async function findVisibleProduct(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: products.id, title: products.title, vendorId: products.vendorId })
    .from(products)
    .leftJoin(vendorFacts, eq(vendorFacts.id, products.vendorId))
    .where(
      and(
        eq(products.id, id),
        eq(products.status, 'active'),
        isNull(products.deletedAt),
        isNull(products.reviewState),
        sql`(${products.vendorId} is null or ${vendorFacts.verificationStatus} = 'approved')`,
      ),
    )
    .limit(1);
  return row;
}

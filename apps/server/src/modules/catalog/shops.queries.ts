import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { vendorFacts } from '../accounts/index.js';
import { products, productViewsDaily } from './catalog.tables.js';

/** One view of a product page: a single upsert into the day's counter. */
export async function recordProductView(db: DbOrTx, productId: string, day: string): Promise<void> {
  await db
    .insert(productViewsDaily)
    .values({ productId, day, views: 1 })
    .onConflictDoUpdate({
      target: [productViewsDaily.productId, productViewsDaily.day],
      set: { views: sql`${productViewsDaily.views} + 1` },
    });
}

/** An approved vendor's public shop header with its number of visible products. */
/** Approved shops with at least one product for sale, by name (the storefront's seller filter). */

export async function listShops(db: DbOrTx, limit: number) {
  return db
    .select({
      id: vendorFacts.id,
      businessName: vendorFacts.businessName,
      description: vendorFacts.description,
      logo: vendorFacts.logo,
      city: vendorFacts.city,
      state: vendorFacts.state,
      productCount: sql<number>`(select count(*)::int from ${products} p
        where p.vendor_id = vendor_facts.id and p.status = 'active' and p.deleted_at is null)`,
    })
    .from(vendorFacts)
    .where(
      and(
        eq(vendorFacts.verificationStatus, 'approved'),
        sql`exists (select 1 from ${products} p where p.vendor_id = vendor_facts.id and p.status = 'active' and p.deleted_at is null)`,
      ),
    )
    .orderBy(sql`lower(${vendorFacts.businessName})`)
    .limit(limit);
}

export async function findShop(db: DbOrTx, vendorId: string) {
  const rows = await db
    .select({
      id: vendorFacts.id,
      businessName: vendorFacts.businessName,
      description: vendorFacts.description,
      logo: vendorFacts.logo,
      city: vendorFacts.city,
      state: vendorFacts.state,
      // Columns written out (p.vendor_id, vendor_facts.id): Drizzle leaves interpolated columns
      // unqualified in a one-source select, which inside this sub-select would name p's own.
      productCount: sql<number>`(select count(*)::int from ${products} p
        where p.vendor_id = vendor_facts.id and p.status = 'active' and p.deleted_at is null)`,
    })
    .from(vendorFacts)
    .where(and(eq(vendorFacts.id, vendorId), eq(vendorFacts.verificationStatus, 'approved')))
    .limit(1);
  return rows[0];
}

import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { productViewsDaily, vendors } from '../../db/schema/index.js';

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
      id: vendors.id,
      businessName: vendors.businessName,
      description: vendors.description,
      logo: vendors.logo,
      city: vendors.city,
      state: vendors.state,
      productCount: sql<number>`(select count(*)::int from products p
        where p.vendor_id = vendors.id and p.status = 'active' and p.deleted_at is null)`,
    })
    .from(vendors)
    .where(
      and(
        eq(vendors.verificationStatus, 'approved'),
        sql`exists (select 1 from products p where p.vendor_id = vendors.id and p.status = 'active' and p.deleted_at is null)`,
      ),
    )
    .orderBy(sql`lower(${vendors.businessName})`)
    .limit(limit);
}

export async function findShop(db: DbOrTx, vendorId: string) {
  const rows = await db
    .select({
      id: vendors.id,
      businessName: vendors.businessName,
      description: vendors.description,
      logo: vendors.logo,
      city: vendors.city,
      state: vendors.state,
      // vendors.id written out: Drizzle leaves columns unqualified in a one-table select.
      productCount: sql<number>`(select count(*)::int from products p
        where p.vendor_id = vendors.id and p.status = 'active' and p.deleted_at is null)`,
    })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), eq(vendors.verificationStatus, 'approved')))
    .limit(1);
  return rows[0];
}

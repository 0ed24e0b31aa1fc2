import { asc, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { categories, products } from './catalog.tables.js';
import { storefrontVisible } from './products.queries.js';

/** One address of the sitemap: the entity's id and when it last changed. */
export type SitemapRow = { id: string; updatedAt: Date | string };

/** Products buyers can see (the product page's own condition). */
export async function countSitemapProducts(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(storefrontVisible);
  return Number(row?.n ?? 0);
}

/** A page of them in the storefront's newest index order (products_store_created_idx), oldest first. */
export async function listSitemapProducts(
  db: DbOrTx,
  page: { limit: number; offset: number },
): Promise<SitemapRow[]> {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(storefrontVisible)
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The marketplace's (global) categories: the storefront's category pages (categories_vendor_idx). */
export async function countSitemapCategories(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(categories)
    .where(isNull(categories.vendorId));
  return Number(row?.n ?? 0);
}

export async function listSitemapCategories(
  db: DbOrTx,
  page: { limit: number; offset: number },
): Promise<SitemapRow[]> {
  return db
    .select({ id: categories.id, updatedAt: categories.updatedAt })
    .from(categories)
    .where(isNull(categories.vendorId))
    .orderBy(asc(categories.id))
    .limit(page.limit)
    .offset(page.offset);
}

import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { vendorFacts } from '../accounts/index.js';
import { defaultLowStockThreshold, stockFacts } from '../inventory/index.js';
import { categories, productMedia, products } from './catalog.tables.js';
import { escapeLike } from './categories.queries.js';

export const mainCategory = alias(categories, 'main_category');
/** A product's media rows in a correlated subquery (`m`). */
export const m = alias(productMedia, 'm');
export const subCategory = alias(categories, 'sub_category');

export type MediaJson = {
  id: string;
  kind: 'image' | 'video';
  originalKey: string;
  thumbKey: string | null;
  displayKey: string | null;
  mimeType: string;
  isPrimary: boolean;
  position: number;
  width: number | null;
  height: number | null;
};

/** The product's low-stock threshold: its inventory item's (decision 0042), the default without one. */
export const lowStockThreshold = sql`coalesce(${stockFacts.lowStockThreshold}, ${defaultLowStockThreshold})`;

/** Everything a product DTO needs, in one row: stock, category names, vendor, media. */
export const productColumns = {
  id: products.id,
  vendorId: products.vendorId,
  title: products.title,
  description: products.description,
  priceMinor: products.priceMinor,
  shippingMinor: products.shippingMinor,
  brand: products.brand,
  tags: products.tags,
  keywords: products.keywords,
  mainCategoryId: products.mainCategoryId,
  subCategoryId: products.subCategoryId,
  status: products.status,
  sku: products.sku,
  lowStockThreshold: sql<number>`${lowStockThreshold}`.mapWith(Number),
  slug: products.slug,
  metaTitle: products.metaTitle,
  metaDescription: products.metaDescription,
  altText: products.altText,
  seoKeywords: products.seoKeywords,
  featured: products.featured,
  moderationReason: products.moderationReason,
  moderatedAt: products.moderatedAt,
  reviewState: products.reviewState,
  reviewReason: products.reviewReason,
  reviewSubmittedAt: products.reviewSubmittedAt,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  currentStock: sql<number>`coalesce(${stockFacts.currentStock}, 0)`.mapWith(Number),
  reservedStock: sql<number>`coalesce(${stockFacts.reservedStock}, 0)`.mapWith(Number),
  mainCategoryName: mainCategory.name,
  subCategoryName: subCategory.name,
  vendorName: vendorFacts.businessName,
  vendorLogo: vendorFacts.logo,
  media: sql<MediaJson[]>`(select coalesce(json_agg(json_build_object(
      'id', ${m.id}, 'kind', ${m.kind}, 'originalKey', ${m.originalKey}, 'thumbKey', ${m.thumbKey},
      'displayKey', ${m.displayKey}, 'mimeType', ${m.mimeType}, 'isPrimary', ${m.isPrimary}, 'position', ${m.position},
      'width', ${m.width}, 'height', ${m.height})
      order by ${m.position}, ${m.id}), '[]'::json)
    from ${productMedia} m where ${m.productId} = ${products.id})`,
};

function selectProducts(db: DbOrTx) {
  return db
    .select(productColumns)
    .from(products)
    .leftJoin(stockFacts, eq(stockFacts.productId, products.id))
    .leftJoin(mainCategory, eq(mainCategory.id, products.mainCategoryId))
    .leftJoin(subCategory, eq(subCategory.id, products.subCategoryId))
    .leftJoin(vendorFacts, eq(vendorFacts.id, products.vendorId));
}

export type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

/** Products of one owner: a vendor, or (null) the marketplace itself. */
export function ownerCondition(vendorId: string | null): SQL {
  return vendorId === null ? isNull(products.vendorId) : eq(products.vendorId, vendorId);
}

/**
 * What buyers may see: active, not deleted, from the marketplace or an approved vendor (the
 * product's vendor_visible flag, kept by a trigger when the vendor's status changes; the
 * storefront indexes carry the same predicate, so list pages decide from the index alone).
 */
export const storefrontVisible: SQL = sql`${products.status} = 'active' and ${products.deletedAt} is null
  and ${products.vendorVisible}`;

/** Units buyers can order (on hand minus reserved), 0 without an inventory row. */
export const available = sql`coalesce(${stockFacts.currentStock} - ${stockFacts.reservedStock}, 0)`;

export async function findProduct(
  db: DbOrTx,
  opts: { id: string; vendorId?: string | null; storefront?: boolean },
): Promise<ProductRow | undefined> {
  const conditions: SQL[] = [eq(products.id, opts.id)];
  if (opts.storefront) conditions.push(storefrontVisible);
  else conditions.push(isNull(products.deletedAt));
  if (opts.vendorId !== undefined) conditions.push(ownerCondition(opts.vendorId));
  const rows = await selectProducts(db)
    .where(and(...conditions))
    .limit(1);
  return rows[0];
}

/**
 * Locks one of the vendor's live products (its row, for the rest of the transaction): the
 * inventory screens create or repair its item under this lock. Undefined when it is not theirs.
 */
export async function lockOwnedLiveProduct(db: DbOrTx, vendorId: string, productId: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.vendorId, vendorId), isNull(products.deletedAt)))
    .for('update');
  return row;
}

// ---- Prepared list queries --------------------------------------------------------------------
//
// The list endpoints are the hot path. Their SQL depends only on which filters are set and on
// the sort (the "shape"), so each shape is built by Drizzle once and reused with new values.
// Statements with LIMIT/OFFSET or selective filters stay unnamed so PostgreSQL plans them with
// the actual values (a generic plan assumes a LIMIT of 10% of the table and sorts thousands of
// rows); the constant fetch-by-ids statement is a named prepared statement, planned once per
// connection.

export const p = (name: string) => sql.placeholder(name);

/** Full rows of some products, in the order of the ids given (one named prepared statement). */
export async function productsByIds(db: DbOrTx, ids: string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const query = prepared<ProductRow[]>(
    db,
    'by-ids',
    () => selectProducts(db).where(sql`${products.id} = any(${p('ids')}::uuid[])`),
    { named: true },
  );
  const rows = await query.execute({ ids });
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

// ---- Writes ---------------------------------------------------------------------------------

export async function insertProduct(db: DbOrTx, values: typeof products.$inferInsert): Promise<string> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

export async function updateProductRow(
  db: DbOrTx,
  id: string,
  values: Partial<typeof products.$inferInsert>,
  now: Date,
): Promise<void> {
  await db
    .update(products)
    .set({ ...values, updatedAt: now })
    .where(eq(products.id, id));
}

/** Soft delete: orders and history keep their rows; the slug becomes free again. */
export async function softDeleteProducts(
  db: DbOrTx,
  opts: { ids: string[]; vendorId: string | null; now: Date },
): Promise<string[]> {
  const rows = await db
    .update(products)
    .set({ deletedAt: opts.now, updatedAt: opts.now })
    .where(and(inArray(products.id, opts.ids), ownerCondition(opts.vendorId), isNull(products.deletedAt)))
    .returning({ id: products.id });
  return rows.map((r) => r.id);
}

/** Slugs of the owner's live products equal to `base` or starting with `base-`. */
export async function slugsLike(db: DbOrTx, vendorId: string | null, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(
      and(
        ownerCondition(vendorId),
        isNull(products.deletedAt),
        or(eq(products.slug, base), sql`${products.slug} like ${`${escapeLike(base)}-%`}`),
      ),
    );
  return rows.map((r) => r.slug);
}

export async function slugTaken(
  db: DbOrTx,
  opts: { vendorId: string | null; slug: string; exceptId?: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        ownerCondition(opts.vendorId),
        isNull(products.deletedAt),
        eq(products.slug, opts.slug),
        opts.exceptId ? sql`${products.id} <> ${opts.exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Locks the owner's live products of a batch; returns the ids found (fewer = some are not theirs). */
export async function lockOwnerProducts(
  db: DbOrTx,
  opts: { ids: string[]; vendorId: string | null },
): Promise<
  Array<{
    id: string;
    title: string;
    vendorId: string | null;
    priceMinor: number;
    status: string;
    mainCategoryId: string | null;
    moderationReason: string | null;
  }>
> {
  return db
    .select({
      id: products.id,
      title: products.title,
      vendorId: products.vendorId,
      priceMinor: products.priceMinor,
      status: products.status,
      mainCategoryId: products.mainCategoryId,
      moderationReason: products.moderationReason,
    })
    .from(products)
    .where(and(inArray(products.id, opts.ids), ownerCondition(opts.vendorId), isNull(products.deletedAt)))
    .orderBy(asc(products.id))
    .for('update');
}

// ---- Media ----------------------------------------------------------------------------------

export async function listMedia(db: DbOrTx, productId: string) {
  return db
    .select()
    .from(productMedia)
    .where(eq(productMedia.productId, productId))
    .orderBy(asc(productMedia.position), asc(productMedia.id));
}

export async function insertMedia(db: DbOrTx, rows: Array<typeof productMedia.$inferInsert>): Promise<void> {
  if (rows.length) await db.insert(productMedia).values(rows);
}

export async function deleteMedia(db: DbOrTx, productId: string, ids: string[]): Promise<void> {
  if (ids.length)
    await db
      .delete(productMedia)
      .where(and(eq(productMedia.productId, productId), inArray(productMedia.id, ids)));
}

/** Makes exactly one image primary (or none when primaryId is null). */
export async function setPrimaryImage(
  db: DbOrTx,
  productId: string,
  primaryId: string | null,
): Promise<void> {
  await db
    .update(productMedia)
    .set({ isPrimary: primaryId === null ? sql`false` : sql`${productMedia.id} = ${primaryId}` })
    .where(and(eq(productMedia.productId, productId), eq(productMedia.kind, 'image')));
}

/** Sets new prices in one statement. */
export async function setPrices(
  db: DbOrTx,
  changes: Array<{ id: string; priceMinor: number }>,
  now: Date,
): Promise<void> {
  if (changes.length === 0) return;
  const values = sql.join(
    changes.map((c) => sql`(${c.id}::uuid, ${c.priceMinor}::int)`),
    sql`, `,
  );
  const c = (column: { name: string }) => sql.identifier(column.name);
  await db.execute(sql`update ${products} set ${c(products.priceMinor)} = v.price, ${c(products.updatedAt)} = ${now}
    from (values ${values}) as v(id, price) where ${products.id} = v.id`);
}

export async function updateProductsFields(
  db: DbOrTx,
  ids: string[],
  values: Partial<Pick<typeof products.$inferInsert, 'status' | 'mainCategoryId' | 'subCategoryId'>>,
  now: Date,
): Promise<void> {
  await db
    .update(products)
    .set({ ...values, updatedAt: now })
    .where(inArray(products.id, ids));
}

export type ProductChanges = Partial<typeof products.$inferInsert>;

/** Serialises edits of the same product. */
export async function lockProduct(
  db: DbOrTx,
  productId: string,
): Promise<{ id: string; moderationReason: string | null }> {
  const [row] = await db
    .select({ id: products.id, moderationReason: products.moderationReason })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return row ?? { id: productId, moderationReason: null };
}

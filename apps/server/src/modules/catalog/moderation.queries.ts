import type { AdminProductListQuery, ModerationAction } from '@market/domain';
import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { userNames, vendorFacts } from '../accounts/index.js';
import { stockFacts } from '../inventory/index.js';
import { products } from './catalog.tables.js';
import { escapeLike } from './categories.queries.js';
import { productModerationEvents } from './moderation.tables.js';
import { listItemColumns } from './owner-list.queries.js';
import { available, mainCategory, subCategory } from './products.queries.js';

// The admin's moderation of every product (decision 0017): the list across all owners, the hold
// on a product and its history.

const adminRowColumns = {
  ...listItemColumns,
  vendorId: products.vendorId,
  vendorName: vendorFacts.businessName,
  moderatedByName: userNames.name,
};

function selectAdminRows(db: DbOrTx) {
  return db
    .select(adminRowColumns)
    .from(products)
    .leftJoin(stockFacts, eq(stockFacts.productId, products.id))
    .leftJoin(mainCategory, eq(mainCategory.id, products.mainCategoryId))
    .leftJoin(subCategory, eq(subCategory.id, products.subCategoryId))
    .leftJoin(vendorFacts, eq(vendorFacts.id, products.vendorId))
    .leftJoin(userNames, eq(userNames.id, products.moderatedBy));
}

export type AdminProductRow = Awaited<ReturnType<typeof selectAdminRows>>[number];

function listConditions(q: AdminProductListQuery): SQL[] {
  const c: SQL[] = [isNull(products.deletedAt)];
  if (q.vendor === 'marketplace') c.push(isNull(products.vendorId));
  else if (q.vendor) c.push(eq(products.vendorId, q.vendor));
  if (q.status === 'moderated') c.push(isNotNull(products.moderationReason));
  else if (q.status) c.push(eq(products.status, q.status));
  if (q.category) {
    c.push(sql`(${products.mainCategoryId} = ${q.category} or ${products.subCategoryId} = ${q.category})`);
  }
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    c.push(sql`(${products.title} ilike ${like} or ${products.sku} ilike ${`${escapeLike(q.search)}%`})`);
  }
  // The My Products stock badges: 0 out, 1-4 low, 5 and above in stock.
  if (q.stockStatus === 'out-of-stock') c.push(sql`${available} <= 0`);
  if (q.stockStatus === 'low-stock') c.push(sql`${available} between 1 and 4`);
  if (q.stockStatus === 'in-stock') c.push(sql`${available} >= 5`);
  return c;
}

function listOrder(sort: AdminProductListQuery['sort']): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(products.createdAt), asc(products.id)];
    case 'price_low':
      return [asc(products.priceMinor), asc(products.id)];
    case 'price_high':
      return [desc(products.priceMinor), desc(products.id)];
    case 'name':
      return [sql`lower(${products.title}) asc`, asc(products.id)];
    default:
      return [desc(products.createdAt), desc(products.id)];
  }
}

/** One page of every owner's products with the filters, and the filtered total. */
export async function adminProductPage(
  db: DbOrTx,
  q: AdminProductListQuery,
): Promise<{ rows: AdminProductRow[]; total: number }> {
  const where = and(...listConditions(q));
  const rows = await selectAdminRows(db)
    .where(where)
    .orderBy(...listOrder(q.sort))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  let count = db.select({ n: sql<number>`count(*)::int` }).from(products).$dynamic();
  if (q.stockStatus) count = count.leftJoin(stockFacts, eq(stockFacts.productId, products.id));
  const [total] = await count.where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The product (any owner, not deleted), locked for a moderation action. */
export async function lockProductForModeration(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: products.id,
      vendorId: products.vendorId,
      title: products.title,
      status: products.status,
      moderationReason: products.moderationReason,
    })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .for('update');
  return row;
}

export async function setModerationHold(
  db: DbOrTx,
  opts: { id: string; reason: string | null; adminId: string | null; now: Date; deactivate: boolean },
): Promise<void> {
  await db
    .update(products)
    .set({
      ...(opts.deactivate ? { status: 'inactive' as const } : {}),
      moderationReason: opts.reason,
      moderatedAt: opts.reason === null ? null : opts.now,
      moderatedBy: opts.reason === null ? null : opts.adminId,
      updatedAt: opts.now,
    })
    .where(eq(products.id, opts.id));
}

export async function insertModerationEvent(
  db: DbOrTx,
  row: {
    productId: string;
    vendorId: string;
    action: ModerationAction;
    reason: string;
    adminId: string;
    adminName: string;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(productModerationEvents).values(row);
}

/** A product's moderation history, newest first. */
export async function moderationEvents(db: DbOrTx, productId: string) {
  return db
    .select({
      id: productModerationEvents.id,
      action: productModerationEvents.action,
      reason: productModerationEvents.reason,
      adminName: productModerationEvents.adminName,
      createdAt: productModerationEvents.createdAt,
    })
    .from(productModerationEvents)
    .where(eq(productModerationEvents.productId, productId))
    .orderBy(desc(productModerationEvents.createdAt), desc(productModerationEvents.id))
    .limit(200);
}

/** Where the vendor's e-mails go. */
export async function vendorContact(db: DbOrTx, vendorId: string) {
  const [row] = await db
    .select({ email: vendorFacts.email, businessName: vendorFacts.businessName })
    .from(vendorFacts)
    .where(eq(vendorFacts.id, vendorId));
  return row;
}

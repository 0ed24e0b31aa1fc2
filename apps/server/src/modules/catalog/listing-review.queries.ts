import type { ListingReviewQuery, ListingReviewState } from '@market/domain';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { userNames, vendorFacts } from '../accounts/index.js';
import { stockFacts } from '../inventory/index.js';
import { products } from './catalog.tables.js';
import { escapeLike } from './categories.queries.js';
import { listItemColumns } from './owner-list.queries.js';
import { mainCategory, subCategory } from './products.queries.js';

// Listing review (decision 0044): the queue across vendors, the review state of one product.

function selectQueueRows(db: DbOrTx) {
  return db
    .select({
      ...listItemColumns,
      vendorId: products.vendorId,
      vendorName: vendorFacts.businessName,
      reviewedByName: userNames.name,
    })
    .from(products)
    .leftJoin(stockFacts, eq(stockFacts.productId, products.id))
    .leftJoin(mainCategory, eq(mainCategory.id, products.mainCategoryId))
    .leftJoin(subCategory, eq(subCategory.id, products.subCategoryId))
    .leftJoin(vendorFacts, eq(vendorFacts.id, products.vendorId))
    .leftJoin(userNames, eq(userNames.id, products.reviewedBy));
}

export type ReviewQueueRow = Awaited<ReturnType<typeof selectQueueRows>>[number];

/** One page of the queue (oldest submission first, so nothing waits forever) and its total. */
export async function reviewQueuePage(
  db: DbOrTx,
  q: ListingReviewQuery,
): Promise<{ rows: ReviewQueueRow[]; total: number }> {
  const c: SQL[] = [eq(products.reviewState, q.state), isNull(products.deletedAt)];
  if (q.vendor) c.push(eq(products.vendorId, q.vendor));
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    c.push(sql`(${products.title} ilike ${like} or ${products.sku} ilike ${`${escapeLike(q.search)}%`})`);
  }
  const where = and(...c);
  const rows = await selectQueueRows(db)
    .where(where)
    .orderBy(asc(products.reviewState), asc(products.reviewSubmittedAt), asc(products.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A vendor's product (not deleted), locked for a review decision. */
export async function lockProductForReview(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: products.id,
      vendorId: products.vendorId,
      title: products.title,
      reviewState: products.reviewState,
    })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .for('update');
  return row;
}

/**
 * Sets a product's review state; the vendor_visible trigger hides the product while the state is
 * set and shows it again (vendor approved, status active) when it is cleared.
 */
export async function setReviewState(
  db: DbOrTx,
  opts: {
    id: string;
    state: ListingReviewState | null;
    reason?: string | null;
    now: Date;
    /** The admin deciding; absent when the vendor (re)submits. */
    adminId?: string;
  },
): Promise<void> {
  await db
    .update(products)
    .set({
      reviewState: opts.state,
      reviewReason: opts.reason ?? null,
      ...(opts.adminId
        ? { reviewedAt: opts.now, reviewedBy: opts.adminId }
        : { reviewSubmittedAt: opts.now }),
      updatedAt: opts.now,
    })
    .where(eq(products.id, opts.id));
}

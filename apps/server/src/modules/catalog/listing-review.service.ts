import {
  type ListingReviewQuery,
  LISTING_REVIEW_MESSAGES as M,
  PRODUCT_MESSAGES,
  REVIEWED_LISTING_FIELDS,
} from '@market/domain';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { noteAuditChange } from '../../lib/audit-context.js';
import { isUuid } from '../../lib/db-errors.js';
import { conflict, notFound } from '../../lib/errors.js';
import { pagination } from '../../lib/http.js';
import { emails } from '../mail/index.js';
import { getSettings } from '../settings/index.js';
import { bumpCatalogVersion } from './list-cache.js';
import {
  lockProductForReview,
  type ReviewQueueRow,
  reviewQueuePage,
  setReviewState,
} from './listing-review.queries.js';
import { vendorContact } from './moderation.queries.js';
import { toProductListItemDto } from './products.mappers.js';

/*
 * Listing review (issue 35 item 6, decision 0044). While the marketplace setting 'Review new and
 * changed listings' is on, a vendor's new product and a change to a product's listing fields (or
 * media) wait for an admin: hidden from buyers until approved. A rejected product carries the
 * reason; the vendor's next save sends it back to the queue, whatever the setting says then.
 */

type Current = { id: string; vendorId: string | null; reviewState: string | null } & Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether a vendor's edit changes what buyers read on the listing. */
export function changesListing(current: Current, values: Record<string, unknown>, mediaChanged: boolean) {
  return (
    mediaChanged ||
    REVIEWED_LISTING_FIELDS.some(
      (f) => f in values && values[f] !== undefined && !same(values[f], current[f]),
    )
  );
}

/**
 * Inside the write's transaction: sends a vendor's new or changed product to the queue when
 * review is on, and a rejected product back to it on any save. Returns whether it is under review.
 */
export async function submitForReview(
  tx: Tx,
  opts: { product: Current; isNew: boolean; listingChanged: boolean; now: Date },
): Promise<boolean> {
  const { product } = opts;
  if (product.vendorId === null) return false;
  const resubmit = product.reviewState === 'rejected';
  if (!resubmit && !opts.isNew && !opts.listingChanged) return product.reviewState !== null;
  if (!resubmit && !(await getSettings(tx)).reviewListings) return product.reviewState !== null;
  await setReviewState(tx, { id: product.id, state: 'pending', reason: null, now: opts.now });
  noteAuditChange({
    subjectType: 'product',
    subjectId: product.id,
    vendorId: product.vendorId,
    before: { reviewState: product.reviewState },
    after: { reviewState: 'pending' },
  });
  return true;
}

function toQueueItem(row: ReviewQueueRow) {
  return {
    ...toProductListItemDto(row),
    vendor: row.vendorId ? { _id: row.vendorId, businessName: row.vendorName ?? '' } : null,
    reviewedBy: row.reviewedByName ?? null,
  };
}

/** `/admin/listing-review`: the products waiting (or rejected), oldest submission first. */
export async function listReviewQueue(opts: { ctx: AppContext; query: ListingReviewQuery }) {
  const { rows, total } = await reviewQueuePage(opts.ctx.db, opts.query);
  return {
    products: rows.map(toQueueItem),
    pagination: pagination(opts.query.page, opts.query.limit, total),
  };
}

/**
 * One decision in one transaction: the product locked, its review state cleared (approved) or set
 * to rejected with the reason, the vendor's e-mail written to the outbox; after commit the e-mail
 * is delivered and the storefront caches dropped.
 */
async function decide(opts: {
  ctx: AppContext;
  adminId: string;
  id: string;
  approve: boolean;
  reason?: string;
}) {
  const { ctx } = opts;
  if (!isUuid(opts.id)) throw notFound(PRODUCT_MESSAGES.notFound);
  const now = ctx.clock.now();
  const mailId = await ctx.db.transaction(async (tx) => {
    const product = await lockProductForReview(tx, opts.id);
    if (!product || product.vendorId === null) throw notFound(PRODUCT_MESSAGES.notFound);
    if (product.reviewState !== 'pending') throw conflict(M.notPending, 'NOT_PENDING_REVIEW');
    const state = opts.approve ? null : ('rejected' as const);
    await setReviewState(tx, {
      id: product.id,
      state,
      reason: opts.reason ?? null,
      now,
      adminId: opts.adminId,
    });
    noteAuditChange({
      subjectType: 'product',
      subjectId: product.id,
      vendorId: product.vendorId,
      before: { reviewState: 'pending' },
      after: { reviewState: state, ...(opts.reason ? { reason: opts.reason } : {}) },
    });
    const vendor = await vendorContact(tx, product.vendorId);
    if (!vendor) return null;
    const email = emails.listingReviewed({
      businessName: vendor.businessName,
      productTitle: product.title,
      approved: opts.approve,
      reason: opts.reason,
      productUrl: `${ctx.config.publicUrl}/vendor/products/${product.id}/edit`,
    });
    return ctx.mailer.enqueue(tx, vendor.email, email);
  });
  await bumpCatalogVersion(ctx);
  if (mailId) await ctx.mailer.deliver([mailId]);
}

export const approveListing = (opts: { ctx: AppContext; adminId: string; id: string }) =>
  decide({ ...opts, approve: true });

export const rejectListing = (opts: { ctx: AppContext; adminId: string; id: string; reason: string }) =>
  decide({ ...opts, approve: false });

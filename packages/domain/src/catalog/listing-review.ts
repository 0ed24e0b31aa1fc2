import { z } from 'zod';
import { checkStorableText } from '../text.js';

/**
 * Listing review (issue 35 item 6, decision 0044): while the marketplace setting is on, a vendor's
 * new product and a change to a product's listing fields wait for an admin. `pending` waits in the
 * queue, `rejected` carries the reason the vendor sees; an approved product has no review state.
 * A product under review is hidden from the storefront (and cannot be bought) until approved.
 */
export const LISTING_REVIEW_STATES = ['pending', 'rejected'] as const;
export type ListingReviewState = (typeof LISTING_REVIEW_STATES)[number];

export const LISTING_REVIEW_REASON_MIN = 3;
export const LISTING_REVIEW_REASON_MAX = 500;
export const LISTING_REVIEW_PAGE_SIZE = 20;

/**
 * The fields buyers read on a listing: a change to one of them sends the product back to review.
 * Price, shipping, stock and the status (on or off sale) are the vendor's trade and go live at once.
 */
export const REVIEWED_LISTING_FIELDS = [
  'title',
  'description',
  'brand',
  'tags',
  'keywords',
  'mainCategoryId',
  'subCategoryId',
  'metaTitle',
  'metaDescription',
  'altText',
  'seoKeywords',
] as const;

export const LISTING_REVIEW_MESSAGES = {
  settingLabel: 'Review new and changed listings',
  settingHelp:
    "Vendors' new products and changes to a product's title, description, images, categories or SEO text wait for an admin's approval before buyers see them.",
  pendingBadge: 'Waiting for review',
  rejectedBadge: 'Changes requested',
  pendingNotice:
    'This product is waiting for review: buyers will see it once an admin approves it. Saving changes keeps it in the queue.',
  rejectedNotice: (reason: string) =>
    `An admin asked for changes: ${reason}. Saving the product sends it back for review.`,
  submitted: 'Product saved and sent for review. Buyers will see it once an admin approves it.',
  approved: 'Listing approved: it is on the storefront now (when its status is Active).',
  rejected: 'Listing rejected. The vendor sees your reason on My Products and in the e-mail.',
  notPending: 'This product is not waiting for review',
  reasonRequired: 'Please give a reason the vendor can act on',
  reasonTooShort: `The reason must be at least ${LISTING_REVIEW_REASON_MIN} characters`,
  reasonTooLong: `The reason must be at most ${LISTING_REVIEW_REASON_MAX} characters`,
  queueEmpty: 'No listings are waiting for review.',
  loadFailed: 'Failed to load the review queue',
} as const;

/** POST /admin/listing-review/:id/reject */
export const rejectListingSchema = z.strictObject({
  reason: z
    .string({ error: LISTING_REVIEW_MESSAGES.reasonRequired })
    .trim()
    .min(1, LISTING_REVIEW_MESSAGES.reasonRequired)
    .min(LISTING_REVIEW_REASON_MIN, LISTING_REVIEW_MESSAGES.reasonTooShort)
    .max(LISTING_REVIEW_REASON_MAX, LISTING_REVIEW_MESSAGES.reasonTooLong)
    .superRefine(checkStorableText),
});
export type RejectListingInput = z.infer<typeof rejectListingSchema>;

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** GET /admin/listing-review: the queue, with the filters kept in the page's URL. */
export const listingReviewQuerySchema = z.strictObject({
  page: z.coerce.number({ error: 'Page must be a number' }).int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int()
    .min(1, 'Limit must be at least 1')
    .max(100, 'Limit must be at most 100')
    .default(LISTING_REVIEW_PAGE_SIZE),
  state: z.preprocess(blank, z.enum(LISTING_REVIEW_STATES).default('pending')),
  search: z.preprocess(blank, z.string().trim().max(200).optional()),
  vendor: z.preprocess(
    blank,
    z
      .string()
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Vendor must be a vendor id')
      .optional(),
  ),
});
export type ListingReviewQuery = z.infer<typeof listingReviewQuerySchema>;

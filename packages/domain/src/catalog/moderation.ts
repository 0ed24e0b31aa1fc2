import { z } from 'zod';
import { checkStorableText } from '../text.js';
import { optionalEnumQuery } from './fields.js';
import { PRODUCT_SORTS } from './list-constants.js';
import { STOCK_STATUSES } from './stock.js';

/**
 * Catalogue moderation (decision 0017): an admin deactivates a vendor's product with a reason.
 * The product's status becomes `inactive` (so it leaves the storefront by the usual rule) and a
 * hold is placed on it; while held, the vendor cannot set any other status. Clearing the hold
 * gives the status back to the vendor (the product stays inactive until the vendor reactivates it).
 */

export const MODERATION_REASON_MAX = 500;
export const MODERATION_ACTIONS = ['deactivate', 'clear'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Status filter of the admin's product list: the product statuses, plus the held products. */
export const ADMIN_PRODUCT_STATUS_FILTERS = ['active', 'inactive', 'draft', 'moderated'] as const;
export type AdminProductStatusFilter = (typeof ADMIN_PRODUCT_STATUS_FILTERS)[number];
/** The vendor filter's value for the marketplace's own products. */
export const MARKETPLACE_VENDOR_FILTER = 'marketplace';
export const ADMIN_PRODUCTS_PAGE_SIZE = 20;

export const MODERATION_MESSAGES = {
  reasonRequired: 'Please give a reason: the vendor sees it on My Products and in the e-mail',
  reasonTooLong: `The reason must be at most ${MODERATION_REASON_MAX} characters`,
  noteTooLong: `The note must be at most ${MODERATION_REASON_MAX} characters`,
  deactivated: 'Product deactivated. The vendor has been told why by e-mail and on My Products.',
  cleared: 'Moderation cleared. The vendor can reactivate the product again.',
  alreadyHeld: 'This product is already deactivated by moderation',
  notHeld: 'This product is not under moderation',
  marketplaceProduct:
    'The marketplace’s own products are not moderated: edit them under Marketplace Products instead',
  /** What a vendor (or an impersonating admin) gets when trying to change the status of a held product. */
  locked:
    'An admin deactivated this product. It stays inactive until an admin clears the moderation: fix what the reason says, then contact support.',
  badge: 'Deactivated by admin',
  invalidVendor: 'Vendor must be a vendor id or "marketplace"',
  invalidStatus: 'Status must be active, inactive, draft or moderated',
} as const;

const reasonText = (requiredMessage: string, tooLong: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(MODERATION_REASON_MAX, tooLong)
    .superRefine(checkStorableText);

/** POST /admin/moderation/products/:id/deactivate */
export const deactivateProductSchema = z.strictObject({
  reason: reasonText(MODERATION_MESSAGES.reasonRequired, MODERATION_MESSAGES.reasonTooLong),
});
export type DeactivateProductInput = z.infer<typeof deactivateProductSchema>;

/** POST /admin/moderation/products/:id/clear: an optional note kept in the history. */
export const clearModerationSchema = z.strictObject({
  note: z
    .string()
    .trim()
    .max(MODERATION_REASON_MAX, MODERATION_MESSAGES.noteTooLong)
    .superRefine(checkStorableText)
    .optional(),
});
export type ClearModerationInput = z.infer<typeof clearModerationSchema>;

const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const blankToUndefined = (v: unknown) =>
  (typeof v === 'string' && v.trim() === '') || v === 'all' ? undefined : v;

/** GET /admin/moderation/products: every product, with the filters kept in the page's URL. */
export const adminProductListQuerySchema = z.strictObject({
  page: z.coerce.number({ error: 'Page must be a number' }).int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int()
    .min(1, 'Limit must be at least 1')
    .max(100, 'Limit must be at most 100')
    .default(ADMIN_PRODUCTS_PAGE_SIZE),
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  vendor: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine((v) => v === MARKETPLACE_VENDOR_FILTER || uuidLike.test(v), MODERATION_MESSAGES.invalidVendor)
      .optional(),
  ),
  category: z.preprocess(blankToUndefined, z.string().trim().regex(uuidLike, 'Invalid category').optional()),
  status: optionalEnumQuery(ADMIN_PRODUCT_STATUS_FILTERS, MODERATION_MESSAGES.invalidStatus),
  stockStatus: optionalEnumQuery(STOCK_STATUSES, 'Stock status must be in-stock, low-stock or out-of-stock'),
  sort: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(PRODUCT_SORTS, { error: 'Invalid sort' }).default('newest'),
  ),
});
export type AdminProductListQuery = z.output<typeof adminProductListQuerySchema>;

/**
 * Whether a hold refuses a status change: while held, only `inactive` (what it already is) may
 * be sent; absent status (an edit of other fields) is fine.
 */
export function moderationRefusesStatus(held: boolean, next: string | undefined | null): boolean {
  return held && next !== undefined && next !== null && next !== 'inactive';
}

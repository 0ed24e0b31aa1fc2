import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../text-limits.js';
import {
  INQUIRY_BULK_ACTION_NAMES,
  INQUIRY_BULK_MAX,
  INQUIRY_BULK_STATUSES,
  INQUIRY_CATEGORIES,
  INQUIRY_LIMITS,
  INQUIRY_MAX_PAGE_SIZE,
  INQUIRY_PAGE_SIZE,
  INQUIRY_PRIORITIES,
  INQUIRY_SORT_FIELDS,
  INQUIRY_SORT_ORDERS,
  INQUIRY_STATUSES,
  INQUIRY_MESSAGES as M,
} from './constants.js';
import { INQUIRY_STATUS_ACTIONS } from './rules.js';

const blankToUndefined = (v: unknown) =>
  (typeof v === 'string' && v.trim() === '') || v === 'all' ? undefined : v;
const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A message: empty or whitespace-only gives 'Please enter a message'; over 5,000 characters is refused. */
export const inquiryMessageField = z
  .string({ error: M.enterMessage })
  .trim()
  .min(1, M.enterMessage)
  .max(INQUIRY_LIMITS.messageMaxChars, M.messageTooLong);

export const inquiryNoteField = z
  .string({ error: M.enterNote })
  .trim()
  .min(1, M.enterNote)
  .max(INQUIRY_LIMITS.noteMaxChars, M.noteTooLong);

export const inquiryCategoryField = z.enum(INQUIRY_CATEGORIES, { error: M.selectCategory });

/**
 * POST /inquiries: about a product visible to buyers (its vendor, or the marketplace for its own
 * products) and/or an order of the customer's own (`vendorId` picks the vendor's part; omitted,
 * the marketplace's part). `vendorId` must match the product's or order part's vendor when given.
 */
export const createInquirySchema = z
  .strictObject({
    vendorId: z.string().trim().regex(uuidLike, 'Invalid vendor').nullable().optional(),
    subject: z
      .string({ error: M.enterSubject })
      .trim()
      .min(1, M.enterSubject)
      .max(INQUIRY_LIMITS.subjectMaxChars, M.subjectTooLong),
    category: inquiryCategoryField,
    message: inquiryMessageField,
    relatedOrder: z.string().trim().min(1).max(100).optional(),
    relatedProduct: z.string().trim().regex(uuidLike, M.productNotFound).optional(),
  })
  .refine((v) => v.relatedOrder !== undefined || v.relatedProduct !== undefined, {
    message: M.aboutRequired,
    path: ['relatedProduct'],
  });
export type CreateInquiryInput = z.infer<typeof createInquirySchema>;

/** JSON body of the reply routes (multipart sends the same `message` field plus `attachments` files). */
export const inquiryReplySchema = z.strictObject({ message: inquiryMessageField });
export const inquiryNoteSchema = z.strictObject({ note: inquiryNoteField });
export const inquiryStatusSchema = z.strictObject({
  status: z.enum(INQUIRY_STATUS_ACTIONS, { error: M.selectStatus }),
});
export const inquiryRatingSchema = z.strictObject({
  rating: z.number({ error: M.ratingRange }).int(M.ratingRange).min(1, M.ratingRange).max(5, M.ratingRange),
});

/** PUT .../bulk: `{inquiryIds, field, value}`; an unknown field or value is 'Invalid action selected'. */
export const inquiryBulkSchema = z
  .strictObject({
    inquiryIds: z
      .array(z.string({ error: M.selectInquiriesAndAction }).regex(uuidLike, M.someNotFound), {
        error: M.selectInquiriesAndAction,
      })
      .min(1, M.selectInquiriesAndAction)
      .max(INQUIRY_BULK_MAX, M.tooManySelected)
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
    field: z.enum(['status', 'priority'], { error: M.invalidAction }),
    value: z.string({ error: M.selectInquiriesAndAction }).min(1, M.selectInquiriesAndAction),
  })
  .superRefine((v, ctx) => {
    const allowed: readonly string[] = v.field === 'status' ? INQUIRY_BULK_STATUSES : INQUIRY_PRIORITIES;
    if (!allowed.includes(v.value))
      ctx.addIssue({ code: 'custom', path: ['value'], message: M.invalidAction });
  });
export type InquiryBulkInput = z.infer<typeof inquiryBulkSchema>;

/** The bulk panel's form: selection and action, with the spec's messages. */
export const inquiryBulkFormSchema = z
  .object({ inquiryIds: z.array(z.string()).default([]), action: z.string().default('') })
  .superRefine((v, ctx) => {
    if (v.inquiryIds.length === 0 || v.action === '')
      ctx.addIssue({ code: 'custom', path: ['action'], message: M.selectInquiriesAndAction });
    else if (!(INQUIRY_BULK_ACTION_NAMES as string[]).includes(v.action))
      ctx.addIssue({ code: 'custom', path: ['action'], message: M.invalidAction });
  });

const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional());

/** GET /vendors/inquiries and /admin/inquiries (spec 001 section 7). */
export const inquiryListQuerySchema = z.object({
  page: z.coerce.number({ error: 'Page must be a number' }).int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int()
    .min(1)
    .max(INQUIRY_MAX_PAGE_SIZE)
    .default(INQUIRY_PAGE_SIZE),
  status: optionalEnum(INQUIRY_STATUSES, 'Invalid status'),
  priority: optionalEnum(INQUIRY_PRIORITIES, 'Invalid priority'),
  category: optionalEnum(INQUIRY_CATEGORIES, 'Invalid category'),
  search: z.preprocess(blankToUndefined, z.string().trim().max(SEARCH_MAX_LENGTH).optional()),
  sortBy: z.preprocess(
    blankToUndefined,
    z.enum(INQUIRY_SORT_FIELDS, { error: 'Invalid sort' }).default('lastActivityAt'),
  ),
  sortOrder: z.preprocess(
    blankToUndefined,
    z.enum(INQUIRY_SORT_ORDERS, { error: 'Invalid sort' }).optional(),
  ),
});
export type InquiryListQuery = z.infer<typeof inquiryListQuerySchema>;

/** The order a sort uses when `sortOrder` is not sent: the spec's pairing (status ascending, others descending). */
export const defaultSortOrder = (sortBy: (typeof INQUIRY_SORT_FIELDS)[number]) =>
  sortBy === 'status' ? ('asc' as const) : ('desc' as const);

import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../text-limits.js';
import { optionalEnumQuery, optionalMoneyQuery } from './fields.js';
import {
  MY_PRODUCTS_PAGE_SIZE,
  PRODUCT_SORTS,
  STOREFRONT_MAX_PAGE_SIZE,
  STOREFRONT_PAGE_SIZE,
  STOREFRONT_SORTS,
  VENDOR_PRODUCTS_MAX_PAGE_SIZE,
} from './list-constants.js';
import { PRODUCT_STATUSES } from './product-form.js';
import { STOCK_STATUSES } from './stock.js';

export const PRODUCT_QUERY_MESSAGES = {
  priceRange: 'Minimum price cannot be more than maximum price',
  invalidCategory: 'Invalid category',
  invalidVendor: 'Invalid vendor',
  invalidSort: 'Invalid sort',
  invalidStockStatus: 'Stock status must be in-stock, low-stock or out-of-stock',
} as const;

const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const optionalIdQuery = (message: string) =>
  z.preprocess(
    (v) => ((typeof v === 'string' && v.trim() === '') || v === 'all' ? undefined : v),
    z.string().trim().regex(uuidLike, message).optional(),
  );

const pageField = z.coerce.number({ error: 'Page must be a number' }).int().min(1).max(100_000).default(1);
const limitField = (def: number, max: number) =>
  z.coerce
    .number({ error: 'Limit must be a number' })
    .int()
    .min(1, 'Limit must be at least 1')
    .max(max, `Limit must be at most ${max}`)
    .default(def);
const searchField = z
  .string()
  .trim()
  .max(SEARCH_MAX_LENGTH, `Search must be at most ${SEARCH_MAX_LENGTH} characters`)
  .optional();

const priceRangeOk = (v: { minPrice?: number | undefined; maxPrice?: number | undefined }) =>
  v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice;

/** My Products and the bulk screen: page, limit (12), search, category, stockStatus, price range, sort. */
export const vendorProductListQuerySchema = z
  .strictObject({
    page: pageField,
    limit: limitField(MY_PRODUCTS_PAGE_SIZE, VENDOR_PRODUCTS_MAX_PAGE_SIZE),
    search: searchField,
    category: optionalIdQuery(PRODUCT_QUERY_MESSAGES.invalidCategory),
    stockStatus: optionalEnumQuery(STOCK_STATUSES, PRODUCT_QUERY_MESSAGES.invalidStockStatus),
    status: optionalEnumQuery(PRODUCT_STATUSES, 'Status must be active, inactive or draft'),
    minPrice: optionalMoneyQuery('Minimum price'),
    maxPrice: optionalMoneyQuery('Maximum price'),
    sort: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(PRODUCT_SORTS, { error: PRODUCT_QUERY_MESSAGES.invalidSort }).default('newest'),
    ),
    /** Cache buster some screens send; ignored. */
    _t: z.string().optional(),
  })
  .refine(priceRangeOk, { message: PRODUCT_QUERY_MESSAGES.priceRange, path: ['minPrice'] });
export type VendorProductListQuery = z.output<typeof vendorProductListQuerySchema>;

/** Storefront search: page, limit (12, at most 60), search, category, vendor, price range, sort, featured. */
export const storefrontQuerySchema = z
  .strictObject({
    page: pageField,
    limit: limitField(STOREFRONT_PAGE_SIZE, STOREFRONT_MAX_PAGE_SIZE),
    search: searchField,
    category: optionalIdQuery(PRODUCT_QUERY_MESSAGES.invalidCategory),
    vendor: optionalIdQuery(PRODUCT_QUERY_MESSAGES.invalidVendor),
    minPrice: optionalMoneyQuery('Minimum price'),
    maxPrice: optionalMoneyQuery('Maximum price'),
    sort: optionalEnumQuery(STOREFRONT_SORTS, PRODUCT_QUERY_MESSAGES.invalidSort),
    featured: z.preprocess(
      (v) => (v === '' || v === undefined ? undefined : v === 'true' || v === true || v === '1'),
      z.boolean().optional(),
    ),
  })
  .refine(priceRangeOk, { message: PRODUCT_QUERY_MESSAGES.priceRange, path: ['minPrice'] });
export type StorefrontQuery = z.output<typeof storefrontQuerySchema>;

/** Product analytics ranges (spec 001): 7, 30, 90 or 365 days, default 30. */
export const ANALYTICS_TIME_RANGES = [7, 30, 90, 365] as const;
export type AnalyticsTimeRange = (typeof ANALYTICS_TIME_RANGES)[number];
export const DEFAULT_ANALYTICS_TIME_RANGE: AnalyticsTimeRange = 30;

export const productAnalyticsQuerySchema = z.strictObject({
  timeRange: z.preprocess(
    (v) => (v === undefined || v === '' ? DEFAULT_ANALYTICS_TIME_RANGE : Number(v)),
    z.union([z.literal(7), z.literal(30), z.literal(90), z.literal(365)], {
      error: 'Time range must be 7, 30, 90 or 365 days',
    }),
  ),
  /**
   * The screen's toggle (spec 001: a boolean whose meaning is not shown; the data reloads when it
   * changes): true counts the cancelled and rejected orders' units too (lost demand), false (the
   * default) only what was sold.
   */
  includeCancelled: z
    .enum(['true', 'false'], { error: 'includeCancelled must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  _t: z.string().optional(),
});

import { z } from 'zod';
import { requiredText } from '../schemas/common.js';
import {
  booleanField,
  categoryRefField,
  countField,
  moneyField,
  optionalText,
  textListField,
} from './fields.js';
import { SEO_LIMITS } from './seo.js';
import { DEFAULT_LOW_STOCK_THRESHOLD } from './stock.js';
import { PRODUCT_UPLOAD_LIMITS } from './uploads.js';

export const PRODUCT_STATUSES = ['active', 'inactive', 'draft'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_TITLE_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 10_000;

export const PRODUCT_FIELD_MESSAGES = {
  nameRequired: 'Product name is required',
  descriptionRequired: 'Description is required',
  priceRequired: 'Price is required',
  shippingRequired: 'Shipping is required',
  stockRequired: 'Stock is required',
  mainCategoryRequired: 'Main category is required',
  subCategoryInvalid: 'Invalid subcategory',
  statusInvalid: 'Status must be active, inactive or draft',
  expectedStockRequired: 'expectedStock (the stock the form loaded) is required when stock is changed',
} as const;

const M = PRODUCT_FIELD_MESSAGES;

/** The fields of the Add and Edit product forms (spec 001 sections 5 and 7). */
const productShape = {
  title: requiredText(M.nameRequired, PRODUCT_TITLE_MAX),
  description: requiredText(M.descriptionRequired, PRODUCT_DESCRIPTION_MAX),
  price: moneyField('Price', M.priceRequired),
  shipping: moneyField('Shipping', M.shippingRequired),
  stock: countField('Stock', M.stockRequired),
  mainCategory: categoryRefField(M.mainCategoryRequired).pipe(z.string({ error: M.mainCategoryRequired })),
  subCategory: categoryRefField(M.subCategoryInvalid).optional(),
  brand: optionalText('Brand', 100).optional(),
  tags: textListField('Tags').optional(),
  keywords: textListField('Keywords').optional(),
  sku: optionalText('SKU', 64).optional(),
  status: z.enum(PRODUCT_STATUSES, { error: M.statusInvalid }).optional(),
  lowStockThreshold: countField(
    'Low stock threshold',
    'Low stock threshold is required',
    1_000_000,
  ).optional(),
  slug: optionalText('Slug', 200).optional(),
  metaTitle: optionalText('Meta title', SEO_LIMITS.metaTitle).optional(),
  metaDescription: optionalText('Meta description', SEO_LIMITS.metaDescription).optional(),
  altText: optionalText('Alt text', SEO_LIMITS.altText).optional(),
  seoKeywords: textListField('SEO keywords').optional(),
};

const primaryImageIndex = countField('Primary image index', 'Primary image index is required', 100)
  .refine((n) => n < PRODUCT_UPLOAD_LIMITS.maxImages, 'Primary image index is out of range')
  .optional();

/**
 * Add product (spec 001 section 5): name, description, price, shipping, stock and main category
 * required; price and shipping numeric, 0 or more, step 0.01; stock a whole number, 0 or more.
 * `primaryImageIndex` picks the primary among the uploaded images (the first by default).
 */
export const productFormSchema = z.strictObject({ ...productShape, primaryImageIndex });
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormValues = z.output<typeof productFormSchema>;

/**
 * Edit product: every field optional (absent = unchanged). Sending `stock` requires
 * `expectedStock`, the available stock the form loaded, so an edit never overwrites units sold
 * meanwhile. Images: `removeImageIds` (ids of existing images), `primaryImageId` (an existing
 * image) or `primaryImageIndex` (one of the images uploaded with this request); `removeVideo`.
 * `subCategory` null or '' clears it; changing `mainCategory` without `subCategory` clears it too.
 */
export const productUpdateSchema = z
  .strictObject({
    ...z.strictObject(productShape).partial().shape,
    expectedStock: countField('Expected stock').optional(),
    removeImageIds: textListField('Images to remove', 20, 64).optional(),
    primaryImageId: z.string().trim().min(1).max(64).optional(),
    primaryImageIndex,
    removeVideo: booleanField('Remove video').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.stock !== undefined && v.expectedStock === undefined) {
      ctx.addIssue({ code: 'custom', path: ['expectedStock'], message: M.expectedStockRequired });
    }
  });
export type ProductUpdateInput = z.input<typeof productUpdateSchema>;
export type ProductUpdateValues = z.output<typeof productUpdateSchema>;

/** Defaults applied when a new product leaves a field out. */
export const PRODUCT_DEFAULTS = {
  status: 'active' as ProductStatus,
  lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
};

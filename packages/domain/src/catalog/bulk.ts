import { z } from 'zod';
import { hasAtMostTwoDecimals, moneyDecimalsMessage } from '../money.js';
import { categoryRefField, countField, MAX_MONEY, moneyField } from './fields.js';
import { PRODUCT_STATUSES, type ProductStatus } from './product-form.js';

/** Bulk Product Management (spec 001 sections 2, 5 and 7). */
export const BULK_ACTIONS = [
  'update_status',
  'update_category',
  'update_prices',
  'update_stock',
  'delete',
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const BULK_MESSAGES = {
  selectProductsAndAction: 'Please select products and an action',
  selectStatus: 'Please select a status to update',
  selectCategory: 'Please select a category to update',
  enterPriceValue: 'Please enter a price adjustment value',
  enterStockValue: 'Please enter a stock value',
  invalidAction: 'Invalid bulk action',
  tooMany: 'You can change at most 500 products at once',
  deleteConfirm: 'Are you sure you want to delete the selected products?',
  productsNotFound: 'One or more of the selected products were not found',
  priceValueMin: 'Price adjustment must be 0 or more',
  stockValueMin: 'Stock value must be 0 or more',
  /** A bulk price change that would lift products past the maximum price (MAX_MONEY). */
  priceAboveMaximum: (titles: string[]) =>
    `This change would put the price of ${titles.length === 1 ? '' : `${titles.length} products `}above ${MAX_MONEY.toLocaleString('en-US')}: ${titles
      .slice(0, 5)
      .map((t) => `"${t}"`)
      .join(', ')}${titles.length > 5 ? ` and ${titles.length - 5} more` : ''}. Nothing was changed.`,
} as const;

export const BULK_MAX_PRODUCTS = 500;
export const PRICE_ADJUSTMENT_TYPES = ['percentage', 'fixed'] as const;
export const PRICE_OPERATIONS = ['increase', 'decrease'] as const;
export const STOCK_OPERATIONS = ['set', 'increase', 'decrease'] as const;
export type PriceAdjustmentType = (typeof PRICE_ADJUSTMENT_TYPES)[number];
export type PriceOperation = (typeof PRICE_OPERATIONS)[number];
export type StockOperation = (typeof STOCK_OPERATIONS)[number];

const B = BULK_MESSAGES;

export const productIdsField = z
  .array(z.string({ error: B.selectProductsAndAction }).trim().min(1, B.selectProductsAndAction), {
    error: B.selectProductsAndAction,
  })
  .min(1, B.selectProductsAndAction)
  .max(BULK_MAX_PRODUCTS, B.tooMany)
  .transform((ids) => [...new Set(ids)]);

/** POST /vendors/products/bulk/delete */
export const bulkDeleteSchema = z.strictObject({ productIds: productIdsField });

/** POST /vendors/products/bulk/update: a status, or a main category (with an optional subcategory). */
export const bulkUpdateSchema = z.strictObject({
  productIds: productIdsField,
  fields: z
    .strictObject(
      {
        status: z.enum(PRODUCT_STATUSES, { error: B.selectStatus }).optional(),
        mainCategory: categoryRefField(B.selectCategory).optional(),
        subCategory: categoryRefField(B.selectCategory).optional(),
      },
      { error: B.selectProductsAndAction },
    )
    .superRefine((f, ctx) => {
      if (f.status === undefined && f.mainCategory === undefined && f.subCategory === undefined) {
        ctx.addIssue({ code: 'custom', message: B.selectProductsAndAction });
      }
      if (f.mainCategory === null || (f.subCategory != null && !f.mainCategory)) {
        ctx.addIssue({ code: 'custom', path: ['mainCategory'], message: B.selectCategory });
      }
    }),
});

/** POST /vendors/products/bulk/prices: by percentage or a fixed amount, up or down (never below 0). */
export const bulkPricesSchema = z.strictObject({
  productIds: productIdsField,
  type: z.enum(PRICE_ADJUSTMENT_TYPES, { error: B.invalidAction }),
  value: moneyField('Price adjustment', B.enterPriceValue).refine((v) => v >= 0, B.priceValueMin),
  operation: z.enum(PRICE_OPERATIONS, { error: B.invalidAction }),
});

/** POST /vendors/products/bulk/stock: set, increase or decrease (never below 0). */
export const bulkStockSchema = z.strictObject({
  productIds: productIdsField,
  operation: z.enum(STOCK_OPERATIONS, { error: B.invalidAction }),
  value: countField('Stock value', B.enterStockValue),
});

/**
 * The bulk screen's form: selection, an action and the action's value, validated with the
 * spec's messages. `toBulkRequest` turns valid values into the endpoint and body to send.
 */
export const bulkActionFormSchema = z
  .object({
    productIds: z.array(z.string()).default([]),
    action: z.string().default(''),
    status: z.string().optional(),
    mainCategory: z.string().optional(),
    subCategory: z.string().optional(),
    priceType: z.enum(PRICE_ADJUSTMENT_TYPES).default('percentage'),
    priceOperation: z.enum(PRICE_OPERATIONS).default('increase'),
    priceValue: z.union([z.number(), z.string()]).optional(),
    stockOperation: z.enum(STOCK_OPERATIONS).default('set'),
    stockValue: z.union([z.number(), z.string()]).optional(),
  })
  .superRefine((v, ctx) => {
    const fail = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (v.productIds.length === 0 || v.action === '') return fail(B.selectProductsAndAction, 'action');
    const blank = (x: unknown) => x === undefined || x === null || (typeof x === 'string' && x.trim() === '');
    switch (v.action) {
      case 'update_status':
        if (!v.status || !(PRODUCT_STATUSES as readonly string[]).includes(v.status))
          fail(B.selectStatus, 'status');
        return;
      case 'update_category':
        if (blank(v.mainCategory)) fail(B.selectCategory, 'mainCategory');
        return;
      case 'update_prices': {
        if (blank(v.priceValue)) return fail(B.enterPriceValue, 'priceValue');
        const n = Number(v.priceValue);
        if (!Number.isFinite(n)) return fail(B.enterPriceValue, 'priceValue');
        if (n < 0) return fail(B.priceValueMin, 'priceValue');
        // The same rules as the endpoint's value (moneyField), so the panel says it beside the field.
        if (n > MAX_MONEY) return fail(`Price adjustment must be at most ${MAX_MONEY}`, 'priceValue');
        if (!hasAtMostTwoDecimals(n)) fail(moneyDecimalsMessage('Price adjustment'), 'priceValue');
        return;
      }
      case 'update_stock': {
        if (blank(v.stockValue)) return fail(B.enterStockValue, 'stockValue');
        const n = Number(v.stockValue);
        if (!Number.isInteger(n)) return fail(B.enterStockValue, 'stockValue');
        if (n < 0) fail(B.stockValueMin, 'stockValue');
        return;
      }
      case 'delete':
        return;
      default:
        fail(B.invalidAction, 'action');
    }
  });
export type BulkActionForm = z.input<typeof bulkActionFormSchema>;

export type BulkRequest =
  | { endpoint: 'delete'; body: { productIds: string[] } }
  | {
      endpoint: 'update';
      body: {
        productIds: string[];
        fields: { status?: ProductStatus; mainCategory?: string; subCategory?: string };
      };
    }
  | {
      endpoint: 'prices';
      body: { productIds: string[]; type: PriceAdjustmentType; value: number; operation: PriceOperation };
    }
  | { endpoint: 'stock'; body: { productIds: string[]; operation: StockOperation; value: number } };

/** The request for a validated bulk form (throws on an invalid one: validate first). */
export function toBulkRequest(form: BulkActionForm): BulkRequest {
  const v = bulkActionFormSchema.parse(form);
  const productIds = v.productIds;
  switch (v.action) {
    case 'update_status':
      return { endpoint: 'update', body: { productIds, fields: { status: v.status as ProductStatus } } };
    case 'update_category':
      return {
        endpoint: 'update',
        body: {
          productIds,
          fields: {
            mainCategory: v.mainCategory!,
            ...(v.subCategory ? { subCategory: v.subCategory } : {}),
          },
        },
      };
    case 'update_prices':
      return {
        endpoint: 'prices',
        body: { productIds, type: v.priceType, value: Number(v.priceValue), operation: v.priceOperation },
      };
    case 'update_stock':
      return {
        endpoint: 'stock',
        body: { productIds, operation: v.stockOperation, value: Number(v.stockValue) },
      };
    default:
      return { endpoint: 'delete', body: { productIds } };
  }
}

/** The highest price a product may have, in minor units (every writer of a price checks it). */
export const MAX_PRICE_MINOR = MAX_MONEY * 100;

/** New price in minor units after a bulk adjustment; never below zero (the caller refuses one above MAX_PRICE_MINOR). */
export function adjustPriceMinor(
  priceMinor: number,
  adjustment: { type: PriceAdjustmentType; value: number; operation: PriceOperation },
): number {
  const sign = adjustment.operation === 'increase' ? 1 : -1;
  const delta =
    adjustment.type === 'percentage'
      ? Math.round((priceMinor * adjustment.value) / 100)
      : Math.round(adjustment.value * 100);
  return Math.max(0, priceMinor + sign * delta);
}

/**
 * New current stock after a bulk stock change. The change applies to the available stock
 * (current - reserved); the result never leaves fewer units than are reserved, so available
 * stock never goes below zero.
 */
export function adjustCurrentStock(
  stock: { current: number; reserved: number },
  change: { operation: StockOperation; value: number },
): number {
  const available = stock.current - stock.reserved;
  let nextAvailable: number;
  if (change.operation === 'set') nextAvailable = change.value;
  else if (change.operation === 'increase') nextAvailable = available + change.value;
  else nextAvailable = available - change.value;
  return stock.reserved + Math.max(0, nextAvailable);
}

import { z } from 'zod';
import { MAX_MONEY } from '../catalog/fields.js';
import { hasAtMostTwoDecimals, moneyDecimalsMessage } from '../money.js';
import { SEARCH_MAX_LENGTH } from '../text-limits.js';
import {
  ALERT_KINDS,
  ALERT_SEVERITIES,
  INVENTORY_DEFAULTS as D,
  INVENTORY_SORT_FIELDS,
  INVENTORY_STATUSES,
  MOVEMENT_TYPES,
  VALUATION_METHODS,
} from './constants.js';
import { INVENTORY_MESSAGES as M } from './messages.js';

/** Request and response shapes of the inventory calls (spec 001 sections 3 and 7), shared by server and web. */

const count = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be 0 or more`)
    .max(1_000_000_000, `${label} is too large`);
const optionalText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
const reason = z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(500);
const money = z
  .number({ error: 'Unit cost must be a number' })
  .min(0, 'Unit cost must be 0 or more')
  .max(MAX_MONEY, 'Unit cost is too large')
  .refine(hasAtMostTwoDecimals, moneyDecimalsMessage('Unit cost'));
const bool = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

// ---- Requests -------------------------------------------------------------------------------

export const inventoryListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(D.helperListLimit).default(D.pageSize),
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  status: z
    .enum([...INVENTORY_STATUSES, 'all', ''])
    .optional()
    .transform((s) => (s === 'all' || s === '' ? undefined : s)),
  sortBy: z.enum(INVENTORY_SORT_FIELDS).default('lastStockUpdate'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  lowStock: bool,
  outOfStock: bool,
});
export type InventoryListQuery = z.infer<typeof inventoryListQuery>;

export const updateInventoryBody = z
  .strictObject({
    lowStockThreshold: count('Low stock threshold').optional(),
    reorderPoint: count('Reorder point').optional(),
    reorderQuantity: count('Reorder quantity').optional(),
    discontinued: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: M.nothingToUpdate });
export type UpdateInventoryBody = z.infer<typeof updateInventoryBody>;

/** A signed change of current stock; a positive one may record a batch with its unit cost. */
export const adjustStockBody = z
  .strictObject({
    quantity: z
      .number({ error: M.quantityRequired })
      .int('Quantity must be a whole number')
      .min(-1_000_000, 'Quantity is too large')
      .max(1_000_000, 'Quantity is too large')
      .refine((q) => q !== 0, M.quantityNonZero),
    reason,
    unitCost: money.optional(),
    supplier: optionalText(200).optional(),
    reference: optionalText(200).optional(),
  })
  .refine((b) => b.unitCost === undefined || b.quantity > 0, {
    message: M.costOnlyForIncrease,
    path: ['unitCost'],
  });
export type AdjustStockBody = z.infer<typeof adjustStockBody>;

export const inventoryBulkUpdateBody = z.strictObject({
  updates: z
    .array(
      z.strictObject({
        id: z.uuid({ error: 'Invalid id' }),
        /** New current stock (set). */
        currentStock: count('Current stock').optional(),
        lowStockThreshold: count('Low stock threshold').optional(),
        reorderPoint: count('Reorder point').optional(),
        reorderQuantity: count('Reorder quantity').optional(),
      }),
      { error: M.updatesRequired },
    )
    .min(1, M.updatesRequired)
    .max(500, M.tooManyUpdates)
    .refine((u) => new Set(u.map((x) => x.id)).size === u.length, M.duplicateItem),
  reason: optionalText(500).optional(),
});
export type InventoryBulkUpdateBody = z.infer<typeof inventoryBulkUpdateBody>;

export const receiveBatchBody = z.strictObject({
  quantity: z
    .number({ error: M.quantityRequired })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(1_000_000, 'Quantity is too large'),
  unitCost: money,
  receivedAt: z.iso.datetime({ offset: true, error: 'Invalid date' }).optional(),
  supplier: optionalText(200).optional(),
  reference: optionalText(200).optional(),
});
export type ReceiveBatchBody = z.infer<typeof receiveBatchBody>;

export const inventoryMovementsQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(D.helperListLimit).default(D.pageSize),
  type: z.enum(MOVEMENT_TYPES).optional(),
});

export const inventoryAlertsQuery = z.strictObject({
  acknowledged: bool,
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(D.helperListLimit).default(D.pageSize),
});

export const inventoryAnalyticsQuery = z.strictObject({
  period: z.coerce.number().int().min(1).max(365).default(D.analyticsPeriodDays),
});

/**
 * The product is named by `product` (the spec's field, spec 001 section 7) or `productId`: exactly
 * one of them (400 naming the field otherwise); `createdProductId` reads whichever was sent.
 */
export const createInventoryBody = z
  .strictObject({
    product: z.uuid({ error: 'Invalid product id' }).optional(),
    productId: z.uuid({ error: 'Invalid product id' }).optional(),
    currentStock: count('Current stock').default(0),
    lowStockThreshold: count('Low stock threshold').default(D.lowStockThreshold),
    reorderPoint: count('Reorder point').default(D.reorderPoint),
    reorderQuantity: count('Reorder quantity').default(D.reorderQuantity),
  })
  .superRefine((body, ctx) => {
    if (body.product === undefined && body.productId === undefined)
      ctx.addIssue({ code: 'custom', path: ['product'], message: M.productRequired });
    else if (body.product !== undefined && body.productId !== undefined)
      ctx.addIssue({ code: 'custom', path: ['productId'], message: M.productTwice });
  });
export type CreateInventoryBody = z.infer<typeof createInventoryBody>;
export const createdProductId = (body: CreateInventoryBody): string => (body.product ?? body.productId)!;

const positiveQuantity = z
  .number({ error: M.quantityRequired })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(1_000_000, 'Quantity is too large');
export const inventoryReserveBody = z.strictObject({
  quantity: positiveQuantity,
  orderId: z.uuid({ error: 'Invalid order id' }),
});
/** Without `orderId` (the spec sends quantity and reason only): a manual release of the item's reserved units. */
export const inventoryReleaseBody = z.strictObject({
  quantity: positiveQuantity,
  orderId: z.uuid({ error: 'Invalid order id' }).optional(),
  reason,
});
export const inventoryConfirmSaleBody = inventoryReserveBody;

export const inventoryForecastBody = z.strictObject({
  lookbackDays: z.number().int().min(7).max(365).default(90),
  horizonDays: z.number().int().min(1).max(365).default(30),
});

export const inventoryReorderQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(D.helperListLimit).default(D.helperListLimit),
});

export const inventoryExportQuery = z.strictObject({ format: z.enum(['csv']).default('csv') });

export const inventoryValuationBody = z.strictObject({
  method: z.enum(VALUATION_METHODS).default(D.valuationMethod),
});

// ---- Responses ------------------------------------------------------------------------------

export const inventoryItemSchema = z.object({
  _id: z.string(),
  product: z.object({
    _id: z.string(),
    name: z.string(),
    sku: z.string(),
    price: z.number(),
    images: z.array(z.string()),
  }),
  currentStock: z.number().int(),
  reservedStock: z.number().int(),
  availableStock: z.number().int(),
  stockStatus: z.enum(INVENTORY_STATUSES),
  lowStockThreshold: z.number().int(),
  reorderPoint: z.number().int(),
  reorderQuantity: z.number().int(),
  discontinued: z.boolean(),
  /** FIFO value of the units on hand with a recorded cost. */
  stockValue: z.number(),
  /** Units on hand with no recorded cost (valued 0, 'no cost recorded'). */
  uncostedUnits: z.number().int(),
  lastStockUpdate: z.string(),
  createdAt: z.string(),
});
export type InventoryItemDto = z.infer<typeof inventoryItemSchema>;

export const inventoryPaginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  limit: z.number().int(),
  hasPrev: z.boolean(),
  hasNext: z.boolean(),
});
export type InventoryPagination = z.infer<typeof inventoryPaginationSchema>;

export const inventoryAlertSchema = z.object({
  _id: z.string(),
  inventoryId: z.string(),
  productName: z.string(),
  productSku: z.string(),
  kind: z.enum(ALERT_KINDS),
  message: z.string(),
  severity: z.enum(ALERT_SEVERITIES),
  acknowledged: z.boolean(),
  acknowledgedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type InventoryAlertDto = z.infer<typeof inventoryAlertSchema>;

export const stockMovementSchema = z.object({
  _id: z.string(),
  inventoryId: z.string().nullable(),
  productId: z.string(),
  type: z.enum(MOVEMENT_TYPES),
  quantity: z.number().int(),
  currentBefore: z.number().int(),
  currentAfter: z.number().int(),
  reservedBefore: z.number().int(),
  reservedAfter: z.number().int(),
  reason: z.string(),
  orderId: z.string().nullable(),
  batchId: z.string().nullable(),
  /**
   * Who: a user (name) or the system (no user). A change an admin made through an impersonation
   * session carries the admin's id, and its name reads "Admin <name> as <shop>".
   */
  actor: z.object({
    type: z.enum(['user', 'system']),
    id: z.string().nullable(),
    name: z.string().nullable(),
    impersonatorId: z.string().nullable(),
  }),
  createdAt: z.string(),
});
export type StockMovementDto = z.infer<typeof stockMovementSchema>;

export const batchSchema = z.object({
  _id: z.string(),
  inventoryId: z.string(),
  quantity: z.number().int(),
  remainingQuantity: z.number().int(),
  unitCost: z.number(),
  receivedAt: z.string(),
  supplier: z.string(),
  reference: z.string(),
  createdAt: z.string(),
});
export type BatchDto = z.infer<typeof batchSchema>;

export const inventoryOverviewSchema = z.object({
  summary: z.object({
    totalItems: z.number().int(),
    totalStock: z.number().int(),
    lowStockItems: z.number().int(),
    outOfStockItems: z.number().int(),
    totalValue: z.number(),
    /** Items holding units with no recorded cost (counted at 0 in totalValue). */
    itemsWithoutCost: z.number().int(),
    activeAlerts: z.number().int(),
  }),
  recentMovements: z.array(inventoryItemSchema),
  alerts: z.array(inventoryAlertSchema),
});
export type InventoryOverview = z.infer<typeof inventoryOverviewSchema>;

export const inventoryAnalyticsSchema = z.object({
  period: z.number().int(),
  statusDistribution: z.array(
    z.object({ _id: z.enum(INVENTORY_STATUSES), count: z.number().int(), totalStock: z.number().int() }),
  ),
  movementAnalytics: z.array(
    z.object({ _id: z.enum(MOVEMENT_TYPES), count: z.number().int(), totalQuantity: z.number().int() }),
  ),
  topValueProducts: z.array(
    z.object({
      inventoryId: z.string(),
      productName: z.string(),
      productSku: z.string(),
      stockValue: z.number(),
      currentStock: z.number().int(),
    }),
  ),
});
export type InventoryAnalytics = z.infer<typeof inventoryAnalyticsSchema>;

export const reorderItemSchema = inventoryItemSchema.extend({
  unitsSoldLast30Days: z.number().int(),
  /** Available units divided by the average daily sales of the last 30 days; null with no sales. */
  daysOfCover: z.number().nullable(),
  suggestedQuantity: z.number().int(),
});

export const demandForecastSchema = z.object({
  method: z.string(),
  basedOnDays: z.number().int(),
  unitsSold: z.number().int(),
  averageDailyDemand: z.number(),
  trendPerDay: z.number(),
  daysOfCover: z.number().nullable(),
  stockoutDate: z.string().nullable(),
  suggestedOrderQuantity: z.number().int(),
  horizonDays: z.number().int(),
  computedAt: z.string(),
});

export const inventoryValuationSchema = z.object({
  method: z.enum(VALUATION_METHODS),
  totalValue: z.number(),
  totalUnits: z.number().int(),
  costedUnits: z.number().int(),
  uncostedUnits: z.number().int(),
  items: z.array(
    z.object({
      inventoryId: z.string(),
      productName: z.string(),
      productSku: z.string(),
      currentStock: z.number().int(),
      value: z.number(),
      uncostedUnits: z.number().int(),
      /** 'no cost recorded' when some units on hand have no batch cost. */
      note: z.string().nullable(),
    }),
  ),
});

export const importRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importResultSchema = z.object({
  rows: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  durationMs: z.number(),
});

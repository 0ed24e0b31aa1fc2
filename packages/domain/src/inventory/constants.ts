/** Inventory (spec 001 sections 2, 3, 4, 7 and 9; DESIGN.md section 5). */

export const INVENTORY_STATUSES = ['in_stock', 'low_stock', 'out_of_stock', 'discontinued'] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];

export const ALERT_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

/** One open alert per item and kind: low stock (at or below the threshold) and out of stock (zero). */
export const ALERT_KINDS = ['low_stock', 'out_of_stock'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/**
 * Every change of stock writes one movement. `quantity` is the signed change of current stock, except
 * reserve and release which carry the reserved units (current stock does not move).
 */
export const MOVEMENT_TYPES = [
  'initial',
  'adjustment',
  'restock',
  'reserve',
  'release',
  'sale',
  'return',
  'import',
  'bulk_update',
  'product_edit',
  'batch_receipt',
  'removal',
] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

export const VALUATION_METHODS = ['fifo', 'lifo', 'average'] as const;
export type ValuationMethod = (typeof VALUATION_METHODS)[number];

/** Section 9 defaults. */
export const INVENTORY_DEFAULTS = {
  lowStockThreshold: 10,
  reorderPoint: 20,
  reorderQuantity: 50,
  valuationMethod: 'fifo' as ValuationMethod,
  analyticsPeriodDays: 30,
  pageSize: 20,
  helperListLimit: 100,
  recentAlerts: 5,
  topProducts: 5,
} as const;

export const INVENTORY_SORT_FIELDS = [
  'lastStockUpdate',
  'currentStock',
  'product.name',
  'stockStatus',
] as const;
export type InventorySortField = (typeof INVENTORY_SORT_FIELDS)[number];

/** Days of sales history days of cover and the reorder list read. */
export const REORDER_SALES_WINDOW_DAYS = 30;
/** Days of sales history the forecast reads by default. */
export const FORECAST_LOOKBACK_DAYS = 90;

/** CSV import limits. */
export const INVENTORY_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const INVENTORY_IMPORT_MAX_ROWS = 20_000;

/** The export's columns, in order; the import reads the same header (SKU required, the editable ones optional). */
export const INVENTORY_CSV_COLUMNS = [
  'SKU',
  'Product',
  'Current',
  'Reserved',
  'Available',
  'Threshold',
  'Reorder Point',
  'Reorder Quantity',
  'Status',
  'Value',
] as const;
export type InventoryCsvColumn = (typeof INVENTORY_CSV_COLUMNS)[number];
/** Columns an import may change. */
export const INVENTORY_IMPORT_EDITABLE = [
  'Current',
  'Threshold',
  'Reorder Point',
  'Reorder Quantity',
] as const;

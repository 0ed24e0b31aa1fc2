import {
  ALERT_KINDS,
  ALERT_SEVERITIES,
  INVENTORY_STATUSES,
  MOVEMENT_TYPES,
  type MovementType,
} from '@market/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from '../../db/table-columns.js';
import { users } from '../accounts/accounts.tables.js';
import { vendors } from '../accounts/vendors.tables.js';
import { products } from '../catalog/catalog.tables.js';

export { INVENTORY_STATUSES, MOVEMENT_TYPES, type MovementType };

/**
 * Stock of one product: available = current - reserved (DESIGN.md section 5). The status is
 * derived by the database from the figures, so every writer keeps it true and lists filter and
 * sort on an index. The threshold mirrors products.low_stock_threshold (both written together).
 */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    currentStock: integer('current_stock').notNull().default(0),
    reservedStock: integer('reserved_stock').notNull().default(0),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(10),
    reorderPoint: integer('reorder_point').notNull().default(20),
    reorderQuantity: integer('reorder_quantity').notNull().default(50),
    discontinued: boolean('discontinued').notNull().default(false),
    stockStatus: text('stock_status', { enum: INVENTORY_STATUSES }).generatedAlwaysAs(
      (): SQL =>
        sql`case when ${inventoryItems.discontinued} then 'discontinued' when ${inventoryItems.currentStock} - ${inventoryItems.reservedStock} <= 0 then 'out_of_stock' when ${inventoryItems.currentStock} - ${inventoryItems.reservedStock} <= ${inventoryItems.lowStockThreshold} then 'low_stock' else 'in_stock' end`,
    ),
    /** The last forecast (PUT /:id/forecast): units per day and when it was computed. */
    forecastDailyDemand: real('forecast_daily_demand'),
    forecastAt: timestamp('forecast_at', { withTimezone: true }),
    lastStockUpdate: timestamp('last_stock_update', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('inventory_items_product_uq').on(t.productId),
    // Inventory list pages in index order, ties by id, read from the index alone (product_id
    // answers the "product not deleted" probe): last update, status filter or sort, stock.
    index('inventory_items_vendor_idx').on(t.vendorId, t.lastStockUpdate, t.id, t.productId),
    // A vendor's stock in one index-only scan (My Products' stat cards, joined by hash).
    index('inventory_items_vendor_stock_idx').on(t.vendorId, t.productId, t.currentStock, t.reservedStock),
    index('inventory_items_vendor_status_idx').on(
      t.vendorId,
      t.stockStatus,
      t.lastStockUpdate,
      t.id,
      t.productId,
    ),
    index('inventory_items_vendor_current_idx').on(t.vendorId, t.currentStock, t.id, t.productId),
    check(
      'inventory_items_stock_ck',
      sql`${t.currentStock} >= 0 and ${t.reservedStock} >= 0 and ${t.reservedStock} <= ${t.currentStock}`,
    ),
    check(
      'inventory_items_levels_ck',
      sql`${t.lowStockThreshold} >= 0 and ${t.reorderPoint} >= 0 and ${t.reorderQuantity} >= 0`,
    ),
  ],
);

/** Every change of a product's stock, with the figures before and after. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    type: text('type', { enum: MOVEMENT_TYPES }).notNull(),
    /** Signed change of current stock (reserve/release change reserved stock and carry the units here). */
    quantity: integer('quantity').notNull(),
    currentBefore: integer('current_before').notNull(),
    currentAfter: integer('current_after').notNull(),
    reservedBefore: integer('reserved_before').notNull(),
    reservedAfter: integer('reserved_after').notNull(),
    reason: text('reason').notNull().default(''),
    orderId: uuid('order_id'),
    /** The batch a receipt created (batch_receipt, adjustments with a cost). */
    batchId: uuid('batch_id'),
    /** The user who made the change; null = the system. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The admin behind an impersonation session when an admin made the change in the vendor's portal. */
    impersonatorId: uuid('impersonator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('stock_movements_type_check', t.type, MOVEMENT_TYPES),
    index('stock_movements_product_idx').on(t.productId, t.createdAt),
    index('stock_movements_vendor_idx').on(t.vendorId, t.createdAt),
    // Units sold per product over a window (reorder-needed, forecast), from the index alone.
    index('stock_movements_sales_idx')
      .on(t.productId, t.createdAt, t.quantity)
      .where(sql`${t.type} = 'sale'`),
    // Open reservations of an order (release and confirm-sale).
    index('stock_movements_order_idx').on(t.orderId, t.productId).where(sql`${t.orderId} is not null`),
  ],
);

/** Units received at a cost; sales and other decreases consume the oldest remaining units first (FIFO). */
export const inventoryBatches = pgTable(
  'inventory_batches',
  {
    id: id(),
    inventoryItemId: uuid('inventory_item_id')
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    remainingQuantity: integer('remaining_quantity').notNull(),
    unitCostMinor: integer('unit_cost_minor').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    supplier: text('supplier').notNull().default(''),
    reference: text('reference').notNull().default(''),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('inventory_batches_item_idx').on(t.inventoryItemId, t.receivedAt, t.id),
    index('inventory_batches_vendor_idx').on(t.vendorId, t.inventoryItemId),
    check(
      'inventory_batches_quantity_ck',
      sql`${t.quantity} > 0 and ${t.remainingQuantity} >= 0 and ${t.remainingQuantity} <= ${t.quantity} and ${t.unitCostMinor} >= 0`,
    ),
  ],
);

/** Low-stock and out-of-stock alerts: at most one open (unresolved) per item and kind. */
export const inventoryAlerts = pgTable(
  'inventory_alerts',
  {
    id: id(),
    inventoryItemId: uuid('inventory_item_id')
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ALERT_KINDS }).notNull(),
    severity: text('severity', { enum: ALERT_SEVERITIES }).notNull(),
    message: text('message').notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set when stock recovers (or the other kind supersedes it). */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** When the daily e-mail of new critical alerts included it. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('inventory_alerts_kind_check', t.kind, ALERT_KINDS),
    oneOf('inventory_alerts_severity_check', t.severity, ALERT_SEVERITIES),
    uniqueIndex('inventory_alerts_open_uq').on(t.inventoryItemId, t.kind).where(sql`${t.resolvedAt} is null`),
    // Open alerts newest first (ties by id), walked in order for a page.
    index('inventory_alerts_vendor_open_idx')
      .on(t.vendorId, t.createdAt, t.id)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/**
 * A vendor's inventory figures as signed changes: the overview's cards and the list's totals are
 * the sum of the vendor's rows. Database triggers (migration "lists_inventory_summary") append one
 * row per statement that changes a live item's contribution (items, stock, status, batch units or
 * value, a product deleted or restored, open alerts), so no writer can forget it and concurrent writers never
 * wait on one another; readers fold a vendor's rows into one when they grow (decision 0020).
 */
export const inventorySummaryDeltas = pgTable(
  'inventory_summary_deltas',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // No foreign key: the triggers write here while a vendor's deletion cascades to its items.
    vendorId: uuid('vendor_id').notNull(),
    items: integer('items').notNull().default(0),
    stock: bigint('stock', { mode: 'number' }).notNull().default(0),
    inStock: integer('in_stock').notNull().default(0),
    lowStock: integer('low_stock').notNull().default(0),
    outOfStock: integer('out_of_stock').notNull().default(0),
    discontinued: integer('discontinued').notNull().default(0),
    valueMinor: bigint('value_minor', { mode: 'number' }).notNull().default(0),
    withoutCost: integer('without_cost').notNull().default(0),
    /** Open alerts not acknowledged (whatever the product's state, as the alert list shows them). */
    activeAlerts: integer('active_alerts').notNull().default(0),
  },
  (t) => [index('inventory_summary_deltas_vendor_idx').on(t.vendorId)],
);

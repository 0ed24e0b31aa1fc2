import { INVENTORY_DEFAULTS } from '@market/domain';
import { sql } from 'drizzle-orm';
import { columnsOf } from '../../db/columns.js';
import { inventoryBatches, inventoryItems, stockMovements } from './inventory.tables.js';

/**
 * What the read side (analytics, performance, dashboards, product analytics) may read of the stock,
 * as subqueries of named columns joined in their statements (decision 0039): `from ${inventoryItemRows} i`.
 * The columns keep their SQL names; PostgreSQL inlines the subqueries, so each statement keeps its plan.
 */

/** Each product's stock: on hand, reserved and its low-stock threshold. */
export const inventoryItemRows = columnsOf(inventoryItems, [
  'id',
  'productId',
  'vendorId',
  'currentStock',
  'reservedStock',
  'lowStockThreshold',
]);

/** The batches received: what is left of each and its unit cost (FIFO stock value). */
export const inventoryBatchRows = columnsOf(inventoryBatches, [
  'inventoryItemId',
  'vendorId',
  'remainingQuantity',
  'unitCostMinor',
]);

/** The stock ledger: each movement's stock after it. */
export const stockMovementRows = columnsOf(stockMovements, [
  'id',
  'productId',
  'vendorId',
  'currentAfter',
  'reservedAfter',
  'createdAt',
]);

/**
 * The threshold of a product that has no item yet (a left join found none), as an SQL literal:
 * `coalesce(i.low_stock_threshold, ${defaultLowStockThreshold})`.
 */
export const defaultLowStockThreshold = sql.raw(String(INVENTORY_DEFAULTS.lowStockThreshold));

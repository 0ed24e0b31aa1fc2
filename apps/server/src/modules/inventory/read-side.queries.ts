import { columnsOf } from '../../db/columns.js';
import { inventoryItems, stockMovements } from './inventory.tables.js';

/**
 * What the read side (analytics, performance, dashboards, product analytics) may read of the stock,
 * as subqueries of named columns joined in their statements (decision 0039): `from ${inventoryItemRows} i`.
 * The columns keep their SQL names; PostgreSQL inlines the subqueries, so each statement keeps its plan.
 */

/** Each product's stock: on hand and reserved. */
export const inventoryItemRows = columnsOf(inventoryItems, [
  'id',
  'productId',
  'vendorId',
  'currentStock',
  'reservedStock',
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

import { getTableColumns } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { columnsOf } from '../../db/columns.js';
import {
  inventoryAlerts,
  inventoryBatches,
  inventoryItems,
  inventorySummaryDeltas,
  stockMovements,
} from './inventory.tables.js';

/**
 * Read-only views of the stock tables for the vendor's inventory screens (`vendor-inventory`), which
 * join them with products in one statement (decision 0042). Each is a plain projection of one
 * table, so PostgreSQL pulls it up into the statement and the plan is the table's own (its indexes,
 * its index-only walks); writes go through `changeStock` and the ledger's functions only.
 */
const qb = new QueryBuilder();

/** Inventory items, every column (as `stock_items`). */
export const itemView = qb.select(getTableColumns(inventoryItems)).from(inventoryItems).as('stock_items');

/** Stock movements, every column (as `movements`). */
export const movementView = qb.select(getTableColumns(stockMovements)).from(stockMovements).as('movements');

/** Inventory alerts, every column (as `alerts`). */
export const alertView = qb.select(getTableColumns(inventoryAlerts)).from(inventoryAlerts).as('alerts');

/**
 * Batches, alerts and the summary deltas as SQL subqueries for raw statements, which give them
 * their own alias: `from ${batchRows} b`.
 */
export const itemRows = columnsOf(inventoryItems);
export const movementRows = columnsOf(stockMovements);
export const batchRows = columnsOf(inventoryBatches);
export const alertRows = columnsOf(inventoryAlerts);
export const summaryDeltaRows = columnsOf(inventorySummaryDeltas);

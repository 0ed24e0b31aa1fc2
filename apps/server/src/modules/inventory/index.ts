/** Inventory: the stock ledger's follow-up (batches, alerts) for every writer of stock, and the vendor's inventory calls. */

export { sendCriticalAlertDigests, startAlertDigestJob } from './alert-digest.service.js';
export { inventoryRoutes } from './inventory.routes.js';
export { followStockChanges, refreshAlerts, type StockEffect } from './ledger.js';
export { type LedgerChange, type LockedItem, lockItemsOfProducts } from './ledger.queries.js';
export {
  defaultLowStockThreshold,
  inventoryBatchRows,
  inventoryItemRows,
  stockMovementRows,
} from './read-side.queries.js';
export { stockFacts } from './stock-facts.queries.js';
export { changeStock, type StockRequest, type StockResult, type StockSet } from './stock-writer.js';

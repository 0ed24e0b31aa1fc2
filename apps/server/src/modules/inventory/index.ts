/**
 * Inventory: the stock ledger. Its five tables, the one writer of stock (`changeStock`) with the
 * follow-up of every change (movements, batches, alerts), the locks, and what others may read of
 * stock (fragments and views). The vendor's inventory screens are `vendor-inventory`.
 */

export { acknowledgeAlertRow, markEmailed } from './alerts.queries.js';
export { FOLD_AT, foldSummary, vendorSummary } from './inventory-summary.queries.js';
export { followStockChanges, refreshAlerts, type StockEffect } from './ledger.js';
export {
  findItemIdOfProduct,
  insertItem,
  type LedgerChange,
  type LevelChange,
  type LockedItem,
  lockItemsOfProducts,
  lockOwnedItem,
  lockOwnedItems,
  openReservationOf,
  saveForecast,
} from './ledger.queries.js';
export {
  type BatchRow,
  dailyUnitsSold,
  findBatch,
  findMovement,
  listBatches,
  listMovements,
  type MovementRow,
  unitsSoldSince,
  vendorBatches,
} from './movements.queries.js';
export { openReservationsOf, type ReservingStatement } from './order-stock.queries.js';
export {
  defaultLowStockThreshold,
  inventoryBatchRows,
  inventoryItemRows,
  stockMovementRows,
} from './read-side.queries.js';
export { stockFacts } from './stock-facts.queries.js';
export { changeStock, type StockRequest, type StockResult, type StockSet } from './stock-writer.js';
export {
  alertRows,
  alertView,
  batchRows,
  itemRows,
  itemView,
  movementRows,
  movementView,
  summaryDeltaRows,
} from './views.queries.js';

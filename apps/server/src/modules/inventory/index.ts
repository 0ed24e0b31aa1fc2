/** Inventory: the stock ledger's follow-up (batches, alerts) for every writer of stock, and the vendor's inventory calls. */

export { inventoryRoutes } from './inventory.routes.js';
export { followStockChanges, type StockEffect } from './ledger.js';

import { QueryBuilder } from 'drizzle-orm/pg-core';
import { inventoryItems } from './inventory.tables.js';

/**
 * What other modules may read of a product's stock inside one of their statements (join it as
 * `stock_facts` on product_id): its vendor, current and reserved units (available = current -
 * reserved), low-stock threshold and stock status. PostgreSQL inlines the subquery, so the plan is
 * the one of a join on inventory_items.
 */
export const stockFacts = new QueryBuilder()
  .select({
    productId: inventoryItems.productId,
    vendorId: inventoryItems.vendorId,
    currentStock: inventoryItems.currentStock,
    reservedStock: inventoryItems.reservedStock,
    lowStockThreshold: inventoryItems.lowStockThreshold,
    stockStatus: inventoryItems.stockStatus,
  })
  .from(inventoryItems)
  .as('stock_facts');

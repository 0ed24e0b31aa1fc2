/** Stock badges of spec 001 section 4 (My Products, bulk screen, analytics). */

/** My Products: 0 is out of stock, 1-4 low stock, 5 and above in stock. */
export const MY_PRODUCTS_LOW_STOCK_BELOW = 5;
/** Bulk screen, analytics and orders: low stock at or below the product's threshold (default 10). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;

export const STOCK_STATUSES = ['in-stock', 'low-stock', 'out-of-stock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

export type StockBadge = {
  status: StockStatus;
  label: 'In Stock' | 'Low Stock' | 'Out of Stock';
  tone: 'green' | 'yellow' | 'red';
};

const BADGES: Record<StockStatus, StockBadge> = {
  'in-stock': { status: 'in-stock', label: 'In Stock', tone: 'green' },
  'low-stock': { status: 'low-stock', label: 'Low Stock', tone: 'yellow' },
  'out-of-stock': { status: 'out-of-stock', label: 'Out of Stock', tone: 'red' },
};

/** My Products badge: 0 red 'Out of Stock', below 5 yellow 'Low Stock', otherwise green 'In Stock'. */
export function myProductsStockStatus(stock: number): StockStatus {
  if (stock <= 0) return 'out-of-stock';
  if (stock < MY_PRODUCTS_LOW_STOCK_BELOW) return 'low-stock';
  return 'in-stock';
}

export function myProductsStockBadge(stock: number): StockBadge {
  return BADGES[myProductsStockStatus(stock)];
}

/** Bulk screen badge: 0 Out of Stock, at or below the threshold (default 10) Low Stock, else In Stock. */
export function bulkStockStatus(stock: number, lowStockThreshold = DEFAULT_LOW_STOCK_THRESHOLD): StockStatus {
  if (stock <= 0) return 'out-of-stock';
  if (stock <= lowStockThreshold) return 'low-stock';
  return 'in-stock';
}

export function bulkStockBadge(stock: number, lowStockThreshold = DEFAULT_LOW_STOCK_THRESHOLD): StockBadge {
  return BADGES[bulkStockStatus(stock, lowStockThreshold)];
}

/** Analytics and orders: low stock when stock is at or below the threshold. */
export function isLowStock(stock: number, lowStockThreshold = DEFAULT_LOW_STOCK_THRESHOLD): boolean {
  return stock <= lowStockThreshold;
}

/** Stock badges of the product screens (My Products, bulk screen, analytics, moderation). */
import { STOCK_STATUS_WORDS } from '../vocabulary/stock.js';
import type { StatusTone } from '../vocabulary/types.js';

/** A product's low-stock threshold when its inventory item has none (spec 001 section 9). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;

/** The catalogue's spelling of the stock statuses (the `stockStatus` filter and field). */
export const STOCK_STATUSES = ['in-stock', 'low-stock', 'out-of-stock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

export type StockBadge = {
  status: StockStatus;
  label: string;
  tone: StatusTone;
};

/**
 * The one low-stock rule (decision 0045), the same as the inventory's: on the units available
 * (on hand minus reserved) against the product's threshold (its inventory item's, default 10):
 * 0 or less out of stock, at or below the threshold low stock, above it in stock.
 */
export function productStockStatus(
  available: number,
  lowStockThreshold: number = DEFAULT_LOW_STOCK_THRESHOLD,
): StockStatus {
  if (available <= 0) return 'out-of-stock';
  if (available <= lowStockThreshold) return 'low-stock';
  return 'in-stock';
}

/** The badge of `productStockStatus`, in the vocabulary's words and colours. */
export function productStockBadge(
  available: number,
  lowStockThreshold: number = DEFAULT_LOW_STOCK_THRESHOLD,
): StockBadge {
  const status = productStockStatus(available, lowStockThreshold);
  const word =
    STOCK_STATUS_WORDS[
      status === 'in-stock' ? 'in_stock' : status === 'low-stock' ? 'low_stock' : 'out_of_stock'
    ];
  return { status, label: word.label, tone: word.tone };
}

/** Whether the product is low on stock (out of stock included): available at or below the threshold. */
export function isLowStock(
  available: number,
  lowStockThreshold: number = DEFAULT_LOW_STOCK_THRESHOLD,
): boolean {
  return available <= lowStockThreshold;
}

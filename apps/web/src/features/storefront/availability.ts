export type Availability = { text: string; tone: 'green' | 'yellow' | 'red' };

/**
 * Below this many units buyers read 'Only N left': a hint to buyers, not the seller's low-stock
 * status (that one reads the product's threshold, decision 0045, which buyers never see).
 */
export const ONLY_FEW_LEFT_BELOW = 5;

/** What buyers read about stock: 'In stock', 'Only N left' (below 5) or 'Out of stock'. */
export function availability(stock: number): Availability {
  if (stock <= 0) return { text: 'Out of stock', tone: 'red' };
  if (stock < ONLY_FEW_LEFT_BELOW) return { text: `Only ${stock} left`, tone: 'yellow' };
  return { text: 'In stock', tone: 'green' };
}

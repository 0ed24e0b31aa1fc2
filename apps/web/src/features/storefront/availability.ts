import { MY_PRODUCTS_LOW_STOCK_BELOW } from '@market/domain';

export type Availability = { text: string; tone: 'green' | 'yellow' | 'red' };

/** What buyers read about stock: 'In stock', 'Only N left' (below 5) or 'Out of stock'. */
export function availability(stock: number): Availability {
  if (stock <= 0) return { text: 'Out of stock', tone: 'red' };
  if (stock < MY_PRODUCTS_LOW_STOCK_BELOW) return { text: `Only ${stock} left`, tone: 'yellow' };
  return { text: 'In stock', tone: 'green' };
}

import { describe, expect, it } from 'vitest';
import { inventoryStatus } from '../inventory/alerts.js';
import { isLowStock, productStockBadge, productStockStatus } from './stock.js';

describe('the one stock rule (decision 0045)', () => {
  it('0 or less out of stock, at or below the threshold low, above it in stock', () => {
    expect(productStockBadge(0, 10)).toEqual({ status: 'out-of-stock', label: 'Out of Stock', tone: 'red' });
    expect(productStockBadge(1, 10)).toEqual({ status: 'low-stock', label: 'Low Stock', tone: 'yellow' });
    expect(productStockBadge(10, 10).status).toBe('low-stock');
    expect(productStockBadge(11, 10)).toEqual({ status: 'in-stock', label: 'In Stock', tone: 'green' });
    expect(productStockStatus(-3, 10)).toBe('out-of-stock');
    expect(productStockStatus(3, 2)).toBe('in-stock');
    expect(productStockStatus(2, 2)).toBe('low-stock');
  });

  it('reads the default threshold of 10 when the product has none', () => {
    expect(productStockStatus(10)).toBe('low-stock');
    expect(productStockStatus(11)).toBe('in-stock');
  });

  it('gives 6 units against a threshold of 10 the same word as the inventory screen', () => {
    for (const [available, threshold] of [
      [6, 10],
      [0, 4],
      [4, 4],
      [5, 4],
      [19, 20],
      [21, 20],
    ] as const) {
      const inventory = inventoryStatus({ available, threshold, discontinued: false });
      expect(productStockStatus(available, threshold).replace(/-/g, '_')).toBe(inventory);
    }
    expect(productStockBadge(6, 10).label).toBe('Low Stock');
  });

  it('low stock at or below the threshold', () => {
    expect(isLowStock(10)).toBe(true);
    expect(isLowStock(11)).toBe(false);
    expect(isLowStock(4, 3)).toBe(false);
  });
});

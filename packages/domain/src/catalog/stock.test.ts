import { describe, expect, it } from 'vitest';
import {
  bulkStockBadge,
  bulkStockStatus,
  isLowStock,
  myProductsStockBadge,
  myProductsStockStatus,
} from './stock.js';

describe('stock badges', () => {
  it('My Products: 0 red Out of Stock, below 5 yellow Low Stock, else green In Stock', () => {
    expect(myProductsStockBadge(0)).toEqual({ status: 'out-of-stock', label: 'Out of Stock', tone: 'red' });
    expect(myProductsStockBadge(1)).toEqual({ status: 'low-stock', label: 'Low Stock', tone: 'yellow' });
    expect(myProductsStockBadge(4).label).toBe('Low Stock');
    expect(myProductsStockBadge(5)).toEqual({ status: 'in-stock', label: 'In Stock', tone: 'green' });
    expect(myProductsStockStatus(-3)).toBe('out-of-stock');
  });

  it('bulk screen: 0 out, at or below the threshold (default 10) low, else in stock', () => {
    expect(bulkStockStatus(0)).toBe('out-of-stock');
    expect(bulkStockStatus(10)).toBe('low-stock');
    expect(bulkStockStatus(11)).toBe('in-stock');
    expect(bulkStockStatus(3, 2)).toBe('in-stock');
    expect(bulkStockStatus(2, 2)).toBe('low-stock');
    expect(bulkStockBadge(0, 5).label).toBe('Out of Stock');
  });

  it('analytics: low stock at or below the threshold', () => {
    expect(isLowStock(10)).toBe(true);
    expect(isLowStock(11)).toBe(false);
    expect(isLowStock(4, 3)).toBe(false);
  });
});

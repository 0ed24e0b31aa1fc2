import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inventoryStatus, stockAlertFor } from './alerts.js';
import { ALERT_SEVERITIES } from './constants.js';

describe('stockAlertFor', () => {
  it('follows the table with threshold 10', () => {
    const table: Array<[number, string | null]> = [
      [11, null],
      [10, 'low_stock/low'],
      [6, 'low_stock/low'],
      [5, 'low_stock/medium'],
      [3, 'low_stock/medium'],
      [2, 'low_stock/high'],
      [1, 'low_stock/high'],
      [0, 'out_of_stock/critical'],
      [-1, 'out_of_stock/critical'],
    ];
    for (const [available, expected] of table) {
      const a = stockAlertFor(available, 10);
      expect(a ? `${a.kind}/${a.severity}` : null, `available ${available}`).toBe(expected);
    }
  });

  it('threshold 0 only alerts at zero', () => {
    expect(stockAlertFor(1, 0)).toBeNull();
    expect(stockAlertFor(0, 0)).toEqual({ kind: 'out_of_stock', severity: 'critical' });
  });

  it('severity never falls as available stock falls, and critical is zero only', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (threshold, a) => {
        const rank = (x: number) => {
          const r = stockAlertFor(x, threshold);
          return r ? ALERT_SEVERITIES.indexOf(r.severity) : -1;
        };
        expect(rank(Math.max(0, a - 1))).toBeGreaterThanOrEqual(rank(a));
        expect(stockAlertFor(a, threshold)?.severity === 'critical').toBe(a === 0);
        expect(stockAlertFor(a, threshold) === null).toBe(a > threshold);
      }),
    );
  });
});

describe('inventoryStatus', () => {
  it('reads available stock, discontinued first', () => {
    expect(inventoryStatus({ available: 50, threshold: 10, discontinued: true })).toBe('discontinued');
    expect(inventoryStatus({ available: 0, threshold: 10, discontinued: false })).toBe('out_of_stock');
    expect(inventoryStatus({ available: 10, threshold: 10, discontinued: false })).toBe('low_stock');
    expect(inventoryStatus({ available: 11, threshold: 10, discontinued: false })).toBe('in_stock');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consumeFifo, type ValuationBatch, valueStock } from './valuation.js';

const day = (d: number) => new Date(Date.UTC(2026, 0, d));
const batch = (
  id: string,
  quantity: number,
  remaining: number,
  unitCostMinor: number,
  d: number,
): ValuationBatch => ({
  id,
  quantity,
  remaining,
  unitCostMinor,
  receivedAt: day(d),
});

describe('consumeFifo', () => {
  it('takes the oldest remaining units first, beyond batches from nothing', () => {
    const batches = [batch('b', 5, 5, 400, 2), batch('a', 10, 4, 250, 1)];
    expect(consumeFifo(batches, 6)).toEqual([
      { id: 'a', take: 4 },
      { id: 'b', take: 2 },
    ]);
    expect(consumeFifo(batches, 50)).toEqual([
      { id: 'a', take: 4 },
      { id: 'b', take: 5 },
    ]);
    expect(consumeFifo(batches, 0)).toEqual([]);
  });
});

describe('valueStock', () => {
  // Received 10 at 2.50 (day 1) and 5 at 4.00 (day 2); sales took 12 FIFO: 0 and 3 remain; 20 more
  // units on hand were never costed.
  const batches = [batch('a', 10, 0, 250, 1), batch('b', 5, 3, 400, 2)];
  it('by hand: fifo, lifo, average and the uncosted units', () => {
    expect(valueStock(batches, 23, 'fifo')).toEqual({
      method: 'fifo',
      valueMinor: 1200,
      costedUnits: 3,
      uncostedUnits: 20,
    });
    expect(valueStock(batches, 23, 'lifo')).toEqual({
      method: 'lifo',
      valueMinor: 750,
      costedUnits: 3,
      uncostedUnits: 20,
    });
    expect(valueStock(batches, 23, 'average')).toEqual({
      method: 'average',
      valueMinor: 900,
      costedUnits: 3,
      uncostedUnits: 20,
    });
  });
  it('no batch: value 0, every unit uncosted', () => {
    expect(valueStock([], 7, 'fifo')).toEqual({
      method: 'fifo',
      valueMinor: 0,
      costedUnits: 0,
      uncostedUnits: 7,
    });
  });
  it('every method values costed units between the cheapest and the dearest cost', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ q: fc.integer({ min: 1, max: 50 }), c: fc.integer({ min: 0, max: 10_000 }) }), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 100 }),
        (received, sold, extra) => {
          let list = received.map((r, i) => batch(`b${i}`, r.q, r.q, r.c, i + 1));
          const take = consumeFifo(list, sold);
          list = list.map((b) => ({
            ...b,
            remaining: b.remaining - (take.find((t) => t.id === b.id)?.take ?? 0),
          }));
          const remaining = list.reduce((s, b) => s + b.remaining, 0);
          const stock = remaining + extra;
          const min = Math.min(...received.map((r) => r.c));
          const max = Math.max(...received.map((r) => r.c));
          for (const method of ['fifo', 'lifo', 'average'] as const) {
            const v = valueStock(list, stock, method);
            expect(v.costedUnits + v.uncostedUnits).toBe(stock);
            expect(v.uncostedUnits).toBe(extra);
            expect(v.valueMinor).toBeGreaterThanOrEqual(min * remaining - 1);
            expect(v.valueMinor).toBeLessThanOrEqual(max * remaining + 1);
          }
        },
      ),
    );
  });
});

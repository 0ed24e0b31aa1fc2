import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, unitsShare } from './allocate.js';

describe('allocate (largest remainder)', () => {
  it('gives the leftover cents to the largest remainders, ties to the first', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(101, [1, 1, 1])).toEqual([34, 34, 33]);
    expect(allocate(10, [1, 2, 3])).toEqual([2, 3, 5]);
    expect(allocate(499, [1000, 1000])).toEqual([250, 249]);
  });

  it('mirrors a negative total, so a share and its reversal cancel', () => {
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(-100, [1, 1, 1]).map((s, i) => s + allocate(100, [1, 1, 1])[i]!)).toEqual([0, 0, 0]);
  });

  it('shares equally when every weight is zero, and gives nothing to a zero weight otherwise', () => {
    expect(allocate(5, [0, 0])).toEqual([3, 2]);
    expect(allocate(1, [0, 5])).toEqual([0, 1]);
    expect(allocate(7, [0, 1, 0, 1])).toEqual([0, 4, 0, 3]);
  });

  it('handles nothing to share and refuses an amount with nowhere to go', () => {
    expect(allocate(0, [])).toEqual([]);
    expect(allocate(0, [3, 4])).toEqual([0, 0]);
    expect(() => allocate(1, [])).toThrow(RangeError);
    expect(() => allocate(1.5, [1])).toThrow(RangeError);
    expect(() => allocate(1, [-1, 2])).toThrow(RangeError);
  });

  it('stays exact where a double would not: amount x weight past 2^53', () => {
    const total = Number.MAX_SAFE_INTEGER;
    const shares = allocate(total, [Number.MAX_SAFE_INTEGER - 1, 1, 1]);
    expect(shares.reduce((s, x) => s + x, 0)).toBe(total);
    expect(shares[1]).toBeLessThanOrEqual(1);
  });

  it('always adds up to the total with every share within one cent of its exact proportion', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          const shares = allocate(total, weights);
          expect(shares.reduce((s, x) => s + x, 0)).toBe(total);
          // |share - total x w / W| < 1, in exact integers: |share x W - total x w| < W.
          const zero = weights.every((w) => w === 0);
          const ws = weights.map((w) => BigInt(zero ? 1 : w));
          const sum = ws.reduce((s, w) => s + w, 0n);
          shares.forEach((share, i) => {
            const gap = BigInt(share) * sum - BigInt(total) * ws[i]!;
            expect(gap < sum && -gap < sum).toBe(true);
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('unitsShare', () => {
  it('splits a line share over its units, the first units carrying the extra cents', () => {
    expect([0, 1, 2].map((before) => unitsShare(10, 3, before, 1))).toEqual([4, 3, 3]);
    expect(unitsShare(10, 3, 0, 3)).toBe(10);
    expect(unitsShare(10, 3, 1, 2)).toBe(6);
    expect(unitsShare(2, 5, 0, 5)).toBe(2);
    expect([0, 1, 2, 3, 4].map((before) => unitsShare(2, 5, before, 1))).toEqual([1, 1, 0, 0, 0]);
    expect(unitsShare(0, 4, 1, 2)).toBe(0);
  });

  it('refuses units beyond the line', () => {
    expect(() => unitsShare(10, 3, 2, 2)).toThrow(RangeError);
    expect(() => unitsShare(10, 0, 0, 0)).toThrow(RangeError);
    expect(() => unitsShare(-1, 3, 0, 1)).toThrow(RangeError);
  });

  it('gives the same total whatever the chunks the units are taken in', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 10 }),
        (share, chunks) => {
          const quantity = chunks.reduce((s, c) => s + c, 0);
          let before = 0;
          let taken = 0;
          for (const c of chunks) {
            taken += unitsShare(share, quantity, before, c);
            before += c;
            expect(taken).toBe(unitsShare(share, quantity, 0, before));
          }
          expect(taken).toBe(share);
        },
      ),
      { numRuns: 300 },
    );
  });
});

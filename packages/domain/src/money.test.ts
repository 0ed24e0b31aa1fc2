import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRate, fromMinor, hasAtMostTwoDecimals, splitCommission, toMinor } from './money.js';

describe('money in minor units', () => {
  it('converts decimals to cents without float noise', () => {
    expect(toMinor(19.99)).toBe(1999);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(0)).toBe(0);
    expect(toMinor(-2.5)).toBe(-250);
    expect(fromMinor(1999)).toBe(19.99);
  });

  it('round-trips every two-decimal amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => toMinor(fromMinor(cents)) === cents),
    );
  });

  it('knows when an amount has more than two decimals', () => {
    expect(hasAtMostTwoDecimals(19.99)).toBe(true);
    expect(hasAtMostTwoDecimals(19.999)).toBe(false);
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
  });

  it('applies a rate with rounding half away from zero', () => {
    expect(applyRate(1000, 800)).toBe(80);
    expect(applyRate(1005, 2000)).toBe(201);
    expect(applyRate(1, 5000)).toBe(1);
    expect(applyRate(333, 1250)).toBe(42);
  });

  it('splits commission so the two parts always add up to the subtotal', () => {
    expect(splitCommission(10_000, 2000)).toEqual({ commissionMinor: 2000, vendorAmountMinor: 8000 });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (subtotal, rate) => {
          const { commissionMinor, vendorAmountMinor } = splitCommission(subtotal, rate);
          return (
            commissionMinor + vendorAmountMinor === subtotal && commissionMinor >= 0 && vendorAmountMinor >= 0
          );
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MONEY, moneyField } from './catalog/fields.js';
import { fromMinor, hasAtMostTwoDecimals, toMinor } from './money.js';

/** The money parsing rule (decision 0037): two decimals round-trip exactly; more are refused, never rounded. */
describe('money parsing rule', () => {
  const MAX_MINOR = MAX_MONEY * 100;
  const price = moneyField('Price');

  it('round-trips every amount with at most 2 decimals within range exactly to minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_MINOR }), (minor) => {
        const amount = minor / 100;
        expect(hasAtMostTwoDecimals(amount)).toBe(true);
        expect(toMinor(amount)).toBe(minor);
        expect(fromMinor(toMinor(amount))).toBe(amount);
        // As JSON and as a form's text, through the shared schema.
        const json = price.safeParse(JSON.parse(JSON.stringify(amount)));
        const text = price.safeParse(amount.toFixed(2));
        expect(json.success && toMinor(json.data)).toBe(minor);
        expect(text.success && toMinor(text.data)).toBe(minor);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses every amount with more than 2 decimals, naming the field', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_MINOR - 1 }),
        fc.integer({ min: 3, max: 6 }),
        fc.integer({ min: 1, max: 9999 }),
        (minor, places, extra) => {
          const scale = 10 ** (places - 2);
          const rest = extra % scale;
          fc.pre(rest !== 0);
          const text = `${(minor / 100).toFixed(2)}${String(rest).padStart(places - 2, '0')}`;
          const amount = Number(text);
          expect(hasAtMostTwoDecimals(amount)).toBe(false);
          for (const input of [amount, text]) {
            const r = price.safeParse(input);
            expect(r.success).toBe(false);
            expect(r.error?.issues.map((i) => i.message)).toContain(
              'Price can have at most 2 decimal places',
            );
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses amounts past the maximum and tiny fractions', () => {
    expect(price.safeParse(MAX_MONEY + 0.01).success).toBe(false);
    expect(price.safeParse(0.001).success).toBe(false);
    expect(price.safeParse(0.005).success).toBe(false);
    expect(price.safeParse(1e-9).success).toBe(false);
    expect(price.safeParse(MAX_MONEY).success).toBe(true);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthEnd } from './customer-cohorts.js';
import { monthCover, signedMonthCover } from './month-cover.js';
import { addDays, daysBetween } from './period.js';

describe('monthCover', () => {
  it('splits a period into whole months and edge days', () => {
    expect(monthCover('2026-01-15', '2026-04-10')).toEqual({
      months: ['2026-02-01', '2026-03-01'],
      days: [
        ['2026-01-15', '2026-01-31'],
        ['2026-04-01', '2026-04-10'],
      ],
    });
    expect(monthCover('2026-02-01', '2026-02-28')).toEqual({
      months: ['2026-02-01', '2026-02-01'],
      days: [],
    });
    expect(monthCover('2026-02-03', '2026-02-20')).toEqual({
      months: null,
      days: [['2026-02-03', '2026-02-20']],
    });
    expect(monthCover('2026-01-31', '2026-02-01')).toEqual({
      months: null,
      days: [
        ['2026-01-31', '2026-01-31'],
        ['2026-02-01', '2026-02-01'],
      ],
    });
    expect(monthEnd('2028-02-10')).toBe('2028-02-29');
  });

  it('covers every day of any period exactly once', () => {
    const day = fc.integer({ min: 0, max: 1500 }).map((n) => addDays('2025-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 800 }), (from, length) => {
        const to = addDays(from, length);
        const { months, days } = monthCover(from, to);
        let covered = days.reduce((n, [a, b]) => n + daysBetween(a, b), 0);
        if (months)
          for (let m = months[0]; m <= months[1]; m = addDays(monthEnd(m), 1))
            covered += daysBetween(m, monthEnd(m));
        expect(covered).toBe(daysBetween(from, to));
      }),
    );
  });
});

describe('signedMonthCover', () => {
  it('reads a partly covered month as its row less the fewer days outside the period', () => {
    // 365 days to 2026-11-25: 5 days of November 2025, November 2026 less its days after the 25th.
    expect(signedMonthCover('2025-11-26', '2026-11-25')).toEqual({
      months: ['2025-12-01', '2026-11-01'],
      add: [['2025-11-26', '2025-11-30']],
      subtract: [['2026-11-26', '2026-11-30']],
    });
    expect(signedMonthCover('2026-01-03', '2026-03-10')).toEqual({
      months: ['2026-01-01', '2026-02-01'],
      add: [['2026-03-01', '2026-03-10']],
      subtract: [['2026-01-01', '2026-01-02']],
    });
    expect(signedMonthCover('2026-02-02', '2026-02-27')).toEqual({
      months: ['2026-02-01', '2026-02-01'],
      add: [],
      subtract: [
        ['2026-02-01', '2026-02-01'],
        ['2026-02-28', '2026-02-28'],
      ],
    });
    expect(signedMonthCover('2026-02-10', '2026-02-12')).toEqual({
      months: null,
      add: [['2026-02-10', '2026-02-12']],
      subtract: [],
    });
  });

  it('counts every day of any period once and no day outside it', () => {
    const day = fc.integer({ min: 0, max: 1500 }).map((n) => addDays('2025-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 800 }), (from, length) => {
        const to = addDays(from, length);
        const { months, add, subtract } = signedMonthCover(from, to);
        const weight = new Map<string, number>();
        const count = (a: string, b: string, w: number) => {
          for (let d = a; d <= b; d = addDays(d, 1)) weight.set(d, (weight.get(d) ?? 0) + w);
        };
        if (months)
          for (let m = months[0]; m <= months[1]; m = addDays(monthEnd(m), 1)) count(m, monthEnd(m), 1);
        for (const [a, b] of add) count(a, b, 1);
        for (const [a, b] of subtract) count(a, b, -1);
        for (const [d, w] of weight) expect(w, d).toBe(d >= from && d <= to ? 1 : 0);
        expect([...weight.values()].reduce((n, w) => n + w, 0)).toBe(daysBetween(from, to));
        // Never more edge days than monthCover reads.
        const plain = monthCover(from, to).days.reduce((n, [a, b]) => n + daysBetween(a, b), 0);
        const edges = [...add, ...subtract].reduce((n, [a, b]) => n + daysBetween(a, b), 0);
        expect(edges).toBeLessThanOrEqual(plain);
      }),
    );
  });
});

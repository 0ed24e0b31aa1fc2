import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthEnd } from './customer-cohorts.js';
import { monthCover } from './month-cover.js';
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

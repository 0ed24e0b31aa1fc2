import { describe, expect, it } from 'vitest';
import {
  addMonths,
  bucketStart,
  bucketsOf,
  bucketUnitFor,
  monthEnd,
  monthsBetween,
  retentionGrid,
} from './customer-cohorts.js';

describe('customer cohort calendar', () => {
  it('picks days, weeks or months by the length of the period', () => {
    expect([7, 30, 31, 32, 90, 182, 183, 365].map(bucketUnitFor)).toEqual([
      'day',
      'day',
      'day',
      'week',
      'week',
      'week',
      'month',
      'month',
    ]);
  });

  it('moves and counts calendar months across years', () => {
    expect(addMonths('2025-11-01', 3)).toBe('2026-02-01');
    expect(addMonths('2026-01-01', -1)).toBe('2025-12-01');
    expect(monthsBetween('2025-11-20', '2026-02-03')).toBe(3);
    expect(monthEnd('2024-02-10')).toBe('2024-02-29');
    expect(monthEnd('2026-12-31')).toBe('2026-12-31');
  });

  it('starts weeks on Monday and lists every bucket of a period', () => {
    expect(bucketStart('2026-03-15', 'week')).toBe('2026-03-09'); // a Sunday
    expect(bucketStart('2026-03-16', 'week')).toBe('2026-03-16'); // a Monday
    expect(bucketsOf('2026-03-15', '2026-03-24', 'week')).toEqual(['2026-03-09', '2026-03-16', '2026-03-23']);
    expect(bucketsOf('2025-12-15', '2026-02-01', 'month')).toEqual([
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
    expect(bucketsOf('2026-01-30', '2026-02-01', 'day')).toEqual(['2026-01-30', '2026-01-31', '2026-02-01']);
  });

  it('builds the retention grid: shares of each cohort ordering again, up to the last month', () => {
    const grid = retentionGrid(
      [
        { cohort: '2026-01-01', offset: 0, customers: 4 },
        { cohort: '2026-01-01', offset: 1, customers: 1 },
        { cohort: '2026-01-01', offset: 2, customers: 3 },
        { cohort: '2026-03-01', offset: 0, customers: 2 },
      ],
      '2025-12-01',
      '2026-03-01',
    );
    expect(grid).toEqual([
      {
        cohort: '2026-01-01',
        customers: 4,
        retention: [
          { offset: 1, customers: 1, rate: 25 },
          { offset: 2, customers: 3, rate: 75 },
        ],
      },
      { cohort: '2026-03-01', customers: 2, retention: [] },
    ]);
  });
});

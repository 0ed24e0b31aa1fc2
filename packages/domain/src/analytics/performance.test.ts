import { describe, expect, it } from 'vitest';
import { bucketStart } from './customer-cohorts.js';
import {
  isoWeekday,
  productPerformanceQuerySchema,
  salesBuckets,
  salesPerformanceQuerySchema,
} from './performance.js';

describe('sales buckets', () => {
  it('starts a week on Monday and a month on the 1st', () => {
    // 2025-06-01 is a Sunday.
    expect(bucketStart('2025-06-01', 'week')).toBe('2025-05-26');
    expect(bucketStart('2025-06-02', 'week')).toBe('2025-06-02');
    expect(bucketStart('2025-06-08', 'week')).toBe('2025-06-02');
    expect(bucketStart('2025-06-17', 'month')).toBe('2025-06-01');
    expect(bucketStart('2025-06-17', 'day')).toBe('2025-06-17');
    expect(isoWeekday('2025-06-01')).toBe(7);
    expect(isoWeekday('2025-06-02')).toBe(1);
  });

  it('lists every bucket of the period, partial ones at the ends', () => {
    const period = { from: '2025-05-30', to: '2025-06-10' };
    expect(salesBuckets(period, 'week')).toEqual([
      { key: '2025-05-26', startDate: '2025-05-30', endDate: '2025-06-01', days: 3 },
      { key: '2025-06-02', startDate: '2025-06-02', endDate: '2025-06-08', days: 7 },
      { key: '2025-06-09', startDate: '2025-06-09', endDate: '2025-06-10', days: 2 },
    ]);
    expect(salesBuckets(period, 'month')).toEqual([
      { key: '2025-05-01', startDate: '2025-05-30', endDate: '2025-05-31', days: 2 },
      { key: '2025-06-01', startDate: '2025-06-01', endDate: '2025-06-10', days: 10 },
    ]);
    const days = salesBuckets(period, 'day');
    expect(days).toHaveLength(12);
    expect(days[0]).toEqual({ key: '2025-05-30', startDate: '2025-05-30', endDate: '2025-05-30', days: 1 });
    expect(salesBuckets({ from: '2024-01-01', to: '2025-12-31' }, 'month')).toHaveLength(24);
  });
});

describe('performance queries', () => {
  it('defaults and names the bad field', () => {
    expect(salesPerformanceQuerySchema.parse({})).toEqual({ groupBy: 'day' });
    expect(productPerformanceQuerySchema.parse({ page: '2' })).toEqual({
      page: 2,
      limit: 20,
      sortBy: 'revenue',
      sortOrder: 'desc',
    });
    const bad = (
      schema: typeof salesPerformanceQuerySchema | typeof productPerformanceQuerySchema,
      q: object,
    ) => schema.safeParse(q).error?.issues.map((i) => i.path.join('.'));
    expect(bad(salesPerformanceQuerySchema, { groupBy: 'year' })).toEqual(['groupBy']);
    expect(bad(productPerformanceQuerySchema, { sortBy: 'price' })).toEqual(['sortBy']);
    expect(bad(productPerformanceQuerySchema, { sortOrder: 'up' })).toEqual(['sortOrder']);
    expect(bad(productPerformanceQuerySchema, { limit: '500' })).toEqual(['limit']);
    expect(bad(productPerformanceQuerySchema, { page: '0' })).toEqual(['page']);
  });
});

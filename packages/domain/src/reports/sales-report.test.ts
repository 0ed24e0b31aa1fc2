import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../analytics/period.js';
import { revenueGrowth, salesReportExportQuery, salesReportQuery } from './sales-report.js';
import { type DailySales, salesTrends } from './sales-trends.js';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('sales report query', () => {
  it('defaults to a summary of every live order over 30 days', () => {
    expect(salesReportQuery.parse({})).toEqual({ reportType: 'summary', status: 'all', page: 1, limit: 25 });
    expect(salesReportQuery.parse({ category: 'all', minAmount: '', timeRange: '7' })).toEqual({
      reportType: 'summary',
      status: 'all',
      timeRange: 7,
      page: 1,
      limit: 25,
    });
  });

  it('names the field of every refusal', () => {
    expect(issues(salesReportQuery.safeParse({ reportType: 'weekly' }))).toEqual([
      ['reportType', 'Report type must be one of summary, detailed, products, customers or trends'],
    ]);
    expect(issues(salesReportQuery.safeParse({ startDate: '2026-02-01', endDate: '2026-01-01' }))).toEqual([
      ['endDate', 'The end date must be on or after the start date'],
    ]);
    expect(issues(salesReportQuery.safeParse({ startDate: '2020-01-01', endDate: '2025-01-02' }))).toEqual([
      ['endDate', 'A report period can be at most 5 years (1827 days)'],
    ]);
    expect(salesReportQuery.safeParse({ startDate: '2020-01-01', endDate: '2024-12-31' }).success).toBe(true);
    expect(issues(salesReportQuery.safeParse({ startDate: '2026-02-01' }))).toEqual([
      ['endDate', 'Give both a start date and an end date, or neither'],
    ]);
    expect(issues(salesReportQuery.safeParse({ minAmount: '-1' }))).toEqual([
      ['minAmount', 'Enter an amount of 0 or more'],
    ]);
    expect(issues(salesReportQuery.safeParse({ minAmount: 'abc' }))?.[0]?.[0]).toBe('minAmount');
    expect(issues(salesReportQuery.safeParse({ minAmount: '50', maxAmount: '10' }))).toEqual([
      ['maxAmount', 'The maximum amount must be at least the minimum amount'],
    ]);
    expect(issues(salesReportQuery.safeParse({ status: 'lost' }))?.[0]?.[0]).toBe('status');
    expect(issues(salesReportQuery.safeParse({ category: 'books' }))?.[0]?.[0]).toBe('category');
    expect(issues(salesReportQuery.safeParse({ timeRange: '14' }))?.[0]?.[0]).toBe('timeRange');
    expect(issues(salesReportQuery.safeParse({ extra: '1' }))?.[0]?.[0]).toBe('');
    expect(issues(salesReportExportQuery.safeParse({ format: 'xlsx' }))).toEqual([
      ['format', 'Format must be csv or pdf'],
    ]);
  });
});

describe('revenue growth', () => {
  it('is a fraction against the previous period; not computable from nothing', () => {
    expect(revenueGrowth(150, 100)).toBe(0.5);
    expect(revenueGrowth(50, 100)).toBe(-0.5);
    expect(revenueGrowth(0, 0)).toBe(0);
    expect(revenueGrowth(10, 0)).toBeNull();
  });

  it('is zero or above exactly when revenue did not fall', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 1, max: 1_000_000 }), (now, before) => {
        const g = revenueGrowth(now, before)!;
        return now >= before ? g >= 0 : g < 0 || Math.abs(g) < 0.0001;
      }),
    );
  });
});

describe('sales trends', () => {
  const end = '2026-03-31';
  const day = (n: number, sales: number, orders = 1): DailySales => ({
    date: addDays(end, -n),
    sales,
    orders,
    units: orders * 2,
  });

  it('compares the last 7 and 30 days with the windows just before', () => {
    const daily = [day(0, 10), day(6, 20), day(7, 5), day(13, 5), day(14, 100), day(29, 30), day(30, 60)];
    const [week, month] = salesTrends(daily, end);
    expect(week).toMatchObject({
      label: 'Week over week',
      current: { startDate: '2026-03-25', endDate: end, sales: 30, orders: 2, units: 4 },
      previous: { startDate: '2026-03-18', endDate: '2026-03-24', sales: 10, orders: 2 },
      salesChange: 200,
      ordersChange: 0,
    });
    expect(month).toMatchObject({
      label: 'Month over month',
      current: { startDate: '2026-03-02', sales: 170, orders: 6 },
      previous: { startDate: '2026-01-31', endDate: '2026-03-01', sales: 60, orders: 1 },
      ordersChange: 500,
    });
  });

  it('splits the days between the windows without losing or doubling any', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(59), fc.nat(1000)), { maxLength: 40 }), (entries) => {
        const daily = entries.map(([n, s]) => day(n, s));
        const [week, month] = salesTrends(daily, end);
        const total = entries.reduce((t, [, s]) => t + s, 0);
        const inWeeks = entries.filter(([n]) => n < 14).reduce((t, [, s]) => t + s, 0);
        return (
          Math.abs(month!.current.sales + month!.previous.sales - total) < 0.001 &&
          Math.abs(week!.current.sales + week!.previous.sales - inWeeks) < 0.001
        );
      }),
    );
  });
});

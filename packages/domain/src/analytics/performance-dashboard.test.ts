import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changeFraction,
  goalProgress,
  marketingSpendBody,
  monthsCovered,
  performanceGoalsBody,
  performanceQuerySchema,
  spendOverPeriod,
  yearEarlier,
} from './performance-dashboard.js';

const paths = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('performance dashboard rules', () => {
  it('defaults to 30 days against the previous period and refuses unknown comparisons', () => {
    expect(performanceQuerySchema.parse({})).toEqual({ comparison: 'previous_period' });
    expect(performanceQuerySchema.parse({ timeRange: '365', comparison: 'industry_average' })).toEqual({
      timeRange: 365,
      comparison: 'industry_average',
    });
    expect(paths(performanceQuerySchema.safeParse({ comparison: 'last_week' }))).toEqual(['comparison']);
    expect(paths(performanceQuerySchema.safeParse({ timeRange: '14' }))).toEqual(['timeRange']);
    expect(paths(performanceQuerySchema.safeParse({ other: 1 }))).toEqual(['']);
  });

  it('refuses negative or non-numeric goals and spend, naming the field', () => {
    const goals = { month: '2026-11', revenue: 1000, orders: 20, customers: null };
    expect(performanceGoalsBody.safeParse(goals).success).toBe(true);
    expect(paths(performanceGoalsBody.safeParse({ ...goals, revenue: -1 }))).toEqual(['revenue']);
    expect(paths(performanceGoalsBody.safeParse({ ...goals, orders: 'ten' }))).toEqual(['orders']);
    expect(paths(performanceGoalsBody.safeParse({ ...goals, customers: 1.5 }))).toEqual(['customers']);
    expect(paths(performanceGoalsBody.safeParse({ ...goals, revenue: 10.001 }))).toEqual(['revenue']);
    expect(paths(performanceGoalsBody.safeParse({ ...goals, month: '2026-13' }))).toEqual(['month']);
    expect(paths(marketingSpendBody.safeParse({ month: '2026-11', amount: '12' }))).toEqual(['amount']);
    expect(paths(marketingSpendBody.safeParse({ month: '2026-11', amount: -5 }))).toEqual(['amount']);
    expect(marketingSpendBody.safeParse({ month: '2026-11', amount: 250.5 }).success).toBe(true);
  });

  it('computes changes as fractions and caps goal progress at 1', () => {
    expect(changeFraction(150, 100)).toBe(0.5);
    expect(changeFraction(50, 200)).toBe(-0.75);
    expect(changeFraction(0, 0)).toBe(0);
    expect(changeFraction(5, 0)).toBeNull();
    expect(changeFraction(5, null)).toBeNull();
    expect(goalProgress(50, 200)).toBe(0.25);
    expect(goalProgress(500, 200)).toBe(1);
    expect(goalProgress(5, null)).toBeNull();
    expect(goalProgress(5, 0)).toBeNull();
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1 }), (c, t) => {
        const p = goalProgress(c, t)!;
        return p >= 0 && p <= 1;
      }),
    );
  });

  it('shares each month of spend by the days of the period inside it', () => {
    expect(monthsCovered('2026-10-27', '2026-11-25')).toEqual([
      { month: '2026-10-01', days: 5, of: 31 },
      { month: '2026-11-01', days: 25, of: 30 },
    ]);
    const spend = new Map([
      ['2026-10-01', 31_000],
      ['2026-11-01', 30_000],
    ]);
    expect(spendOverPeriod('2026-10-27', '2026-11-25', spend)).toEqual({ minor: 30_000, missingMonths: [] });
    expect(spendOverPeriod('2026-09-30', '2026-11-25', spend)).toEqual({
      minor: null,
      missingMonths: ['2026-09'],
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 800 }), (start, len) => {
        const from = new Date(Date.UTC(2024, 0, 1) + start * 86_400_000).toISOString().slice(0, 10);
        const to = new Date(Date.UTC(2024, 0, 1) + (start + len - 1) * 86_400_000).toISOString().slice(0, 10);
        return monthsCovered(from, to).reduce((n, m) => n + m.days, 0) === len;
      }),
    );
  });

  it('moves a day one year back', () => {
    expect(yearEarlier('2026-11-25')).toBe('2025-11-25');
    expect(yearEarlier('2024-02-29')).toBe('2023-02-28');
  });
});

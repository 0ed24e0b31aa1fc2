import { describe, expect, it } from 'vitest';
import {
  FORECAST_DAYS,
  forecastFromWeeklyTotals,
  forecastUnavailableReason,
  MIN_FORECAST_WEEKS,
  movingAverage,
  tQuantile975,
  weeklyTotals,
} from './forecast.js';

describe('sales forecast (linear regression on weekly totals)', () => {
  it('finds the exact line of a perfect trend, with no band', () => {
    const weekly = Array.from({ length: 10 }, (_, i) => 700 + 70 * i); // 700, 770, ... 1330
    const f = forecastFromWeeklyTotals(weekly)!;
    expect(f.basedOnWeeks).toBe(10);
    expect(f.slope).toBeCloseTo(70, 9);
    expect(f.intercept).toBeCloseTo(700, 9);
    expect(f.residualStdError).toBeCloseTo(0, 9);
    expect(f.days).toHaveLength(FORECAST_DAYS);
    // Day 0 sits at week index 10 - 3/7: (700 + 70 * (10 - 3/7)) / 7 = 100 + 100 - 30/7.
    const day0 = (700 + 70 * (10 - 3 / 7)) / 7;
    expect(f.days[0]!.value).toBeCloseTo(day0, 9);
    expect(f.days[0]!.lower).toBeCloseTo(day0, 9);
    expect(f.days[0]!.upper).toBeCloseTo(day0, 9);
    // A day later is a seventh of a week later: the daily rate grows by 70 / 7 / 7 = 10/7 a day.
    expect(f.days[1]!.value - f.days[0]!.value).toBeCloseTo(10 / 7, 9);
    // 30 days: the daily values summed.
    const sum = f.days.reduce((s, d) => s + d.value, 0);
    expect(f.total.value).toBeCloseTo(sum, 6);
    expect(f.total.upper - f.total.lower).toBeCloseTo(0, 6);
  });

  it('widens the band the further it looks, around the same line', () => {
    const weekly = [100, 130, 90, 150, 120, 170, 140, 180, 160, 200, 150, 210];
    const f = forecastFromWeeklyTotals(weekly)!;
    expect(f.residualStdError).toBeGreaterThan(0);
    const widths = f.days.map((d) => d.upper - d.lower);
    for (let i = 1; i < widths.length; i++) expect(widths[i]!).toBeGreaterThan(widths[i - 1]!);
    for (const d of f.days) {
      expect(d.lower).toBeLessThan(d.value);
      expect(d.upper).toBeGreaterThan(d.value);
      // Symmetric around the line while nothing is clamped at zero.
      expect(d.upper - d.value).toBeCloseTo(d.value - d.lower, 9);
    }
    expect(f.total.lower).toBeLessThan(f.total.value);
    expect(f.total.upper).toBeGreaterThan(f.total.value);
  });

  it('matches a hand-computed prediction interval', () => {
    // x = 0..7, y = 0, 2, 1, 3, 2, 4, 3, 5: slope 4/7 (Sxy 24, Sxx 42), intercept 0.5, SSE 5.1429.
    const weekly = [0, 2, 1, 3, 2, 4, 3, 5];
    const f = forecastFromWeeklyTotals(weekly, 7)!;
    expect(f.slope).toBeCloseTo(24 / 42, 9);
    expect(f.intercept).toBeCloseTo(2.5 - (24 / 42) * 3.5, 9);
    const line = (x: number) => f.intercept + f.slope * x;
    const sse = weekly.reduce((s, y, i) => s + (y - line(i)) ** 2, 0);
    const s = Math.sqrt(sse / 6);
    expect(f.residualStdError).toBeCloseTo(s, 9);
    const x = 8 + (3 - 3) / 7; // day 3 is the centre of the next week
    const half = 2.447 * s * Math.sqrt(1 + 1 / 8 + (x - 3.5) ** 2 / 42);
    expect(f.days[3]!.value).toBeCloseTo(line(8) / 7, 9);
    expect(f.days[3]!.upper).toBeCloseTo((line(8) + half) / 7, 9);
  });

  it('never forecasts below zero', () => {
    const weekly = [900, 800, 700, 600, 500, 400, 300, 200, 100, 0];
    const f = forecastFromWeeklyTotals(weekly)!;
    for (const d of f.days) {
      expect(d.value).toBeGreaterThanOrEqual(0);
      expect(d.lower).toBeGreaterThanOrEqual(0);
    }
    expect(f.days.at(-1)!.value).toBe(0);
  });

  it('gives no forecast with fewer than 8 weeks, and says why', () => {
    expect(MIN_FORECAST_WEEKS).toBe(8);
    expect(forecastFromWeeklyTotals([1, 2, 3, 4, 5, 6, 7])).toBeNull();
    expect(forecastFromWeeklyTotals([])).toBeNull();
    expect(forecastFromWeeklyTotals([1, 2, 3, 4, 5, 6, 7, 8])).not.toBeNull();
    expect(forecastUnavailableReason(3)).toBe(
      'A forecast needs at least 8 weeks of sales history; you have 3.',
    );
  });

  it('uses Student t quantiles', () => {
    expect(tQuantile975(6)).toBe(2.447);
    expect(tQuantile975(30)).toBe(2.042);
    expect(tQuantile975(60)).toBeCloseTo(2.001, 3); // table: 2.000
    expect(tQuantile975(120)).toBeCloseTo(1.98, 2); // table: 1.980
  });
});

describe('moving averages and weekly totals', () => {
  it('averages the trailing window, null until it is full', () => {
    expect(movingAverage([1, 2, 3, 4, 5], 3)).toEqual([null, null, 2, 3, 4]);
    expect(movingAverage([7], 7)).toEqual([null]);
  });

  it('sums complete weeks ending with the last day, dropping a leading remainder', () => {
    const daily = Array.from({ length: 16 }, (_, i) => i + 1); // 1..16
    // Weeks: days 3..9 (3+...+9 = 42) and 10..16 (91); days 1 and 2 dropped.
    expect(weeklyTotals(daily)).toEqual([42, 91]);
    expect(weeklyTotals([1, 2, 3])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { daysOfCover, forecastDemand } from './demand.js';

describe('forecastDemand', () => {
  const today = new Date('2026-03-01T00:00:00Z');
  it('averages daily units, zeros included, and dates the run-out', () => {
    const f = forecastDemand({ dailyUnits: [2, 0, 4, 2], available: 10, today, horizonDays: 30 });
    expect(f).toMatchObject({
      basedOnDays: 4,
      unitsSold: 8,
      averageDailyDemand: 2,
      daysOfCover: 5,
      stockoutDate: '2026-03-06',
      suggestedOrderQuantity: 50,
    });
    // Least squares over x = 0..3: covariance 2 / variance 5.
    expect(f.trendPerDay).toBeCloseTo(0.4, 5);
  });
  it('nothing sold: no run-out date and nothing to order', () => {
    const f = forecastDemand({ dailyUnits: [0, 0, 0], available: 10, today, horizonDays: 30 });
    expect(f).toMatchObject({
      averageDailyDemand: 0,
      daysOfCover: null,
      stockoutDate: null,
      suggestedOrderQuantity: 0,
    });
  });
});

describe('daysOfCover', () => {
  it('available over the average daily sales of the window', () => {
    expect(daysOfCover(30, 60, 30)).toBe(15);
    expect(daysOfCover(5, 0, 30)).toBeNull();
    expect(daysOfCover(-2, 30, 30)).toBe(0);
  });
});

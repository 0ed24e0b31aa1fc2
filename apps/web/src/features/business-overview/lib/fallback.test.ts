import { describe, expect, it } from 'vitest';
import { zeroedOverview } from './fallback';

describe('zeroedOverview', () => {
  it('has one zero entry per day of the period, ending today, across a month end', () => {
    const z = zeroedOverview(7, '2026-03-03');
    expect(z.charts.salesData.map((d) => d.date)).toEqual([
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
    ]);
    expect(z.charts.salesData.every((d) => d.sales === 0 && d.orders === 0 && d.revenue === 0)).toBe(true);
    expect(z.charts.revenueData).toHaveLength(7);
    expect(z.period).toMatchObject({
      startDate: '2026-02-25',
      endDate: '2026-03-03',
      days: 7,
      previousStartDate: '2026-02-18',
      previousEndDate: '2026-02-24',
    });
    expect(Object.values(z.cards).map((c) => c.value)).toEqual([0, 0, 0, 0]);
    expect(z.summary.conversionRate).toBeNull();
    expect(zeroedOverview(90, '2026-03-03').charts.salesData).toHaveLength(90);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../lib/clock.js';
import { createProduct } from '../../test/catalog-fixtures.js';
import { signedIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { drainAnalytics } from './index.js';
import { guestOrder, setPartStatus } from './testing.js';

const TODAY = '2026-03-31T12:00:00Z'; // a Tuesday; the forecast's history ends on Monday 2026-03-30

describe('Trends & Forecasts', () => {
  const t = useTestApp({ clock: new ManualClock(TODAY) });
  const trends = (token: string, query = '') =>
    call(t().app, 'GET', `/api/vendors/analytics/trends${query}`, { token });
  let shortVendor: Awaited<ReturnType<typeof signedIn>>;
  let longVendor: Awaited<ReturnType<typeof signedIn>>;

  it('builds a small history: one vendor with three weeks, one with ten', async () => {
    const { app } = t();
    shortVendor = await signedIn(app, 'vendor', { businessName: 'Short History' });
    longVendor = await signedIn(app, 'vendor', { businessName: 'Long History' });
    const lamp = await createProduct(app, { vendorId: shortVendor.vendorId!, price: 40, stock: 100 });
    const mug = await createProduct(app, { vendorId: longVendor.vendorId!, price: 40, stock: 500 });

    t().clock.set('2026-03-20T10:00:00Z');
    await guestOrder(app, [{ productId: lamp.id, quantity: 1, price: 40 }]); // 40.00, previous period
    t().clock.set('2026-03-30T10:00:00Z');
    await guestOrder(app, [{ productId: lamp.id, quantity: 2, price: 40 }]); // 80.00
    const cancelled = await guestOrder(app, [{ productId: lamp.id, quantity: 3, price: 40 }]);

    // The long vendor: one order at the start of each of the ten weeks ending 2026-03-30, one more unit each week.
    for (let k = 0; k < 10; k++) {
      const day = new Date(Date.parse('2026-01-20T09:00:00Z') + k * 7 * 86_400_000);
      t().clock.set(day.toISOString());
      await guestOrder(app, [{ productId: mug.id, quantity: k + 1, price: 40 }]);
    }

    t().clock.set(TODAY);
    await setPartStatus(app, shortVendor.token, cancelled.vendorParts[0]!, 'cancelled');
    await drainAnalytics({ ctx: app.ctx });
  });

  it('gives daily figures with 7- and 28-day moving averages, weekly totals and the change', async () => {
    const res = await trends(shortVendor.token, '?timeRange=7');
    expect(res.statusCode).toBe(200);
    const d = res.body.data;
    expect(d.period).toEqual({
      startDate: '2026-03-25',
      endDate: '2026-03-31',
      previousStartDate: '2026-03-18',
      previousEndDate: '2026-03-24',
      days: 7,
      timeRange: 7,
    });
    // Live parts only: the cancelled order of 03-30 counts neither in revenue nor in orders.
    expect(d.summary).toEqual({
      revenue: 80,
      revenueChange: 100, // 80 against 40
      orders: 1,
      ordersChange: 0, // 1 against 1
      averageDailyRevenue: 11.43, // 80 / 7
    });
    expect(d.daily).toHaveLength(7);
    // 03-25: its 7-day window (03-19..03-25) still holds the 40 of 03-20.
    expect(d.daily[0]).toMatchObject({ date: '2026-03-25', revenue: 0, orders: 0, revenueMa7: 5.71 });
    // 03-30: the 7-day window (03-24..03-30) holds 80; the 28-day window (03-03..03-30) holds 40 + 80.
    expect(d.daily[5]).toEqual({
      date: '2026-03-30',
      revenue: 80,
      orders: 1,
      revenueMa7: 11.43,
      revenueMa28: 4.29,
      ordersMa7: 0.14,
      ordersMa28: 0.07,
    });
    expect(d.daily[6]).toMatchObject({ date: '2026-03-31', revenue: 0, revenueMa7: 11.43 });
    expect(d.weekly).toEqual([
      { weekStart: '2026-03-23', weekEnd: '2026-03-29', days: 5, revenue: 0, orders: 0 },
      { weekStart: '2026-03-30', weekEnd: '2026-04-05', days: 2, revenue: 80, orders: 1 },
    ]);
  });

  it('gives no forecast with fewer than 8 weeks of history, and says why', async () => {
    const d = (await trends(shortVendor.token)).body.data;
    // First order 2026-03-20, history to 2026-03-30: 11 days, one complete week.
    expect(d.firstOrderDate).toBe('2026-03-20');
    expect(d.weeksOfHistory).toBe(1);
    expect(d.forecast).toBeNull();
    expect(d.forecastReason).toBe('A forecast needs at least 8 weeks of sales history; you have 1.');
  });

  it('forecasts the next 30 days from the weekly totals, stating the method', async () => {
    const d = (await trends(longVendor.token, '?timeRange=90')).body.data;
    expect(d.weeksOfHistory).toBe(10);
    expect(d.forecastReason).toBeNull();
    const f = d.forecast;
    expect(f).toMatchObject({
      basedOnWeeks: 10,
      confidence: 0.95,
      historyStartDate: '2026-01-20',
      historyEndDate: '2026-03-30',
      startDate: '2026-03-31',
      endDate: '2026-04-29',
    });
    expect(f.method).toMatch(/^Linear regression/);
    expect(f.revenue.days).toHaveLength(30);
    // Weekly totals 40, 80, ... 400: the line 40 + 40 x, a perfect fit (no band).
    // Today sits at week 10 - 3/7: (40 + 40 * (10 - 3/7)) / 7 = 60.41 a day.
    expect(f.revenue.slopePerWeek).toBe(40);
    expect(f.revenue.days[0]).toEqual({ date: '2026-03-31', value: 60.41, lower: 60.41, upper: 60.41 });
    // 30 days = 30/7 weeks at the line's value in their middle (week 10 + 11.5/7): 2167.35.
    expect(f.revenue.total).toEqual({ value: 2167.35, lower: 2167.35, upper: 2167.35 });
    // One order a week: 1/7 a day, 30/7 in 30 days.
    expect(f.orders.days[29]).toEqual({ date: '2026-04-29', value: 0.14, lower: 0.14, upper: 0.14 });
    expect(f.orders.total.value).toBe(4.29);
    // The period's own figures (2026-01-01..2026-03-31): all ten orders, 55 units x 40.
    expect(d.summary.revenue).toBe(2200);
    expect(d.summary.orders).toBe(10);
  });

  it('reads explicit dates, with N/A change when the previous period had nothing', async () => {
    const d = (await trends(shortVendor.token, '?startDate=2026-03-20&endDate=2026-03-20')).body.data;
    expect(d.period).toMatchObject({
      startDate: '2026-03-20',
      endDate: '2026-03-20',
      days: 1,
      timeRange: null,
    });
    expect(d.summary).toMatchObject({ revenue: 40, revenueChange: null, orders: 1, ordersChange: null });
  });

  it('shows an impersonating admin exactly what the vendor sees', async () => {
    const admin = await signedIn(t().app, 'admin');
    const imp = await call(t().app, 'POST', `/api/admin/vendors/${shortVendor.vendorId}/impersonate`, {
      token: admin.token,
    });
    expect(imp.statusCode).toBe(200);
    const seen = await trends(imp.body.data.token, '?timeRange=30');
    expect(seen.statusCode).toBe(200);
    expect(seen.body).toEqual((await trends(shortVendor.token, '?timeRange=30')).body);
  });

  it('answers a vendor with no orders with zeros and no first order', async () => {
    const fresh = await signedIn(t().app, 'vendor');
    const d = (await trends(fresh.token, '?timeRange=7')).body.data;
    expect(d.firstOrderDate).toBeNull();
    expect(d.weeksOfHistory).toBe(0);
    expect(d.summary).toEqual({
      revenue: 0,
      revenueChange: 0,
      orders: 0,
      ordersChange: 0,
      averageDailyRevenue: 0,
    });
    expect(d.daily.map((x: { revenue: number }) => x.revenue)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(d.forecastReason).toBe('A forecast needs at least 8 weeks of sales history; you have 0.');
  });

  it('reads two statements on the rollups, whatever the range', async () => {
    const execute = vi.spyOn(t().app.ctx.db, 'execute');
    try {
      expect((await trends(longVendor.token, '?timeRange=365')).statusCode).toBe(200);
      expect(execute).toHaveBeenCalledTimes(2);
    } finally {
      execute.mockRestore();
    }
  });

  it('is for vendors only', async () => {
    expect((await call(t().app, 'GET', '/api/vendors/analytics/trends')).statusCode).toBe(401);
    const customer = await signedIn(t().app, 'customer');
    expect((await trends(customer.token)).statusCode).toBe(403);
    const admin = await signedIn(t().app, 'admin');
    expect((await trends(admin.token)).statusCode).toBe(403);
  });

  it.each([
    ['?timeRange=14', 'timeRange'],
    ['?startDate=2026-02-30&endDate=2026-03-01', 'startDate'],
    ['?startDate=2024-01-01&endDate=2026-03-01', 'endDate'],
    ['?startDate=2026-03-01', 'endDate'],
    ['?vendorId=x', 'vendorId'],
  ])('refuses %s naming %s', async (query, field) => {
    const res = await trends(shortVendor.token, query);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.body)).toContain(field);
  });
});

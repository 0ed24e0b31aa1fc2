import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/fixtures.js';
import { performanceHistory } from '../../test/performance-history.js';
import { call, useTestApp } from '../../test/test-app.js';
import { countStatements } from '../catalog/testing.js';

const zeros = (n: number) => Array.from({ length: n }, () => 0);

describe('sales performance', () => {
  const t = useTestApp({ env: { MARKETPLACE_TIME_ZONE: 'Asia/Karachi' } });
  const sales = (token: string, query: string) =>
    call(t().app, 'GET', `/api/vendors/analytics/sales?${query}`, { token });

  it('sums live sales by day, week and month with the change against the previous period (Karachi days)', async () => {
    t().clock.set('2025-06-14T12:00:00Z'); // 17:00 in Karachi
    const h = await performanceHistory(t().app);

    const res = await sales(h.vendor.token, 'timeRange=7');
    expect(res.statusCode).toBe(200);
    const d = res.body.data;
    expect(d.period).toEqual({
      startDate: '2025-06-08',
      endDate: '2025-06-14',
      days: 7,
      previousStartDate: '2025-06-01',
      previousEndDate: '2025-06-07',
      timeRange: 7,
    });
    // Current: P1 80 (placed 06-07 20:00 UTC = 06-08 01:00 Karachi), P3 70, P5 15 (its cancelled lamp left out).
    expect(d.totals).toEqual({ revenue: 165, orders: 3, units: 6, averageOrder: 55 });
    expect(d.previous).toEqual({ revenue: 70, orders: 2, units: 3, averageOrder: 35 });
    // 95/70 = 135.71%, 1/2, 3/3, 20/35 = 57.14%.
    expect(d.change).toEqual({ revenue: 135.7, orders: 50, units: 100, averageOrder: 57.1 });
    expect(d.series.map((s: { key: string }) => s.key)).toEqual([
      '2025-06-08',
      '2025-06-09',
      '2025-06-10',
      '2025-06-11',
      '2025-06-12',
      '2025-06-13',
      '2025-06-14',
    ]);
    expect(d.series.slice(0, 4)).toEqual([
      {
        key: '2025-06-08',
        startDate: '2025-06-08',
        endDate: '2025-06-08',
        days: 1,
        revenue: 80,
        orders: 1,
        units: 2,
        averageOrder: 80,
      },
      {
        key: '2025-06-09',
        startDate: '2025-06-09',
        endDate: '2025-06-09',
        days: 1,
        revenue: 70,
        orders: 1,
        units: 3,
        averageOrder: 70,
      },
      {
        key: '2025-06-10',
        startDate: '2025-06-10',
        endDate: '2025-06-10',
        days: 1,
        revenue: 15,
        orders: 1,
        units: 1,
        averageOrder: 15,
      },
      {
        key: '2025-06-11',
        startDate: '2025-06-11',
        endDate: '2025-06-11',
        days: 1,
        revenue: 0,
        orders: 0,
        units: 0,
        averageOrder: null,
      },
    ]);
    // The returned poster (06-12) is not a sale.
    expect(d.series[4]).toMatchObject({ revenue: 0, orders: 0 });

    // Weeks start on Monday: Sunday 06-08 closes the week of 06-02; 06-09..06-14 is the next, partial.
    const weeks = (await sales(h.vendor.token, 'timeRange=7&groupBy=week')).body.data.series;
    expect(weeks).toEqual([
      {
        key: '2025-06-02',
        startDate: '2025-06-08',
        endDate: '2025-06-08',
        days: 1,
        revenue: 80,
        orders: 1,
        units: 2,
        averageOrder: 80,
      },
      {
        key: '2025-06-09',
        startDate: '2025-06-09',
        endDate: '2025-06-14',
        days: 6,
        revenue: 85,
        orders: 2,
        units: 4,
        averageOrder: 42.5,
      },
    ]);
    const months = (await sales(h.vendor.token, 'startDate=2025-05-20&endDate=2025-06-14&groupBy=month')).body
      .data;
    expect(months.series).toEqual([
      {
        key: '2025-05-01',
        startDate: '2025-05-20',
        endDate: '2025-05-31',
        days: 12,
        revenue: 0,
        orders: 0,
        units: 0,
        averageOrder: null,
      },
      {
        key: '2025-06-01',
        startDate: '2025-06-01',
        endDate: '2025-06-14',
        days: 14,
        revenue: 235,
        orders: 5,
        units: 9,
        averageOrder: 47,
      },
    ]);
    // Nothing at all in the previous period (04-24..05-19): the change is not computable.
    expect(months.change).toEqual({ revenue: null, orders: null, units: null, averageOrder: null });
  });

  it('splits by main category and by weekday and hour in the marketplace time zone', async () => {
    t().clock.set('2025-06-14T12:00:00Z');
    const h = await performanceHistory(t().app);
    const d = (await sales(h.vendor.token, 'timeRange=7')).body.data;
    // Lamp: 2 + 1 units (80 + 40); Mug: 2 + 1 (30 + 15). The rival's Lighting sale is not ours.
    expect(d.byCategory).toEqual([
      { categoryId: h.lighting, name: 'Lighting', units: 3, revenue: 120, share: 72.7 },
      { categoryId: h.kitchen, name: 'Kitchen', units: 3, revenue: 45, share: 27.3 },
    ]);
    // P1 is Sunday 01:00 in Karachi (Saturday 20:00 UTC), P3 Monday 09:00, P5 Tuesday 11:00.
    const weekday = Object.fromEntries(
      d.byWeekday.map((w: { name: string; orders: number; revenue: number }) => [
        w.name,
        [w.orders, w.revenue],
      ]),
    );
    expect(weekday).toEqual({
      Monday: [1, 70],
      Tuesday: [1, 15],
      Wednesday: [0, 0],
      Thursday: [0, 0],
      Friday: [0, 0],
      Saturday: [0, 0],
      Sunday: [1, 80],
    });
    expect(d.byHour).toHaveLength(24);
    expect(d.byHour.filter((x: { orders: number }) => x.orders > 0)).toEqual([
      { hour: 1, orders: 1, revenue: 80 },
      { hour: 9, orders: 1, revenue: 70 },
      { hour: 11, orders: 1, revenue: 15 },
    ]);
    const sunday = zeros(24);
    sunday[1] = 1;
    expect(d.weekdayHours[6]).toEqual({ weekday: 7, name: 'Sunday', orders: sunday });
    expect(d.weekdayHours[5].orders).toEqual(zeros(24));
  });

  it('shows a vendor only its own figures, and an impersonating admin exactly what the vendor sees', async () => {
    t().clock.set('2025-06-14T12:00:00Z');
    const h = await performanceHistory(t().app);
    const rival = (await sales(h.rival.token, 'timeRange=7')).body.data;
    expect(rival.totals).toEqual({ revenue: 990, orders: 1, units: 10, averageOrder: 990 });
    expect(rival.byCategory).toEqual([
      { categoryId: h.lighting, name: 'Lighting', units: 10, revenue: 990, share: 100 },
    ]);
    const fresh = await signedIn(t().app, 'vendor');
    const empty = (await sales(fresh.token, 'timeRange=30&groupBy=week')).body.data;
    expect(empty.totals).toEqual({ revenue: 0, orders: 0, units: 0, averageOrder: null });
    expect(empty.change).toEqual({ revenue: 0, orders: 0, units: 0, averageOrder: null });
    expect(empty.byCategory).toEqual([]);
    expect(empty.series.length).toBeGreaterThanOrEqual(5);

    const admin = await signedIn(t().app, 'admin');
    const imp = await call(t().app, 'POST', `/api/admin/vendors/${h.vendor.vendorId}/impersonate`, {
      token: admin.token,
    });
    const asAdmin = await sales(imp.body.data.token, 'timeRange=7&groupBy=week');
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.body).toEqual((await sales(h.vendor.token, 'timeRange=7&groupBy=week')).body);
    expect((await sales(admin.token, 'timeRange=7')).statusCode).toBe(403);
    expect((await call(t().app, 'GET', '/api/vendors/analytics/sales')).statusCode).toBe(401);
  });

  it('refuses bad input naming the field', async () => {
    const v = await signedIn(t().app, 'vendor');
    const field = async (query: string) => {
      const res = await sales(v.token, query);
      expect(res.statusCode).toBe(400);
      return res.body.details.map((x: { path: string }) => x.path);
    };
    expect(await field('groupBy=year')).toEqual(['groupBy']);
    expect(await field('timeRange=14')).toEqual(['timeRange']);
    expect(await field('startDate=2025-02-30&endDate=2025-03-01')).toEqual(['startDate']);
    expect(await field('startDate=2022-01-01&endDate=2025-01-01')).toEqual(['endDate']);
  });
  it('reads the rollups in at most 3 SQL statements per request', async () => {
    t().clock.set('2025-06-14T12:00:00Z');
    const h = await performanceHistory(t().app);
    await call(t().app, 'GET', '/api/vendors/analytics/sales', { token: h.vendor.token }); // the session is cached
    for (const query of [
      'timeRange=365&groupBy=day',
      'timeRange=90&groupBy=week',
      'startDate=2024-06-15&endDate=2025-06-14&groupBy=month',
    ]) {
      const counter = countStatements(t().database);
      const res = await call(t().app, 'GET', `/api/vendors/analytics/sales?${query}`, {
        token: h.vendor.token,
      });
      counter.stop();
      expect(res.statusCode).toBe(200);
      expect(counter.count, query).toBe(3);
    }
  });
});

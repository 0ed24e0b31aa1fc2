import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { signedIn } from '../../test/fixtures.js';
import { performanceHistory } from '../../test/performance-history.js';
import { call, useTestApp } from '../../test/test-app.js';
import { countStatements } from '../catalog/testing.js';

type Row = { title: string; id: string; units: number; revenue: number; previousRevenue: number };
const titles = (body: { data: { products: Row[] } }) => body.data.products.map((p) => p.title);

describe('product performance', () => {
  const t = useTestApp({ env: { MARKETPLACE_TIME_ZONE: 'Asia/Karachi' } });
  const list = (token: string, query: string) =>
    call(t().app, 'GET', `/api/vendors/analytics/products?${query}`, { token });
  const history = async () => {
    t().clock.set('2025-06-14T12:00:00Z');
    return performanceHistory(t().app);
  };

  it('lists every product with views, units, revenue, conversion, stock and trend', async () => {
    const h = await history();
    const res = await list(h.vendor.token, 'timeRange=7&sortBy=name&sortOrder=asc');
    expect(res.statusCode).toBe(200);
    const d = res.body.data;
    expect(d.period).toMatchObject({
      startDate: '2025-06-08',
      endDate: '2025-06-14',
      previousStartDate: '2025-06-01',
    });
    const row = (id: string) => d.products.find((p: Row) => p.id === id);
    // Lamp: P1 (x2) + P3 (x1) = 3 units, 120.00, 2 orders, 10 views (the 5 of 06-03 are before the period);
    // its cancelled line in P5 does not count. Previous: P0 40.00 -> +200%.
    expect(row(h.lamp)).toEqual({
      id: h.lamp,
      title: 'Lamp',
      status: 'active',
      sku: expect.any(String),
      views: 10,
      units: 3,
      revenue: 120,
      orders: 2,
      conversionRate: 20,
      stock: 7,
      previousRevenue: 40,
      trend: 200,
    });
    // Mug: P3 (x2) + P5 (x1) = 45.00 in 2 orders of 4 views; previous P2 30.00 -> +50%.
    expect(row(h.mug)).toMatchObject({
      views: 4,
      units: 3,
      revenue: 45,
      orders: 2,
      conversionRate: 50,
      stock: 12,
      trend: 50,
    });
    // Poster: cancelled and returned only, never viewed: conversion N/A.
    expect(row(h.poster)).toMatchObject({
      views: 0,
      units: 0,
      revenue: 0,
      orders: 0,
      conversionRate: null,
      stock: 3,
      trend: 0,
    });
    // Never sold but viewed: 0% conversion.
    expect(row(h.vase)).toMatchObject({
      views: 3,
      units: 0,
      revenue: 0,
      conversionRate: 0,
      stock: 5,
      trend: 0,
    });
    expect(titles(res.body)).toEqual(['Lamp', 'Mug', 'Poster', 'Unsold Vase']);
    expect(d.pagination).toMatchObject({ currentPage: 1, pageSize: 20, totalItems: 4, totalPages: 1 });

    // 30 days: nothing in the previous period, so the trend of what sold is not computable.
    const month = (await list(h.vendor.token, 'timeRange=30')).body.data.products;
    expect(month.slice(0, 2)).toMatchObject([
      { title: 'Lamp', views: 15, units: 4, revenue: 160, orders: 3, conversionRate: 20, trend: null },
      { title: 'Mug', views: 4, units: 5, revenue: 75, orders: 3, conversionRate: 75, trend: null },
    ]);
  });

  it('sums whole months from the month rollup and edge days from the day rows, as the days alone would', async () => {
    const h = await history();
    const db = t().app.ctx.db;
    for (const [from, to] of [
      ['2025-06-01', '2025-06-30'],
      ['2025-05-15', '2025-06-14'],
      ['2025-06-03', '2025-06-12'],
      ['2024-06-15', '2025-06-14'],
    ] as const) {
      const res = await list(h.vendor.token, `startDate=${from}&endDate=${to}&limit=100`);
      expect(res.statusCode, `${from}..${to}`).toBe(200);
      const previousFrom = res.body.data.period.previousStartDate;
      const sums = await queryRows<{ product_id: string; units: number; revenue: number; previous: number }>(
        db,
        sql`select product_id,
            coalesce(sum(units) filter (where day >= ${from}::date), 0)::int as units,
            coalesce(sum(revenue_minor) filter (where day >= ${from}::date), 0)::int as revenue,
            coalesce(sum(revenue_minor) filter (where day < ${from}::date), 0)::int as previous
          from analytics_product_days
          where vendor_id = ${h.vendor.vendorId} and day between ${previousFrom}::date and ${to}::date
          group by product_id`,
      );
      const byId = new Map(sums.map((r) => [r.product_id, r]));
      for (const p of res.body.data.products as Row[]) {
        const day = byId.get(p.id);
        expect([p.units, p.revenue * 100, p.previousRevenue * 100], `${p.title} ${from}..${to}`).toEqual([
          day?.units ?? 0,
          day?.revenue ?? 0,
          day?.previous ?? 0,
        ]);
      }
      expect(sums.some((r) => r.units > 0)).toBe(from <= '2025-06-12');
    }
  });

  it('sorts by every column (nulls last) and pages', async () => {
    const h = await history();
    const sorted = async (q: string) => titles((await list(h.vendor.token, `timeRange=7&${q}`)).body);
    expect((await sorted('')).slice(0, 2)).toEqual(['Lamp', 'Mug']);
    expect(await sorted('sortBy=conversion&sortOrder=desc')).toEqual([
      'Mug',
      'Lamp',
      'Unsold Vase',
      'Poster',
    ]);
    expect(await sorted('sortBy=conversion&sortOrder=asc')).toEqual(['Unsold Vase', 'Lamp', 'Mug', 'Poster']);
    expect(await sorted('sortBy=stock&sortOrder=asc')).toEqual(['Poster', 'Unsold Vase', 'Lamp', 'Mug']);
    expect(await sorted('sortBy=views&sortOrder=desc')).toEqual(['Lamp', 'Mug', 'Unsold Vase', 'Poster']);
    expect(await sorted('sortBy=name&sortOrder=desc')).toEqual(['Unsold Vase', 'Poster', 'Mug', 'Lamp']);
    expect((await sorted('sortBy=trend&sortOrder=desc')).slice(0, 2)).toEqual(['Lamp', 'Mug']);
    expect((await sorted('sortBy=units&sortOrder=asc')).slice(2)).toEqual(['Lamp', 'Mug']);

    const page2 = await list(h.vendor.token, 'timeRange=7&sortBy=name&sortOrder=asc&limit=3&page=2');
    expect(titles(page2.body)).toEqual(['Unsold Vase']);
    expect(page2.body.data.pagination).toEqual({
      currentPage: 2,
      pageSize: 3,
      totalItems: 4,
      totalPages: 2,
      hasNextPage: false,
      hasPrevPage: true,
    });
    const past = await list(h.vendor.token, 'limit=3&page=5');
    expect(past.body.data.products).toEqual([]);
    expect(past.body.data.pagination).toMatchObject({ totalItems: 4, totalPages: 2 });
    const found = await list(h.vendor.token, 'search=VASE');
    expect(titles(found.body)).toEqual(['Unsold Vase']);
    expect(found.body.data.search).toBe('VASE');
    expect(titles((await list(h.vendor.token, 'search=%25')).body)).toEqual([]);
  });

  it("never shows another vendor's products; an impersonating admin sees what the vendor sees", async () => {
    const h = await history();
    const rival = (await list(h.rival.token, 'timeRange=7')).body.data;
    expect(rival.products).toHaveLength(1);
    expect(rival.products[0]).toMatchObject({
      id: h.rivalItem,
      views: 100,
      units: 10,
      revenue: 990,
      conversionRate: 1,
    });
    const mine = (await list(h.vendor.token, 'timeRange=7')).body.data.products;
    expect(mine.map((p: Row) => p.id)).not.toContain(h.rivalItem);

    const fresh = await signedIn(t().app, 'vendor');
    const none = (await list(fresh.token, '')).body.data;
    expect(none.products).toEqual([]);
    expect(none.pagination).toMatchObject({ totalItems: 0, totalPages: 1 });

    const admin = await signedIn(t().app, 'admin');
    const imp = await call(t().app, 'POST', `/api/admin/vendors/${h.vendor.vendorId}/impersonate`, {
      token: admin.token,
    });
    const q = 'timeRange=7&sortBy=name';
    expect((await list(imp.body.data.token, q)).body).toEqual((await list(h.vendor.token, q)).body);
    expect((await list(admin.token, q)).statusCode).toBe(403);
  });

  it('refuses bad input naming the field', async () => {
    const v = await signedIn(t().app, 'vendor');
    const field = async (query: string) => {
      const res = await list(v.token, query);
      expect(res.statusCode).toBe(400);
      return res.body.details.map((x: { path: string }) => x.path);
    };
    expect(await field('sortBy=price')).toEqual(['sortBy']);
    expect(await field('sortOrder=up')).toEqual(['sortOrder']);
    expect(await field('limit=500')).toEqual(['limit']);
    expect(await field('page=0')).toEqual(['page']);
    expect(await field('timeRange=60')).toEqual(['timeRange']);
    expect(await field('endDate=2025-01-01')).toEqual(['startDate']);
  });
  it('reads the rollups in at most 1 SQL statement per request', async () => {
    t().clock.set('2025-06-14T12:00:00Z');
    const h = await performanceHistory(t().app);
    await call(t().app, 'GET', '/api/vendors/analytics/products', { token: h.vendor.token }); // the session is cached
    for (const query of [
      'timeRange=365',
      'timeRange=7&sortBy=views',
      'sortBy=conversion&sortOrder=asc&search=lamp',
      'sortBy=name&page=2&limit=2',
    ]) {
      const counter = countStatements(t().database);
      const res = await call(t().app, 'GET', `/api/vendors/analytics/products?${query}`, {
        token: h.vendor.token,
      });
      counter.stop();
      expect(res.statusCode).toBe(200);
      expect(counter.count, query).toBe(1);
    }
  });
});

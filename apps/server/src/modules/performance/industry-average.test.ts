import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { categories, products } from '../../db/schema/index.js';
import { createProduct } from '../../test/catalog-fixtures.js';
import { signedIn } from '../../test/fixtures.js';
import { insertPart } from '../../test/performance-history.js';
import { call, useTestApp } from '../../test/test-app.js';
import { drainAnalytics } from '../analytics/index.js';
import { INDUSTRY_FIGURES_TTL_MS } from './industry-cache.js';
import { industryFigures } from './performance.queries.js';

/**
 * The industry average over a fixed set of vendors (UTC days; today 2026-03-20, the last 30 days
 * are 02-19..03-20). Peers sell in the vendor's main category 'Garden'; each has one delivered
 * order in the period of 10.00 x its number (10, 20, 30, 40, then 50).
 * Left out: a pending vendor, a vendor in another category, a peer whose only sale is older.
 */
describe('performance: industry average', () => {
  const t = useTestApp();

  it('pools at least 5 other vendors of the same main categories, and explains why not below 5', async () => {
    t().clock.set('2026-03-20T12:00:00Z');
    const app = t().app;
    const slug = `garden-${Date.now()}`;
    const [garden] = await app.ctx.db
      .insert(categories)
      .values({ vendorId: null, name: `Garden ${slug}`, slug })
      .returning({ id: categories.id });
    const [tools] = await app.ctx.db
      .insert(categories)
      .values({ vendorId: null, name: `Tools ${slug}`, slug: `tools-${slug}` })
      .returning({ id: categories.id });
    const shop = async (category: string, status: 'approved' | 'pending' = 'approved') => {
      const v = await signedIn(app, 'vendor', { verificationStatus: status });
      const p = await createProduct(app, { vendorId: v.vendorId!, title: 'Spade', stock: 100 });
      await app.ctx.db.update(products).set({ mainCategoryId: category }).where(eq(products.id, p.id));
      return { ...v, productId: p.id };
    };
    const sell = async (v: { vendorId?: string; productId: string }, when: string, units: number) =>
      insertPart(app, {
        vendorId: v.vendorId!,
        when,
        status: 'delivered',
        lines: [{ productId: v.productId, quantity: units, unitMinor: 1000 }],
      });

    const me = await shop(garden!.id);
    await sell(me, '2026-03-10T10:00:00Z', 6); // 60.00
    const outsiders = [await shop(garden!.id, 'pending'), await shop(tools!.id)];
    for (const o of outsiders) await sell(o, '2026-03-10T10:00:00Z', 100);
    const old = await shop(garden!.id);
    await sell(old, '2026-01-05T10:00:00Z', 100);
    const peers = [];
    for (let k = 1; k <= 4; k++) {
      const p = await shop(garden!.id);
      await sell(p, '2026-03-01T10:00:00Z', k);
      peers.push(p);
    }
    await drainAnalytics({ ctx: app.ctx });
    const read = () =>
      call(app, 'GET', '/api/vendors/performance?comparison=industry_average', { token: me.token });

    const four = (await read()).body.data;
    expect(four.comparison).toMatchObject({
      kind: 'industry_average',
      available: false,
      vendors: null,
      reason:
        'Industry average needs at least 5 other vendors selling in your main categories in this period (4 found)',
    });
    expect(four.comparisons.revenue).toEqual({ current: 60, comparison: null, change: null });

    const fifth = await shop(garden!.id);
    await sell(fifth, '2026-03-02T10:00:00Z', 5);
    await drainAnalytics({ ctx: app.ctx });
    // The pool is kept per vendor and period for INDUSTRY_FIGURES_TTL_MS: the fifth peer joins
    // once that has passed, not before.
    expect((await read()).body.data.comparison).toMatchObject({ available: false, vendors: null });
    t().clock.advance(INDUSTRY_FIGURES_TTL_MS - 1);
    expect((await read()).body.data.comparison).toMatchObject({ available: false, vendors: null });
    t().clock.advance(2);
    const res = await read();
    expect(res.statusCode).toBe(200);
    const d = res.body.data;
    expect(d.comparison).toMatchObject({
      available: true,
      reason: null,
      vendors: 5,
      startDate: '2026-02-19',
    });
    // Revenue (10+20+30+40+50)/5 = 30 per vendor; one order and one new customer each; 3 units each.
    expect(d.comparisons.revenue).toEqual({ current: 60, comparison: 30, change: 1 });
    expect(d.comparisons.orders).toEqual({ current: 1, comparison: 1, change: 0 });
    expect(d.comparisons.products).toEqual({ current: 6, comparison: 3, change: 1 });
    expect(d.comparisons.customers).toEqual({ current: 1, comparison: 1, change: 0 });
    // AOV pooled: 150 / 5 orders = 30. Spend is not recorded by 5 peers: no CAC or ROI comparison.
    expect(d.kpis.averageOrderValue).toBe(60);
    expect(d.kpis.aovChange).toBe(1);
    expect(d.kpis.reasons.comparison).toBe('Fewer than 5 of these vendors recorded their marketing spend');
    expect(d.insights.map((i: { title: string }) => i.title)).toContain('Revenue is growing');
    // Nothing names or exposes a single vendor.
    const text = JSON.stringify(res.body);
    for (const v of [...peers, fifth, old, ...outsiders]) {
      expect(text).not.toContain(v.vendorId!);
      expect(text).not.toContain(v.email);
    }

    // Over 90 days (2025-12-21..2026-03-20: January and February read as whole months, the edge
    // days from the day rows) the peer whose sale fell on 01-05 joins: 6 vendors, (150 + 1,000) / 6
    // revenue each, and still one order and one new customer each (its customer from the first months).
    const ninety = (
      await call(app, 'GET', '/api/vendors/performance?comparison=industry_average&timeRange=90', {
        token: me.token,
      })
    ).body.data;
    expect(ninety.comparison).toMatchObject({ available: true, vendors: 6, startDate: '2025-12-21' });
    expect(ninety.comparisons.revenue.comparison).toBeCloseTo(1150 / 6, 2);
    expect(ninety.comparisons.orders.comparison).toBe(1);
    expect(ninety.comparisons.customers.comparison).toBe(1);

    // With spend recorded by the vendor and all 5 peers (28.00 in February, 31.00 in March: 10 and
    // 20 of their days fall in the period, 30.00 each): CAC 30 each, pooled.
    for (const v of [me, ...peers, fifth])
      for (const [month, amount] of [
        ['2026-02', 28],
        ['2026-03', 31],
      ] as const) {
        const put = await call(app, 'PUT', '/api/vendors/performance/spend', {
          token: v.token,
          body: { month, amount },
        });
        expect(put.statusCode).toBe(200);
      }
    t().clock.advance(INDUSTRY_FIGURES_TTL_MS + 1);
    const spent = (await read()).body.data;
    expect(spent.kpis).toMatchObject({ customerAcquisitionCost: 30, cacChange: 0, returnOnInvestment: 1 });
    expect(spent.kpis.reasons.comparison).toBeNull();

    // Months plus or minus edge days (signedMonthCover) give what the peers' days sum to, over
    // ranges whose edges are added or subtracted, with sales on subtracted days (03-01, 01-05).
    const peerIds = [...peers, fifth, old].map((v) => v.vendorId!);
    for (const [from, to] of [
      ['2026-03-02', '2026-03-31'],
      ['2026-01-06', '2026-03-20'],
      ['2026-01-01', '2026-03-01'],
      ['2025-12-21', '2026-03-20'],
      ['2026-02-19', '2026-03-20'],
      ['2026-03-01', '2026-03-01'],
    ] as const) {
      const [direct] = await queryRows<Record<string, string | number | null>>(
        app.ctx.db,
        sql`with f as (
            select vendor_id, sum(orders) as orders, sum(live_orders) as live_orders, sum(units) as units,
              sum(revenue_minor) as revenue_minor, sum(new_customers) as new_customers
            from analytics_vendor_days
            where vendor_id in (select value::uuid from json_array_elements_text(${JSON.stringify(peerIds)}::json))
              and day between ${from}::date and ${to}::date
            group by vendor_id having sum(live_orders) > 0)
          select count(*) as vendors, coalesce(sum(orders), 0) as orders, coalesce(sum(live_orders), 0) as live_orders,
            coalesce(sum(units), 0) as units, coalesce(sum(revenue_minor), 0) as revenue_minor,
            coalesce(sum(new_customers), 0) as new_customers,
            (select coalesce(sum(c.customers), 0) from analytics_customer_first_days c
              where c.vendor_id in (select vendor_id from f) and c.first_day between ${from}::date and ${to}::date) as first_customers,
            (select coalesce(sum(c.spent_minor), 0) from analytics_customer_first_days c
              where c.vendor_id in (select vendor_id from f) and c.first_day between ${from}::date and ${to}::date) as first_spent
          from f`,
      );
      const pooled = await industryFigures(app.ctx.db, {
        vendorId: me.vendorId!,
        range: { from, to },
        months: [],
      });
      expect(
        {
          vendors: pooled.vendors,
          orders: pooled.totals.orders,
          liveOrders: pooled.totals.liveOrders,
          units: pooled.totals.units,
          revenueMinor: pooled.totals.revenueMinor,
          newCustomers: pooled.totals.newCustomers,
          firstCustomers: pooled.firstCustomers,
          firstSpentMinor: pooled.firstSpentMinor,
        },
        `${from}..${to}`,
      ).toEqual({
        vendors: Number(direct!.vendors),
        orders: Number(direct!.orders),
        liveOrders: Number(direct!.live_orders),
        units: Number(direct!.units),
        revenueMinor: Number(direct!.revenue_minor),
        newCustomers: Number(direct!.new_customers),
        firstCustomers: Number(direct!.first_customers),
        firstSpentMinor: Number(direct!.first_spent),
      });
      expect(pooled.vendors, `${from}..${to}`).toBeGreaterThan(0);
    }

    // A vendor without a main category on its products has no industry to compare with.
    const lone = await signedIn(app, 'vendor');
    const none = (
      await call(app, 'GET', '/api/vendors/performance?comparison=industry_average', { token: lone.token })
    ).body.data;
    expect(none.comparison).toMatchObject({
      available: false,
      reason: 'Industry average needs products with a main category',
    });
  });
});

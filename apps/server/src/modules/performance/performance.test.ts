import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { productViewsDaily } from '../../db/schema/index.js';
import { signedIn } from '../../test/fixtures.js';
import { performanceHistory } from '../../test/performance-history.js';
import { call, useTestApp } from '../../test/test-app.js';
import { countStatements } from '../catalog/testing.js';
import { vendorDetails } from './performance.queries.js';

describe('performance dashboard', () => {
  const t = useTestApp({ env: { MARKETPLACE_TIME_ZONE: 'Asia/Karachi' } });
  const dashboard = (token: string, query = 'timeRange=7') =>
    call(t().app, 'GET', `/api/vendors/performance?${query}`, { token });
  const history = async () => {
    t().clock.set('2025-06-14T12:00:00Z');
    const h = await performanceHistory(t().app);
    // Lamp: 10 more views on 06-10, so its views rose (5 -> 20) while its conversion fell (1/5 -> 2/20).
    await t()
      .app.ctx.db.insert(productViewsDaily)
      .values({ productId: h.lamp, day: '2025-06-10', views: 10 });
    return h;
  };

  it('compares the period with the one before: cards, trends, KPIs and insights', async () => {
    const h = await history();
    const res = await dashboard(h.vendor.token);
    expect(res.statusCode).toBe(200);
    const d = res.body.data;
    expect(d.period).toEqual({ timeRange: 7, startDate: '2025-06-08', endDate: '2025-06-14', days: 7 });
    expect(d.comparison).toEqual({
      kind: 'previous_period',
      label: 'the previous period',
      available: true,
      reason: null,
      startDate: '2025-06-01',
      endDate: '2025-06-07',
      vendors: null,
    });
    // Now: P1 80, P3 70, P5 15 live (P4 cancelled, P6 returned): 5 orders placed, 6 units; 27 views.
    expect(d.overview).toEqual({
      revenue: 165,
      orders: 5,
      productsSold: 6,
      conversionRate: 0.1111,
      newCustomers: 5,
      retentionRate: 0,
      productViews: 27,
    });
    expect(d.comparisons.revenue).toEqual({ current: 165, comparison: 70, change: 1.3571 });
    expect(d.comparisons.orders).toEqual({ current: 5, comparison: 2, change: 1.5 });
    expect(d.comparisons.products).toEqual({ current: 6, comparison: 3, change: 1 });
    expect(d.comparisons.customers).toEqual({ current: 5, comparison: 2, change: 1.5 });
    expect(d.trends).toHaveLength(7);
    expect(d.trends[0]).toEqual({ date: '2025-06-08', revenue: 80, orders: 1, customers: 1 });
    expect(d.trends.reduce((n: number, x: { revenue: number }) => n + x.revenue, 0)).toBe(165);
    // AOV 165 / 3 live = 55 against 70 / 2 = 35. No spend recorded: CAC and ROI are N/A with the month to enter.
    expect(d.kpis).toMatchObject({
      averageOrderValue: 55,
      aovChange: 0.5714,
      customerAcquisitionCost: null,
      cacChange: null,
      returnOnInvestment: null,
      roiChange: null,
      missingSpendMonths: ['2025-06'],
    });
    expect(d.kpis.reasons.customerAcquisitionCost).toBe('Enter your marketing spend for 2025-06');
    expect(d.goals).toEqual({
      month: '2025-06',
      revenue: { target: null, current: 235, progress: null },
      orders: { target: null, current: 7, progress: null },
      customers: { target: null, current: 7, progress: null },
      lastChange: null,
    });
    expect(d.spend).toEqual([{ month: '2025-06', amount: null, lastChange: null }]);
    expect(d.insights.map((i: { title: string }) => i.title)).toEqual([
      'Best seller low on stock: Lamp',
      'Lamp: more views, fewer sales',
      'Revenue is growing',
    ]);
  });

  it('with spend and goals: CAC, ROI, gauges; the same period last year', async () => {
    const h = await history();
    const put = (path: string, body: unknown) =>
      call(t().app, 'PUT', `/api/vendors/performance/${path}`, { token: h.vendor.token, body });
    expect((await put('spend', { month: '2025-06', amount: 300 })).statusCode).toBe(200);
    const goals = await put('goals', { month: '2025-06', revenue: 470, orders: 5, customers: null });
    expect(goals.statusCode).toBe(200);
    expect(goals.body.data).toMatchObject({ month: '2025-06', revenue: 470, orders: 5, customers: null });
    expect(goals.body.data.lastChange).toMatchObject({ admin: null, by: expect.any(String) });

    const d = (await dashboard(h.vendor.token)).body.data;
    // 7 of June's 30 days: spend 70.00 in each week. CAC 70 / 5 new customers = 14; before 70 / 2 = 35.
    expect(d.kpis.customerAcquisitionCost).toBe(14);
    expect(d.kpis.cacChange).toBe(-0.6);
    // ROI (earnings 165 - 70) / 70.
    expect(d.kpis.returnOnInvestment).toBe(1.3571);
    expect(d.goals.revenue).toEqual({ target: 470, current: 235, progress: 0.5 });
    expect(d.goals.orders).toEqual({ target: 5, current: 7, progress: 1 });
    expect(d.insights.map((i: { title: string }) => i.title)).toContain('June 2025 orders goal reached');

    const lastYear = (await dashboard(h.vendor.token, 'timeRange=7&comparison=previous_year')).body.data;
    expect(lastYear.comparison).toMatchObject({
      startDate: '2024-06-08',
      endDate: '2024-06-14',
      available: true,
    });
    expect(lastYear.comparisons.revenue).toEqual({ current: 165, comparison: 0, change: null });
  });

  it('records who changed goals and spend: an impersonating admin is named and stored', async () => {
    const h = await history();
    const admin = await signedIn(t().app, 'admin', { name: 'Ada Admin' });
    const imp = await call(t().app, 'POST', `/api/admin/vendors/${h.vendor.vendorId}/impersonate`, {
      token: admin.token,
    });
    const token = imp.body.data.token;
    expect((await dashboard(token)).statusCode).toBe(200);
    const res = await call(t().app, 'PUT', '/api/vendors/performance/spend', {
      token,
      body: { month: '2025-06', amount: 120.5 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.lastChange).toMatchObject({ admin: 'Ada Admin' });
    const [row] = await queryRows<{ updated_by_admin: string; updated_by: string }>(
      t().app.ctx.db,
      sql`select updated_by, updated_by_admin from vendor_marketing_spend where vendor_id = ${h.vendor.vendorId}`,
    );
    expect(row).toEqual({ updated_by: h.vendor.id, updated_by_admin: admin.id });
    const d = (await dashboard(h.vendor.token)).body.data;
    expect(d.spend[0]).toMatchObject({ month: '2025-06', amount: 120.5, lastChange: { admin: 'Ada Admin' } });
    // The vendor itself changing it again clears the admin.
    await call(t().app, 'PUT', '/api/vendors/performance/spend', {
      token: h.vendor.token,
      body: { month: '2025-06', amount: 100 },
    });
    const again = (await dashboard(h.vendor.token)).body.data;
    expect(again.spend[0]).toMatchObject({ amount: 100, lastChange: { admin: null } });
  });

  it("keeps each vendor's goals and spend to itself", async () => {
    const h = await history();
    await call(t().app, 'PUT', '/api/vendors/performance/goals', {
      token: h.rival.token,
      body: { month: '2025-06', revenue: 5, orders: 1, customers: 1 },
    });
    await call(t().app, 'PUT', '/api/vendors/performance/spend', {
      token: h.rival.token,
      body: { month: '2025-06', amount: 999 },
    });
    const mine = (await dashboard(h.vendor.token)).body.data;
    expect(mine.goals.revenue.target).toBeNull();
    expect(mine.spend[0].amount).toBeNull();
    const rival = (await dashboard(h.rival.token)).body.data;
    expect(rival.goals.revenue).toMatchObject({ target: 5, progress: 1 });
    expect(rival.overview.revenue).toBe(990);
    // A vendor's figures never include another's: the rival's sale is not in the vendor's revenue.
    expect(mine.overview.revenue).toBe(165);
  });

  it('refuses bad input naming the field, before or after signing in', async () => {
    const v = await signedIn(t().app, 'vendor');
    const fields = async (method: 'GET' | 'PUT', path: string, body?: unknown) => {
      const res = await call(t().app, method, `/api/vendors/performance${path}`, { token: v.token, body });
      expect(res.statusCode).toBe(400);
      return res.body.details.map((x: { path: string }) => x.path);
    };
    expect(await fields('GET', '?comparison=yesterday')).toEqual(['comparison']);
    expect(await fields('GET', '?timeRange=14')).toEqual(['timeRange']);
    const goals = { month: '2025-06', revenue: 100, orders: 2, customers: 3 };
    expect(await fields('PUT', '/goals', { ...goals, revenue: -1 })).toEqual(['revenue']);
    expect(await fields('PUT', '/goals', { ...goals, orders: 'many' })).toEqual(['orders']);
    expect(await fields('PUT', '/goals', { ...goals, customers: -2 })).toEqual(['customers']);
    expect(await fields('PUT', '/goals', { ...goals, month: 'June' })).toEqual(['month']);
    expect(await fields('PUT', '/spend', { month: '2025-06', amount: 'lots' })).toEqual(['amount']);
    expect(await fields('PUT', '/spend', { month: '2025-06', amount: -10 })).toEqual(['amount']);
    const count = await queryRows<{ n: number }>(
      t().app.ctx.db,
      sql`select (select count(*) from vendor_monthly_goals where vendor_id = ${v.vendorId})
        + (select count(*) from vendor_marketing_spend where vendor_id = ${v.vendorId}) as n`,
    );
    expect(Number(count[0]!.n)).toBe(0);
    // Guests get 401 before any validation; admins and customers 403.
    expect(
      (await call(t().app, 'PUT', '/api/vendors/performance/goals', { body: { month: 'x' } })).statusCode,
    ).toBe(401);
    const admin = await signedIn(t().app, 'admin');
    expect((await call(t().app, 'GET', '/api/vendors/performance', { token: admin.token })).statusCode).toBe(
      403,
    );
  });

  it('counts the customer lifetime value over the customers first seen in the period, as the customer rows do', async () => {
    const h = await history();
    // 7 days inside June; 30 and 90 days cross month starts (whole months plus or minus edge days).
    for (const timeRange of [7, 30, 90]) {
      const d = (await dashboard(h.vendor.token, `timeRange=${timeRange}`)).body.data;
      const [direct] = await queryRows<{ customers: number; spent: string | null }>(
        t().app.ctx.db,
        sql`select count(*)::int as customers, sum(spent_minor) as spent from analytics_vendor_customers
          where vendor_id = ${h.vendor.vendorId} and first_day between ${d.period.startDate}::date and ${d.period.endDate}::date`,
      );
      expect(direct!.customers, `${timeRange} days`).toBeGreaterThan(0);
      expect(d.kpis.customerLifetimeValue, `${timeRange} days`).toBe(
        Math.round(Number(direct!.spent) / direct!.customers) / 100,
      );
    }
  });

  it("reads each product's orders and units from months and edge days as the day rows sum them", async () => {
    const h = await history();
    // A day in May before the 30-day period (05-16 to 06-14), counted by May's month row too: read as
    // May's row less its first 15 days, the period must take it away again.
    await t().app.ctx.db.execute(sql`insert into analytics_product_days (vendor_id, day, product_id, units, revenue_minor, orders)
      values (${h.vendor.vendorId}, '2025-05-10', ${h.lamp}, 3, 0, 2)`);
    await t().app.ctx.db.execute(sql`insert into analytics_product_months (vendor_id, month, product_id, units, revenue_minor, orders)
      values (${h.vendor.vendorId}, '2025-05-01', ${h.lamp}, 3, 0, 2)
      on conflict (vendor_id, month, product_id) do update
        set units = analytics_product_months.units + 3, orders = analytics_product_months.orders + 2`);
    for (const timeRange of [7, 30, 90]) {
      const d = (await dashboard(h.vendor.token, `timeRange=${timeRange}`)).body.data;
      const current = { from: d.period.startDate, to: d.period.endDate };
      const before = { from: d.comparison.startDate, to: d.comparison.endDate };
      const details = await vendorDetails(t().app.ctx.db, {
        vendorId: h.vendor.vendorId!,
        current,
        before,
        goalMonth: current.to.slice(0, 7).concat('-01'),
        spendFrom: before.from.slice(0, 7).concat('-01'),
        spendTo: current.to.slice(0, 7).concat('-01'),
      });
      const direct = await queryRows<{ id: string; orders: number; previous_orders: number; units: number }>(
        t().app.ctx.db,
        sql`select product_id::text as id,
            coalesce(sum(orders) filter (where day between ${current.from}::date and ${current.to}::date), 0)::int as orders,
            coalesce(sum(orders) filter (where day between ${before.from}::date and ${before.to}::date), 0)::int as previous_orders,
            coalesce(sum(units) filter (where day between ${current.from}::date and ${current.to}::date), 0)::int as units
          from analytics_product_days where vendor_id = ${h.vendor.vendorId}
            and (day between ${current.from}::date and ${current.to}::date or day between ${before.from}::date and ${before.to}::date)
          group by product_id`,
      );
      expect(direct.length, `${timeRange} days`).toBeGreaterThan(0);
      for (const row of direct) {
        const product = details.products.find((p) => p.id === row.id);
        expect(
          { orders: product?.orders, previousOrders: product?.previousOrders, units: product?.units },
          `${timeRange} days, ${row.id}`,
        ).toEqual({ orders: row.orders, previousOrders: row.previous_orders, units: row.units });
      }
    }
  });

  it('reads in at most 4 SQL statements per request', async () => {
    const h = await history();
    await dashboard(h.vendor.token);
    const counter = countStatements(t().database);
    await dashboard(h.vendor.token, 'timeRange=365&comparison=industry_average');
    counter.stop();
    expect(counter.count).toBeLessThanOrEqual(4);
  });
});

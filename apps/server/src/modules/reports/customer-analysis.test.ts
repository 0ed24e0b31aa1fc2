import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../db/schema/index.js';
import { call, useTestApp } from '../../test/test-app.js';
import { buildFixedHistory } from '../analytics/fixed-history.testing.js';

/**
 * The sales report's customerAnalysis (customers type) on the fixed history
 * (analytics/fixed-history.testing.ts), read on 2026-03-15 (UTC), lamp 40.00 in 'Lighting', mug
 * 15.00 in 'Kitchen': see sales-report.test.ts for the parts of the period.
 */
describe('sales reports: customer analysis', () => {
  const t = useTestApp();
  let vendor: { token: string };
  let lighting: string;
  let kitchen: string;
  const get = (query: string) =>
    call(t().app, 'GET', `/api/vendors/reports/sales?${query}`, { token: vendor.token });
  const PERIOD = 'startDate=2026-02-01&endDate=2026-03-15';

  beforeAll(async () => {
    const h = await buildFixedHistory(t().app, t().clock);
    vendor = h.vendor;
    const db = t().app.ctx.db;
    const [l, k] = await db
      .insert(categories)
      .values([
        { name: `Lighting ${Date.now()}`, slug: `lighting-${Date.now()}` },
        { name: `Kitchen ${Date.now()}`, slug: `kitchen-${Date.now()}` },
      ])
      .returning();
    lighting = l!.id;
    kitchen = k!.id;
    await db.update(products).set({ mainCategoryId: lighting }).where(eq(products.title, 'Lamp'));
    await db.update(products).set({ mainCategoryId: kitchen }).where(eq(products.title, 'Mug'));
  });

  it("analyses the period's customers as Customer Insights counts them, and splits the report's sales new/returning", async () => {
    const d = (await get(`${PERIOD}&reportType=customers`)).body.data;
    // alice (Feb 10), bob (Feb 20, Mar 14), carol (cancelled), dan, erin; new: carol, dan, erin; repeat: alice, bob.
    // Sales: dan 40 and erin 40 are new; alice 120 and bob 40 + 40 returning (carol's part is cancelled).
    expect(d.customerAnalysis).toEqual({
      totalCustomers: 5,
      newCustomers: 3,
      returningCustomers: 2,
      repeatCustomers: 2,
      repeatCustomerRate: 40,
      repeatRateDefinition: expect.stringContaining('more than one order'),
      newCustomerOrders: 2,
      returningCustomerOrders: 3,
      newCustomerSales: 80,
      returningCustomerSales: 200,
    });
    expect(d.customerAnalysis.newCustomerSales + d.customerAnalysis.returningCustomerSales).toBe(
      d.summary.totalSales,
    );
    // The same counts as the Customer Insights screen for the same period.
    const insights = await call(t().app, 'GET', `/api/vendors/analytics/customers?${PERIOD}`, {
      token: vendor.token,
    });
    const { repeatRateDefinition, ...counts } = insights.body.data.summary;
    expect(d.customerAnalysis).toMatchObject({ ...counts, repeatRateDefinition });
    // A past period (February) is read from the customers' orders at its edges, as Customer Insights does.
    const feb = (await get('startDate=2026-02-01&endDate=2026-02-28&reportType=customers')).body.data;
    expect(feb.customerAnalysis).toMatchObject({
      totalCustomers: 4,
      newCustomers: 2,
      repeatCustomers: 2,
      repeatCustomerRate: 50,
    });
    expect(feb.customerAnalysis.newCustomerSales + feb.customerAnalysis.returningCustomerSales).toBe(
      feb.summary.totalSales,
    );
    // The filters apply to the sales split, not to who counts as a customer of the period.
    const pending = (await get(`${PERIOD}&reportType=customers&status=pending`)).body.data.customerAnalysis;
    expect(pending).toMatchObject({
      totalCustomers: 5,
      newCustomerOrders: 0,
      newCustomerSales: 0,
      returningCustomerOrders: 2,
      returningCustomerSales: 80,
    });
    const mugs = (await get(`${PERIOD}&reportType=customers&category=${kitchen}`)).body.data.customerAnalysis;
    expect([mugs.newCustomerSales, mugs.returningCustomerSales]).toEqual([0, 0]);
    const lamps = (await get(`${PERIOD}&reportType=customers&category=${lighting}`)).body.data
      .customerAnalysis;
    expect([lamps.newCustomerSales, lamps.returningCustomerSales]).toEqual([80, 200]);
    // Only the customers report carries it.
    expect((await get(PERIOD)).body.data.customerAnalysis).toBeNull();
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { categories, products, productViewsDaily } from '../../db/schema/index.js';
import { ManualClock } from '../../lib/clock.js';
import { createProduct, orderBody, setSetting } from '../../test/catalog-fixtures.js';
import { signedIn, signIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { drainAnalytics } from './index.js';

/**
 * 'Your Business Report' on a small fixed history (UTC days; 20% commission). With the clock on
 * 2026-03-20 the 7-day period is 03-14..03-20 and the previous one 03-07..03-13.
 *
 *   #0 03-01 c8  Lamp x1            40   pending   (this month, before both periods)
 *   #1 03-10 c1  Lamp x1            40   pending   (previous period)
 *   #2 03-13 23:59:59 c2 Lamp x1    40   pending   (previous period: its last second)
 *   #3 03-14 00:00 c3 Mug x2        50   pending   (current period: its first second)
 *   #4 03-15 c1  Lamp x2            80   returned  (c1 comes back; the return is not a sale)
 *   #5 03-16 c4  Lamp x1 + Mug x1   65   delivered
 *   #6 03-17 c5  Mug x1             25   cancelled by the vendor
 *   #7 03-18 c6  Lamp x1            40   cancelled by the customer
 *   #8 03-19 c7  Lamp x1 + Mug x1   40   pending: the customer cancelled the Mug before forwarding
 *
 * Current period: 6 orders, 3 live (#3 #5 #8), revenue 155, earnings 124, 5 units (Lamp 2 in 2
 * orders = 80, Mug 3 in 2 orders = 75). Previous: 2 orders, revenue 80, earnings 64.
 */
describe("vendor analytics: 'Your Business Report'", () => {
  const t = useTestApp({ clock: new ManualClock('2026-03-01T08:00:00Z') });
  let vendor: Awaited<ReturnType<typeof signedIn>>;
  let lamp: { id: string };
  let mug: { id: string };
  let partOf: string[] = [];

  const at = (iso: string) => t().clock.set(iso);
  const setStatus = async (partId: string, status: string) => {
    const res = await call(t().app, 'PUT', `/api/vendors/orders/${partId}/status`, {
      token: vendor.token,
      body: status === 'shipped' ? { status, trackingInfo: '1Z1', carrier: 'UPS' } : { status },
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  };
  const place = async (
    iso: string,
    email: string,
    lines: { productId: string; quantity: number; price: number }[],
    token?: string,
  ) => {
    at(iso);
    const body = await orderBody(t().app, lines, { email });
    const res = await call(t().app, 'POST', '/api/orders', { body, token });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
    const order = res.body.data.order;
    partOf.push(order.statusParts.find((p: { type: string }) => p.type === 'vendor')._id);
    return order;
  };
  const report = (query: string, token = vendor.token) =>
    call(t().app, 'GET', `/api/vendors/analytics${query}`, { token });

  beforeAll(async () => {
    const { app, database } = t();
    vendor = await signedIn(app, 'vendor', { businessName: 'Report Shop' });
    const vendorId = vendor.vendorId!;
    lamp = await createProduct(app, { vendorId, title: 'Desk Lamp', price: 40, stock: 100 });
    mug = await createProduct(app, { vendorId, title: 'Mug', price: 25, stock: 8 });
    const empty = await createProduct(app, { vendorId, title: 'Vase', price: 30, stock: 0 });
    const later = await createProduct(app, { vendorId, title: 'Rug', price: 90, stock: 50 });
    const [cat] = await database.db
      .insert(categories)
      .values({ name: 'Lighting', slug: `lighting-${Date.now()}` })
      .returning();
    const created = (id: string, iso: string) =>
      database.db
        .update(products)
        .set({ createdAt: new Date(iso) })
        .where(eq(products.id, id));
    await created(lamp.id, '2026-03-01T08:00:00Z');
    await created(mug.id, '2026-03-01T08:00:00Z');
    await created(empty.id, '2026-03-16T08:00:00Z');
    await created(later.id, '2026-03-18T08:00:00Z');
    await database.db.update(products).set({ mainCategoryId: cat!.id }).where(eq(products.id, lamp.id));
    await database.db.insert(productViewsDaily).values([
      { productId: lamp.id, day: '2026-03-15', views: 30 },
      { productId: mug.id, day: '2026-03-20', views: 20 },
      { productId: mug.id, day: '2026-03-12', views: 40 },
    ]);

    const L = (quantity: number) => ({ productId: lamp.id, quantity, price: 40 });
    const M = (quantity: number) => ({ productId: mug.id, quantity, price: 25 });
    partOf = [];
    await place('2026-03-01T10:00:00Z', 'c8@example.test', [L(1)]);
    await place('2026-03-10T10:00:00Z', 'c1@example.test', [L(1)]);
    await place('2026-03-13T23:59:59Z', 'c2@example.test', [L(1)]);
    await place('2026-03-14T00:00:00Z', 'c3@example.test', [M(2)]);
    await place('2026-03-15T10:00:00Z', 'C1@example.test', [L(2)]);
    await place('2026-03-16T10:00:00Z', 'c4@example.test', [L(1), M(1)]);
    await place('2026-03-17T10:00:00Z', 'c5@example.test', [M(1)]);
    await place('2026-03-18T10:00:00Z', 'c6@example.test', [L(1)]);

    at('2026-03-19T09:00:00Z');
    const c7 = await signedIn(app, 'customer', { email: 'c7@example.test' });
    await setSetting(app, 'autoForwardOrders', false);
    const o8 = await place('2026-03-19T10:00:00Z', c7.email, [L(1), M(1)], c7.token);
    await setSetting(app, 'autoForwardOrders', true);
    const mugItem = o8.items.find((i: { title: string }) => i.title === 'Mug');
    const cancelItem = await call(app, 'POST', `/api/orders/user/cancel-items/${o8._id}`, {
      token: c7.token,
      body: { itemsToCancel: [mugItem._id] },
    });
    expect(cancelItem.statusCode, JSON.stringify(cancelItem.body)).toBe(200);
    const admin = await signedIn(app, 'admin');
    const forward = await call(app, 'POST', `/api/admin/orders/${o8._id}/forward`, {
      token: admin.token,
      body: {},
    });
    expect(forward.statusCode).toBe(200);

    // Sessions lapse over these weeks: the vendor signs in again.
    at('2026-03-19T12:00:00Z');
    vendor.token = await signIn(app, 'vendor', vendor);
    // Each is accepted before it ships (decision 0032).
    await setStatus(partOf[4]!, 'accepted');
    await setStatus(partOf[4]!, 'shipped');
    await setStatus(partOf[4]!, 'delivered');
    await setStatus(partOf[4]!, 'returned');
    await setStatus(partOf[5]!, 'accepted');
    await setStatus(partOf[5]!, 'shipped');
    await setStatus(partOf[5]!, 'delivered');
    await setStatus(partOf[6]!, 'cancelled');
    const cancel = await call(app, 'POST', `/api/orders/user/cancel-vendor-part/${partOf[7]}`, {
      body: { email: 'c6@example.test' },
    });
    expect(cancel.statusCode, JSON.stringify(cancel.body)).toBe(200);

    at('2026-03-20T12:00:00Z');
    vendor.token = await signIn(app, 'vendor', vendor);
    await drainAnalytics({ ctx: app.ctx });
  });

  it('answers the summary, cards and charts of the last 7 days with hand-computed figures', async () => {
    const res = await report('?timeRange=7');
    expect(res.statusCode).toBe(200);
    const a = res.body.data.analytics;
    expect(a.period).toEqual({
      timeRange: 7,
      startDate: '2026-03-14',
      endDate: '2026-03-20',
      days: 7,
      thisMonthStart: '2026-03-01',
      previousStartDate: '2026-03-07',
      previousEndDate: '2026-03-13',
    });
    expect(a.hasOrders).toBe(true);
    expect(a.summary).toEqual({
      totalOrders: 6,
      deliveredOrders: 1,
      totalRevenue: 155,
      monthlyRevenue: 275,
      productsSold: 5,
      avgOrderValue: 51.67,
      totalEarnings: 124,
      totalCommission: 31,
      productViews: 50,
      conversionRate: 6,
      conversionRateReason: null,
      // Six customer-days, one of them c1 coming back.
      repeatCustomerRate: 16.7,
      repeatCustomerRateReason: null,
    });
    expect(a.cards).toEqual({
      moneyEarned: { value: 124, previous: 64, change: 93.8, reason: null, changeReason: null },
      ordersReceived: { value: 6, previous: 2, change: 200, reason: null, changeReason: null },
      // Lamp and Mug by 03-13; Vase and Rug added since.
      productsListed: { value: 4, previous: 2, change: 100, reason: null, changeReason: null },
      averageOrder: { value: 51.67, previous: 40, change: 29.2, reason: null, changeReason: null },
    });
    const c = a.charts;
    expect(c.salesData).toEqual([
      { date: '2026-03-14', sales: 2, orders: 1, revenue: 50 },
      { date: '2026-03-15', sales: 0, orders: 1, revenue: 0 },
      { date: '2026-03-16', sales: 2, orders: 1, revenue: 65 },
      { date: '2026-03-17', sales: 0, orders: 1, revenue: 0 },
      { date: '2026-03-18', sales: 0, orders: 1, revenue: 0 },
      { date: '2026-03-19', sales: 1, orders: 1, revenue: 40 },
      { date: '2026-03-20', sales: 0, orders: 0, revenue: 0 },
    ]);
    expect(c.revenueData[2]).toEqual({ date: '2026-03-16', revenue: 65, earnings: 52, commission: 13 });
    expect(c.topProducts).toEqual([
      { productId: lamp.id, name: 'Desk Lamp', sales: 2, revenue: 80, orders: 2 },
      { productId: mug.id, name: 'Mug', sales: 3, revenue: 75, orders: 2 },
    ]);
    expect(c.categoryData).toEqual([
      { name: 'Lighting', value: 80, sales: 2 },
      { name: 'Uncategorized', value: 75, sales: 3 },
    ]);
    const status = Object.fromEntries(
      c.orderStatusData.map((s: { name: string; value: number }) => [s.name, s.value]),
    );
    expect(status).toEqual({
      Pending: 2,
      Accepted: 0,
      Processing: 0,
      Shipped: 0,
      Delivered: 1,
      Cancelled: 1,
      'Cancelled by customer': 1,
      Rejected: 0,
      Returned: 1,
    });
    // Lamp 100 and Rug 50 in stock; Mug 8 - 2 (held for #3) - 1 (delivered) = 5, low; Vase 0.
    expect(c.stockData.map((s: { name: string; value: number }) => [s.name, s.value])).toEqual([
      ['In Stock', 2],
      ['Low Stock', 1],
      ['Out of Stock', 1],
    ]);
    expect(c.stockTotal).toBe(4);
  });

  it('puts the last second of 03-13 in the previous period and the first of 03-14 in the current one', async () => {
    const last = await report('?startDate=2026-03-13&endDate=2026-03-13');
    expect(last.body.data.analytics.summary).toMatchObject({ totalOrders: 1, totalRevenue: 40 });
    const first = await report('?startDate=2026-03-14&endDate=2026-03-14');
    const a = first.body.data.analytics;
    expect(a.summary).toMatchObject({ totalOrders: 1, totalRevenue: 50, productsSold: 2 });
    expect(a.period).toMatchObject({ timeRange: null, previousStartDate: '2026-03-13', days: 1 });
    expect(a.cards.ordersReceived).toMatchObject({ value: 1, previous: 1, change: 0 });
    expect(a.cards.moneyEarned).toMatchObject({ value: 40, previous: 32, change: 25 });
  });

  it('says N/A with a reason where there is nothing to divide by or compare with', async () => {
    // 03-01..03-07: one live order (#0), no views; the previous 7 days had nothing.
    const a = (await report('?startDate=2026-03-01&endDate=2026-03-07')).body.data.analytics;
    expect(a.summary).toMatchObject({
      totalOrders: 1,
      conversionRate: null,
      conversionRateReason: 'No product views in this period',
    });
    expect(a.cards.moneyEarned).toEqual({
      value: 32,
      previous: 0,
      change: null,
      reason: null,
      changeReason: 'Nothing in the previous period to compare with',
    });
    // 03-20 alone: no order at all.
    const none = (await report('?startDate=2026-03-20&endDate=2026-03-20')).body.data.analytics;
    expect(none.summary).toMatchObject({
      totalOrders: 0,
      avgOrderValue: null,
      repeatCustomerRate: null,
      repeatCustomerRateReason: 'No customers in this period',
      conversionRate: 0,
    });
    expect(none.cards.averageOrder).toMatchObject({ value: null, reason: 'No orders in this period' });
  });

  it('reads its figures in three statements on the rollups and the catalogue', async () => {
    const execute = vi.spyOn(t().app.ctx.db, 'execute');
    try {
      expect((await report('?timeRange=90')).statusCode).toBe(200);
      expect(execute).toHaveBeenCalledTimes(3);
    } finally {
      execute.mockRestore();
    }
  });

  it('defaults to 30 days and refuses bad input naming the field', async () => {
    const a = (await report('')).body.data.analytics;
    expect(a.period).toMatchObject({ timeRange: 30, startDate: '2026-02-19', endDate: '2026-03-20' });
    expect(a.summary).toMatchObject({ totalOrders: 9, totalRevenue: 275 });
    for (const [query, path, message] of [
      ['?timeRange=365', 'timeRange', 'Time range must be 7, 30 or 90 days'],
      ['?timeRange=abc', 'timeRange', 'Time range must be 7, 30 or 90 days'],
      ['?startDate=2026-02-30&endDate=2026-03-01', 'startDate', 'Use a date in the form YYYY-MM-DD'],
      ['?startDate=2024-01-01&endDate=2026-03-01', 'endDate', 'A period can be at most 2 years (731 days)'],
      ['?startDate=2026-03-01', 'endDate', 'Give both a start date and an end date, or neither'],
      ['?colour=red', '', ''],
    ] as const) {
      const res = await report(query);
      expect(res.statusCode, query).toBe(400);
      if (path) expect(res.body.details, query).toContainEqual({ path, message });
    }
  });

  it("shows another vendor none of it, an impersonating admin exactly the vendor's, and guests 401", async () => {
    const other = await signedIn(t().app, 'vendor', { businessName: 'Other Shop' });
    const theirs = (await report('?timeRange=7', other.token)).body.data.analytics;
    expect(theirs.hasOrders).toBe(false);
    expect(theirs.summary).toMatchObject({ totalOrders: 0, totalRevenue: 0, productViews: 0 });
    expect(theirs.charts.topProducts).toEqual([]);
    expect(theirs.charts.stockTotal).toBe(0);
    expect(theirs.cards.productsListed).toMatchObject({ value: 0, previous: 0, change: 0 });

    const admin = await signedIn(t().app, 'admin');
    const imp = await call(t().app, 'POST', `/api/admin/vendors/${vendor.vendorId}/impersonate`, {
      token: admin.token,
    });
    const asAdmin = await report('?timeRange=7', imp.body.data.token);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.body).toEqual((await report('?timeRange=7')).body);

    expect((await report('?timeRange=7', admin.token)).statusCode).toBe(403);
    expect((await call(t().app, 'GET', '/api/vendors/analytics')).statusCode).toBe(401);
  });
});

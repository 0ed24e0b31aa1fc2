import { ORDER_ANALYTICS_MESSAGES as M } from '@market/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test/catalog-fixtures.js';
import { signedIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { insertVendorPart } from '../../test/vendor-part-fixtures.js';
import { countStatements } from '../catalog/testing.js';
import { drainAnalytics } from './index.js';

/**
 * A small fixed history, all times UTC (the marketplace time zone), "today" 2025-06-14.
 * 7-day range: current 06-08..06-14, previous 06-01..06-07. Handling days: 3 (the default).
 *   before  h 05-31 pending 99.99 (neither period; still a customer by the period's end)
 *   prev    a 06-03 delivered 100.00 (commission 20), b 06-05 pending 50.00, g 06-07 23:59:59 pending 10.00
 *   current c1 a 06-08 00:00:00 delivered 200.00 (comm 40): shipped after 12 h, on time
 *           c2 c 06-09 delivered 60.00 (comm 12): shipped after 30 h, delivered 1 h after estimate + 3 days (late)
 *           c3 d 06-10 returned 40.00: shipped after 6 h, delivered on time, then returned
 *           c4 e 06-11 cancelled by the customer 30.00
 *           c5 f 06-12 cancelled by the vendor 25.00
 *           c6 a 06-13 processing 50.00 (comm 10) plus a 20.00 item the customer cancelled
 */
describe('order analytics', () => {
  const t = useTestApp();
  let vendor: Awaited<ReturnType<typeof signedIn>>;
  let other: Awaited<ReturnType<typeof signedIn>>;
  const url = '/api/vendors/orders/analytics';
  const get = (query: string, token = vendor.token) => call(t().app, 'GET', `${url}${query}`, { token });

  beforeAll(async () => {
    const { app } = t();
    t().clock.set('2025-06-14T12:00:00Z');
    vendor = await signedIn(app, 'vendor', { businessName: 'Lamp Shop' });
    other = await signedIn(app, 'vendor', { businessName: 'Other Shop' });
    const lamp = await createProduct(app, { vendorId: vendor.vendorId!, title: 'Desk Lamp' });
    const evil = await createProduct(app, { vendorId: vendor.vendorId!, title: '=HYPERLINK("x")' });
    const v = vendor.vendorId!;
    const P = (quantity: number, unitMinor: number, cancelled = false) => ({
      productId: lamp.id,
      quantity,
      unitMinor,
      cancelled,
    });
    const Q = (quantity: number, unitMinor: number, cancelled = false) => ({
      productId: evil.id,
      quantity,
      unitMinor,
      cancelled,
    });
    const part = (s: Omit<Parameters<typeof insertVendorPart>[1], 'vendorId'>) =>
      insertVendorPart(app, { vendorId: v, ...s });
    await part({ when: '2025-05-31T23:00:00Z', email: 'h@x.test', status: 'pending', items: [P(1, 9999)] });
    await part({
      when: '2025-06-03T10:00:00Z',
      email: 'a@x.test',
      status: 'delivered',
      commissionMinor: 2000,
      items: [P(2, 5000)],
      shippedAt: '2025-06-04T10:00:00Z',
      estimatedAt: '2025-06-08T10:00:00Z',
      deliveredAt: '2025-06-06T10:00:00Z',
    });
    await part({ when: '2025-06-05T10:00:00Z', email: 'b@x.test', status: 'pending', items: [Q(1, 5000)] });
    await part({ when: '2025-06-07T23:59:59Z', email: 'g@x.test', status: 'pending', items: [P(1, 1000)] });
    await part({
      when: '2025-06-08T00:00:00Z',
      email: 'A@x.test',
      status: 'delivered',
      commissionMinor: 4000,
      items: [P(4, 5000)],
      shippedAt: '2025-06-08T12:00:00Z',
      estimatedAt: '2025-06-10T00:00:00Z',
      deliveredAt: '2025-06-12T12:00:00Z',
    });
    await part({
      when: '2025-06-09T10:00:00Z',
      email: 'c@x.test',
      status: 'delivered',
      commissionMinor: 1200,
      items: [Q(2, 3000)],
      shippedAt: '2025-06-10T16:00:00Z',
      estimatedAt: '2025-06-11T10:00:00Z',
      deliveredAt: '2025-06-14T11:00:00Z',
    });
    await part({
      when: '2025-06-10T09:00:00Z',
      email: 'd@x.test',
      status: 'returned',
      commissionMinor: 800,
      items: [P(1, 4000)],
      shippedAt: '2025-06-10T15:00:00Z',
      estimatedAt: '2025-06-12T09:00:00Z',
      deliveredAt: '2025-06-11T09:00:00Z',
    });
    await part({
      when: '2025-06-11T10:00:00Z',
      email: 'e@x.test',
      status: 'cancelled',
      cancelledBy: 'user',
      items: [Q(1, 3000)],
    });
    await part({
      when: '2025-06-12T10:00:00Z',
      email: 'f@x.test',
      status: 'cancelled',
      cancelledBy: 'vendor',
      items: [P(1, 2500)],
    });
    await part({
      when: '2025-06-13T10:00:00Z',
      email: 'a@x.test',
      status: 'processing',
      commissionMinor: 1000,
      items: [P(1, 5000), Q(1, 2000, true)],
    });
    const otherProduct = await createProduct(app, { vendorId: other.vendorId!, title: 'Other Thing' });
    await insertVendorPart(app, {
      vendorId: other.vendorId!,
      when: '2025-06-10T10:00:00Z',
      email: 'z@x.test',
      status: 'pending',
      items: [{ productId: otherProduct.id, quantity: 3, unitMinor: 25900 }],
    });
    await drainAnalytics({ ctx: app.ctx });
  });

  it('computes every figure of a 7-day range by hand, with the change against the previous 7 days', async () => {
    const res = await get('?timeRange=7&includeMetrics=true');
    expect(res.statusCode).toBe(200);
    const d = res.body.data;
    expect(d.period).toEqual({
      startDate: '2025-06-08',
      endDate: '2025-06-14',
      days: 7,
      previousStartDate: '2025-06-01',
      previousEndDate: '2025-06-07',
    });
    // Current: 6 parts; live c1, c2, c6 = 200 + 60 + 50 = 310; AOV 310 / 3; delivered c1 c2 c3 of 6 - 1 (customer-cancelled).
    // Previous: 3 parts, all live, 100 + 50 + 10 = 160; AOV 53.33; delivered 1 of 3 = 33.3 %.
    expect(d.overview).toEqual({
      totalOrders: 6,
      ordersChange: 100,
      totalRevenue: 310,
      revenueChange: 93.8,
      averageOrderValue: 103.33,
      aovChange: 93.8,
      fulfillmentRate: 60,
      fulfillmentChange: 80.2,
    });
    expect(d.orderTrends.map((x: { orders: number }) => x.orders)).toEqual([1, 1, 1, 1, 1, 1, 0]);
    expect(d.revenueTrends).toEqual([
      { date: '2025-06-08', revenue: 200, profit: 160 },
      { date: '2025-06-09', revenue: 60, profit: 48 },
      { date: '2025-06-10', revenue: 0, profit: 0 },
      { date: '2025-06-11', revenue: 0, profit: 0 },
      { date: '2025-06-12', revenue: 0, profit: 0 },
      { date: '2025-06-13', revenue: 50, profit: 40 },
      { date: '2025-06-14', revenue: 0, profit: 0 },
    ]);
    expect(d.statusDistribution).toEqual([
      { status: 'processing', name: 'Processing', count: 1 },
      { status: 'delivered', name: 'Delivered', count: 2 },
      { status: 'cancelled', name: 'Cancelled by Vendor', count: 1 },
      { status: 'cancelled_by_customer', name: 'Cancelled by Customer', count: 1 },
      { status: 'returned', name: 'Returned', count: 1 },
    ]);
    // Live parts, active items: lamp 4 + 1, the other product 2 (its cancelled item and cancelled part left out).
    expect(d.topProducts.map(({ productId: _, ...p }: { productId: string }) => p)).toEqual([
      { name: 'Desk Lamp', sales: 5, revenue: 250 },
      { name: '=HYPERLINK("x")', sales: 2, revenue: 60 },
    ]);
    // Customers by 06-14: a, b, g, h, c, d, e, f; new in the period: c, d, e, f; two or more orders: a.
    expect(d.customerInsights).toEqual({ totalCustomers: 8, newCustomers: 4, repeatCustomerRate: 12.5 });
    // Delivered c1 (on time), c2 (late), c3 (on time, returned); processing hours 12 + 30 + 6 over 3.
    expect(d.performanceMetrics).toEqual({
      onTimeDeliveryRate: 66.7,
      returnRate: 33.3,
      averageProcessingTime: 16,
      customerSatisfaction: null,
    });
    expect(d.reasons).toEqual({ customerSatisfaction: M.noRatings });
  });

  it('answers the default 30 days, and leaves the metrics out with includeMetrics=false', async () => {
    const res = await get('?includeMetrics=false');
    expect(res.statusCode).toBe(200);
    const d = res.body.data;
    expect(d.timeRange).toBe(30);
    expect(d.period.startDate).toBe('2025-05-16');
    expect(d.orderTrends).toHaveLength(30);
    expect(d.overview.totalOrders).toBe(10);
    expect(d.overview.ordersChange).toBeNull();
    expect(d.reasons.ordersChange).toBe(M.noPrevious);
    expect(d.performanceMetrics).toBeNull();
  });

  it('counts explicit dates, the day boundary included', async () => {
    const res = await get('?startDate=2025-06-07&endDate=2025-06-08');
    expect(res.body.data.timeRange).toBeNull();
    expect(res.body.data.overview.totalOrders).toBe(2);
    expect(res.body.data.overview.totalRevenue).toBe(210);
  });

  it('shows only the vendor its own figures; an impersonating admin sees exactly what the vendor sees', async () => {
    const mine = await get('?timeRange=7');
    const theirs = await get('?timeRange=7', other.token);
    expect(theirs.body.data.overview).toMatchObject({
      totalOrders: 1,
      totalRevenue: 777,
      ordersChange: null,
    });
    expect(theirs.body.data.topProducts.map((p: { name: string }) => p.name)).toEqual(['Other Thing']);
    expect(theirs.body.data.customerInsights.totalCustomers).toBe(1);
    const admin = await signedIn(t().app, 'admin');
    const imp = await call(t().app, 'POST', `/api/admin/vendors/${vendor.vendorId}/impersonate`, {
      token: admin.token,
    });
    const seen = await get('?timeRange=7', imp.body.data.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.body).toEqual(mine.body);
    expect((await call(t().app, 'GET', `${url}?timeRange=7`, { token: admin.token })).statusCode).toBe(403);
    expect((await call(t().app, 'GET', `${url}?timeRange=7`)).statusCode).toBe(401);
  });

  it('gives a vendor with no orders zeros and N/A with reasons, never a made-up rate', async () => {
    const empty = await signedIn(t().app, 'vendor');
    const d = (await get('?timeRange=7', empty.token)).body.data;
    expect(d.overview).toEqual({
      totalOrders: 0,
      ordersChange: 0,
      totalRevenue: 0,
      revenueChange: 0,
      averageOrderValue: null,
      aovChange: null,
      fulfillmentRate: null,
      fulfillmentChange: null,
    });
    expect(d.statusDistribution).toEqual([]);
    expect(d.topProducts).toEqual([]);
    expect(d.performanceMetrics).toEqual({
      onTimeDeliveryRate: null,
      returnRate: null,
      averageProcessingTime: null,
      customerSatisfaction: null,
    });
    expect(d.reasons).toMatchObject({
      averageOrderValue: M.noOrders,
      fulfillmentRate: M.noOrders,
      onTimeDeliveryRate: M.noDeliveries,
      averageProcessingTime: M.noShipments,
      repeatCustomerRate: M.noCustomers,
      customerSatisfaction: M.noRatings,
    });
  });

  it.each([
    ['?timeRange=14', 'timeRange', 'Time range must be 7, 30, 90 or 365 days'],
    ['?startDate=2025-06-01', 'endDate', 'Give both a start date and an end date, or neither'],
    [
      '?startDate=2025-06-10&endDate=2025-06-01',
      'endDate',
      'The end date must be on or after the start date',
    ],
    ['?startDate=2023-01-01&endDate=2025-06-01', 'endDate', 'A period can be at most 2 years (731 days)'],
    ['?startDate=2025-02-30&endDate=2025-06-01', 'startDate', 'Use a date in the form YYYY-MM-DD'],
    ['?includeMetrics=maybe', 'includeMetrics', 'includeMetrics must be true or false'],
    ['?vendorId=x', '', 'vendorId'],
  ])('refuses %s with the field named', async (query, field, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
    if (field) expect(res.body.details.map((x: { path: string }) => x.path)).toContain(field);
  });

  it('exports the figures as CSV, named by date, formula-like text guarded', async () => {
    const res = await call(t().app, 'GET', `${url}/export?timeRange=7`, { token: vendor.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="order-analytics-2025-06-14.csv"');
    const lines = String(res.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Section,Label,Metric,Value,Note');
    expect(lines).toContain('Overview,Total Orders,count,6,');
    expect(lines).toContain('Overview,Total Revenue,change % vs previous period,93.8,');
    expect(lines).toContain('Overview,Average Order Value,amount,103.33,');
    expect(lines).toContain('Revenue Trends,2025-06-08,profit (earnings after commission),160,');
    expect(lines).toContain('Status Distribution,Cancelled by Customer,orders,1,');
    expect(lines).toContain('Top Selling Products,Desk Lamp,units,5,');
    expect(lines).toContain(`Top Selling Products,"'=HYPERLINK(""x"")",units,2,`);
    expect(lines).toContain('Customer Insights,Repeat Customer Rate,percent,12.5,');
    expect(lines).toContain('Performance,Avg Processing Time,hours,16,');
    expect(lines).toContain('Performance,Customer Satisfaction,rating,N/A,No ratings yet');
    const bad = await call(t().app, 'GET', `${url}/export?timeRange=5`, { token: vendor.token });
    expect(bad.statusCode).toBe(400);
    const theirs = await call(t().app, 'GET', `${url}/export?timeRange=7`, { token: other.token });
    expect(String(theirs.body)).not.toContain('Desk Lamp');
  });

  it('reads the rollups in 3 SQL statements a request (the screen and its export)', async () => {
    await get('?timeRange=365');
    for (const path of [`${url}?timeRange=365&includeMetrics=true`, `${url}/export?timeRange=365`]) {
      const counter = countStatements(t().database);
      const res = await call(t().app, 'GET', path, { token: vendor.token });
      counter.stop();
      expect(res.statusCode).toBe(200);
      expect(counter.count, path).toBe(3);
    }
  });

  it('is not shadowed by /vendors/orders/:id', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    expect(res.body.data.overview).toBeDefined();
  });
});

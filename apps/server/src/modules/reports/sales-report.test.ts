import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, orderItems, products } from '../../db/schema/index.js';
import { signedIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { buildFixedHistory } from '../analytics/fixed-history.testing.js';
import { countStatements } from '../catalog/testing.js';
import { type ReportScope, topCustomers, topCustomersDirect } from './sales-report.queries.js';

/**
 * The fixed history (analytics/fixed-history.testing.ts), read on 2026-03-15 (UTC), lamp 40.00 in
 * 'Lighting', mug 15.00 in 'Kitchen'. From 02-01 to 03-15 the live parts are: 02-10 Alice 3 lamps
 * 120; 02-20 bob 40 (pending); 02-28 dan 40; 03-05 erin 40 (her mug cancelled); 03-14 bob 40
 * (pending). Carol's 02-12 part (40) is cancelled. Before (12-20 to 01-31): 01-20 alice 40 (bob's
 * 01-25 part was returned).
 */
describe('sales reports', () => {
  const t = useTestApp();
  let vendor: { token: string; vendorId?: string | null };
  let admin: { token: string };
  let other: { token: string };
  let lighting: string;
  let kitchen: string;
  const url = '/api/vendors/reports/sales';
  const get = (query: string, token = vendor.token) => call(t().app, 'GET', `${url}?${query}`, { token });
  const PERIOD = 'startDate=2026-02-01&endDate=2026-03-15';

  beforeAll(async () => {
    const h = await buildFixedHistory(t().app, t().clock);
    vendor = h.vendor;
    admin = h.admin;
    other = await signedIn(t().app, 'vendor', { businessName: 'Other Shop' });
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

  it('sums the live orders of the period from the rollups, every day listed', async () => {
    const res = await get(PERIOD);
    expect(res.statusCode).toBe(200);
    const d = res.body.data;
    expect(d.source).toBe('rollups');
    expect(d.period).toMatchObject({ startDate: '2026-02-01', endDate: '2026-03-15', days: 43 });
    expect(d.summary).toEqual({ totalSales: 280, ordersCount: 5, averageOrder: 56, unitsSold: 7 });
    expect(d.dailySales).toHaveLength(43);
    expect(d.dailySales.find((x: { date: string }) => x.date === '2026-02-10')).toEqual({
      date: '2026-02-10',
      sales: 120,
      orders: 1,
      units: 3,
    });
    expect(d.categorySales).toEqual([{ id: lighting, name: expect.stringMatching(/^Lighting/), value: 280 }]);
    expect(d.categories.map((c: { id: string }) => c.id).sort()).toEqual([lighting, kitchen].sort());
    expect([d.productSales, d.topCustomers, d.customerAnalysis, d.salesTrends, d.lines]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    // The same report read from the orders (an amount filter that keeps everything) gives the same figures.
    const fromOrders = (await get(`${PERIOD}&minAmount=0`)).body.data;
    expect(fromOrders.source).toBe('orders');
    expect(fromOrders.summary).toEqual(d.summary);
    expect(fromOrders.dailySales).toEqual(d.dailySales);
    expect(fromOrders.categorySales).toEqual(d.categorySales);
  });

  it.each([
    ['status=pending', { totalSales: 80, ordersCount: 2, averageOrder: 40, unitsSold: 2 }],
    ['status=delivered', { totalSales: 200, ordersCount: 3, averageOrder: 66.67, unitsSold: 5 }],
    ['status=cancelled', { totalSales: 40, ordersCount: 1, averageOrder: 40, unitsSold: 1 }],
    ['status=confirmed', { totalSales: 0, ordersCount: 0, averageOrder: null, unitsSold: 0 }],
    ['minAmount=100', { totalSales: 120, ordersCount: 1, averageOrder: 120, unitsSold: 3 }],
    ['maxAmount=40.00', { totalSales: 160, ordersCount: 4, averageOrder: 40, unitsSold: 4 }],
    ['category=LIGHTING', { totalSales: 280, ordersCount: 5, averageOrder: 56, unitsSold: 7 }],
    ['category=KITCHEN', { totalSales: 0, ordersCount: 0, averageOrder: null, unitsSold: 0 }],
  ])('filters by %s', async (filter, summary) => {
    const q = filter.replace('LIGHTING', lighting).replace('KITCHEN', kitchen);
    const res = await get(`${PERIOD}&${q}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.summary).toEqual(summary);
    // The sales-by-category pie (from the status rollups under a status filter, from the orders
    // under an amount filter) adds up to the same total as the cards.
    const pie = res.body.data.categorySales.reduce((t: number, c: { value: number }) => t + c.value, 0);
    expect(pie).toBeCloseTo(summary.totalSales, 2);
  });

  it('lists the products sold with growth against the period before', async () => {
    const d = (await get(`${PERIOD}&reportType=products`)).body.data;
    expect(d.productSales).toEqual([
      {
        id: expect.any(String),
        name: 'Lamp',
        category: expect.stringMatching(/^Lighting/),
        image: null,
        unitsSold: 7,
        revenue: 280,
        averagePrice: 40,
        previousRevenue: 40,
        growth: 6,
      },
    ]);
    const pending = (await get(`${PERIOD}&reportType=products&status=pending`)).body.data;
    expect(pending.source).toBe('orders');
    // Pending now: 80; pending in the period before: nothing -> not computable.
    expect(pending.productSales).toMatchObject([
      { name: 'Lamp', revenue: 80, previousRevenue: 0, growth: null },
    ]);
    const kitchenOnly = (await get(`${PERIOD}&reportType=products&category=${kitchen}`)).body.data;
    expect(kitchenOnly.productSales).toEqual([]);
  });

  it('ranks the top customers by what they spent', async () => {
    const d = (await get(`${PERIOD}&reportType=customers`)).body.data;
    expect(
      d.topCustomers.map((c: Record<string, unknown>) => [
        c.name,
        c.ordersCount,
        c.totalSpent,
        c.averageOrder,
      ]),
    ).toEqual([
      ['Alice A.', 1, 120, 120],
      ['Bob B.', 2, 80, 40],
      ['Erin', 1, 40, 40],
      ['Dan', 1, 40, 40],
    ]);
    expect(d.topCustomers[1].lastOrder).toBe('2026-03-14T10:00:00.000Z');
  });

  it('pages the detailed order lines, newest first', async () => {
    const first = (await get(`${PERIOD}&reportType=detailed&limit=2`)).body.data.lines;
    expect(first.pagination).toMatchObject({ currentPage: 1, pageSize: 2, totalItems: 5, totalPages: 3 });
    expect(first.items.map((l: { customerName: string }) => l.customerName)).toEqual(['Bob B.', 'Erin']);
    expect(first.items[1]).toMatchObject({
      product: 'Lamp',
      quantity: 1,
      unitPrice: 40,
      total: 40,
      status: 'delivered',
    });
    const last = (await get(`${PERIOD}&reportType=detailed&limit=2&page=3`)).body.data.lines;
    expect(last.items).toMatchObject([{ customerName: 'Alice A.', quantity: 3, total: 120 }]);
    // The total comes from the day rollups (no filter), the status rollups (a status, with or
    // without a category) or the orders (an amount filter, the cancelled status): each equals the
    // lines listed. Erin's cancelled mug is not a line of her delivered part; Carol's cancelled
    // part counts its line under 'cancelled'.
    for (const [filter, count] of [
      ['', 5],
      ['&status=delivered', 3],
      ['&status=delivered&category=LIGHTING', 3],
      ['&status=pending', 2],
      ['&status=cancelled', 1],
      ['&minAmount=0', 5],
    ] as const) {
      const all = (
        await get(`${PERIOD}&reportType=detailed&limit=100${filter.replace('LIGHTING', lighting)}`)
      ).body.data.lines;
      expect([filter, all.items.length, all.pagination.totalItems]).toEqual([filter, count, count]);
    }
  });

  it('compares the last week and month with the ones before', async () => {
    const d = (await get(`${PERIOD}&reportType=trends`)).body.data;
    expect(d.salesTrends).toMatchObject([
      {
        label: 'Week over week',
        current: { sales: 40, orders: 1 },
        previous: { sales: 40, orders: 1 },
        salesChange: 0,
      },
      {
        label: 'Month over month',
        current: { startDate: '2026-02-14', sales: 160, orders: 4 },
        previous: { sales: 160, orders: 2 },
        salesChange: 0,
        ordersChange: 100,
      },
    ]);
  });

  it.each([
    ['reportType=weekly', 'reportType', 'Report type must be one of'],
    ['startDate=2026-03-01&endDate=2026-02-01', 'endDate', 'The end date must be on or after the start date'],
    ['startDate=2020-01-01&endDate=2025-06-01', 'endDate', 'A report period can be at most 5 years'],
    ['startDate=2026-03-01', 'endDate', 'Give both a start date and an end date'],
    ['minAmount=-5', 'minAmount', 'Enter an amount of 0 or more'],
    ['minAmount=50&maxAmount=10', 'maxAmount', 'The maximum amount must be at least the minimum amount'],
    ['status=lost', 'status', 'Order status must be one of'],
    ['category=%27%20or%201=1--', 'category', 'Choose a category from the list'],
    ['vendorId=x', '', 'vendorId'],
  ])('refuses %s with the field named', async (query, field, message) => {
    for (const path of [url, `${url}/export`]) {
      const res = await call(t().app, 'GET', `${path}?${query}`, { token: vendor.token });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
      if (field) expect(res.body.details.map((x: { path: string }) => x.path)).toContain(field);
    }
    const format = await call(t().app, 'GET', `${url}/export?format=xlsx`, { token: vendor.token });
    expect(format.statusCode).toBe(400);
    expect(format.body.details.map((x: { path: string }) => x.path)).toContain('format');
  });

  it('shows a vendor its own figures only and needs a vendor session', async () => {
    const theirs = (await get(PERIOD, other.token)).body.data;
    expect(theirs.summary).toEqual({ totalSales: 0, ordersCount: 0, averageOrder: null, unitsSold: 0 });
    const theirLines = (await get(`${PERIOD}&reportType=detailed&category=${lighting}`, other.token)).body
      .data;
    expect(theirLines.lines.items).toEqual([]);
    expect(theirLines.categories).toEqual([]);
    const csv = await call(t().app, 'GET', `${url}/export?${PERIOD}&reportType=detailed`, {
      token: other.token,
    });
    expect(String(csv.body)).not.toContain('Lamp');
    expect((await call(t().app, 'GET', url)).statusCode).toBe(401);
    const customer = await signedIn(t().app, 'customer');
    expect((await get('', customer.token)).statusCode).toBe(403);
    expect((await get('', admin.token)).statusCode).toBe(403);
    // An admin impersonating the vendor reads (and exports) the vendor's own report.
    const imp = await call(t().app, 'POST', `/api/admin/vendors/${vendor.vendorId}/impersonate`, {
      token: admin.token,
    });
    const mine = (await get(`${PERIOD}&reportType=customers`)).body.data;
    expect((await get(`${PERIOD}&reportType=customers`, imp.body.data.token)).body.data).toEqual(mine);
  });

  it('ranks top customers by lifetime-spend bounds exactly as the direct ranking, stopping early when it can', async () => {
    const db = t().app.ctx.db;
    const base = { vendorId: vendor.vendorId!, tz: t().app.ctx.config.timeZone };
    const scopes: Omit<ReportScope, 'vendorId' | 'tz'>[] = [
      { status: 'all' },
      { status: 'pending' },
      { status: 'delivered' },
      { status: 'cancelled' },
      { status: 'all', category: lighting },
      { status: 'all', category: kitchen },
      { status: 'delivered', category: lighting },
      { status: 'all', minMinor: 5000 },
      { status: 'all', maxMinor: 4000 },
    ];
    const periods = [
      ['2026-02-01', '2026-03-15'],
      ['2026-01-01', '2026-03-15'],
      ['2026-02-15', '2026-03-15'],
      ['2026-01-01', '2026-01-31'],
    ] as const;
    let compared = 0;
    for (const scope of scopes)
      for (const [from, to] of periods) {
        const s = { ...base, ...scope };
        for (const limit of [1, 2, 3, 10]) {
          const direct = await topCustomersDirect(db, s, from, to, limit);
          for (const tiers of [[1], [2], [3], [1, 2], [50]]) {
            expect(
              await topCustomers(db, s, from, to, limit, tiers),
              JSON.stringify({ scope, from, limit, tiers }),
            ).toEqual(direct);
            compared++;
          }
        }
      }
    expect(compared).toBe(9 * 4 * 4 * 5);
    // 01-01 to 03-15, the best customer: Alice spent 160 (her whole lifetime spend), the next
    // biggest lifetime spender Bob 80: two candidates decide it, in one statement.
    const s: ReportScope = { ...base, status: 'all' };
    const counter = countStatements(t().database);
    const best = await topCustomers(db, s, '2026-01-01', '2026-03-15', 1, [2]);
    counter.stop();
    expect(best.map((c) => [c.name, Number(c.spent)])).toEqual([['Alice A.', 16000]]);
    expect(counter.count).toBe(1);
    // 02-01 to 03-15: Alice spent 120 of her 160 there, so one candidate cannot rule out a
    // customer with up to 160: the next tier decides (Alice 120 > Bob's 80).
    const tries = countStatements(t().database);
    expect((await topCustomers(db, s, '2026-02-01', '2026-03-15', 1, [1, 2])).map((c) => c.name)).toEqual([
      'Alice A.',
    ]);
    tries.stop();
    expect(tries.count).toBe(2);
  });

  // The customers type adds Customer Insights' period customers and the new/returning sales split.
  it('reads each report type in at most 5 SQL statements (no N+1)', async () => {
    await get(PERIOD);
    const counts: Record<string, number> = {};
    for (const type of ['summary', 'products', 'customers', 'detailed', 'trends']) {
      const counter = countStatements(t().database);
      const res = await get(`timeRange=365&reportType=${type}`);
      counter.stop();
      expect(res.statusCode).toBe(200);
      counts[type] = counter.count;
    }
    expect(counts).toEqual({ summary: 2, products: 3, customers: 5, detailed: 3, trends: 2 });
  });

  it('exports the products report as CSV, exact rows', async () => {
    const res = await call(t().app, 'GET', `${url}/export?${PERIOD}&reportType=products&format=csv`, {
      token: vendor.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sales-report-2026-03-15.csv"');
    const text = String(res.body);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const name = (await get(`${PERIOD}&reportType=products`)).body.data.productSales[0].category;
    expect(text.slice(1).trim().split('\n')).toEqual([
      'Product,Category,Units Sold,Revenue,Avg. Price,Growth %',
      `Lamp,${name},7,280,40,600`,
    ]);
  });

  it('exports the detailed lines as CSV, formula-like text guarded', async () => {
    const res = await call(t().app, 'GET', `${url}/export?${PERIOD}&reportType=detailed&status=delivered`, {
      token: vendor.token,
    });
    const rows = String(res.body).slice(1).trim().split('\n');
    expect(rows[0]).toBe(
      'Order Number,Date,Customer,Email,Status,Product,SKU,Category,Quantity,Unit Price,Total',
    );
    expect(rows).toHaveLength(4);
    expect(rows[1]).toMatch(
      /^[^,]+,2026-03-05T10:00:00\.000Z,Erin,erin-\d+@example\.test,delivered,Lamp,SKU-\d+,Lighting \d+,1,40,40$/,
    );
    // A line whose text a spreadsheet would run as a formula is quoted.
    await t()
      .app.ctx.db.update(orderItems)
      .set({ title: '=HYPERLINK("x")' })
      .where(eq(orderItems.title, 'Lamp'));
    const guarded = await call(
      t().app,
      'GET',
      `${url}/export?${PERIOD}&reportType=detailed&status=delivered`,
      {
        token: vendor.token,
      },
    );
    expect(String(guarded.body)).toContain(`,"'=HYPERLINK(""x"")",`);
    expect(String(guarded.body)).not.toContain(',=');
  });

  it('exports a multi-page PDF with the vendor, cards, tables and page numbers', async () => {
    const res = await t().app.inject({
      method: 'GET',
      url: `${url}/export?startDate=2025-03-16&endDate=2026-03-15&format=pdf`,
      headers: { authorization: `Bearer ${vendor.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sales-report-2026-03-15.pdf"');
    const pdf = await getDocument({ data: new Uint8Array(res.rawPayload), verbosity: 0 }).promise;
    // 365 daily rows at about 55 a page after the first page's heading, cards and chart.
    expect(pdf.numPages).toBeGreaterThanOrEqual(7);
    const pageText = async (n: number) =>
      (await (await pdf.getPage(n)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
    const first = await pageText(1);
    for (const text of [
      'Sales Report',
      'Fixed History Shop',
      'Period: 2025-03-16 to 2026-03-15 (365 days)',
      'Total Sales',
      '$320.00',
      'Orders Count',
      'Units Sold',
      'Daily Sales',
      'Sales by Category',
      'Page 1',
    ])
      expect(first).toContain(text);
    const second = await pageText(2);
    expect(second).toContain('Date');
    expect(second).toContain('Page 2');
    expect(await pageText(pdf.numPages)).toContain('2026-03-15');

    // The detailed lines are drawn as one monospaced run a row.
    const detailed = await t().app.inject({
      method: 'GET',
      url: `${url}/export?${PERIOD}&reportType=detailed&format=pdf`,
      headers: { authorization: `Bearer ${vendor.token}` },
    });
    const lines = await getDocument({ data: new Uint8Array(detailed.rawPayload), verbosity: 0 }).promise;
    const text = (await (await lines.getPage(lines.numPages)).getTextContent()).items
      .map((i) => ('str' in i ? i.str : ''))
      .join('\n');
    expect(text).toContain('Order Lines');
    // The status in the vocabulary's words (decision 0045), not the stored value.
    expect(text).toMatch(/ (Pending|Confirmed|Processing|Shipped|Delivered|Cancelled)\n/);
    expect(text).not.toMatch(/ (pending|confirmed|processing|shipped|delivered|cancelled)\n/);
    expect(text.match(/2026-0[23]-\d\d/g)?.length).toBeGreaterThanOrEqual(5);
  });
});

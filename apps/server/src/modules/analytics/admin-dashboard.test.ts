import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { categories, products } from '../../db/schema/index.js';
import { ManualClock } from '../../lib/clock.js';
import { createProduct } from '../../test/catalog-fixtures.js';
import { createAccount, signedIn, signIn, submitApplication } from '../../test/fixtures.js';
import { moveVendorPart } from '../../test/part-steps.js';
import { call, useTestApp } from '../../test/test-app.js';
import { drainAnalytics } from './index.js';
import { guestOrder, setPartStatus } from './testing.js';

const TODAY = '2026-03-31T12:00:00Z';

describe("the admin's dashboard", () => {
  const t = useTestApp({ clock: new ManualClock(TODAY) });
  const dashboard = (token: string, query = '') =>
    call(t().app, 'GET', `/api/admin/dashboard${query}`, { token });
  let admin: Awaited<ReturnType<typeof signedIn>>;

  it('adds up a small marketplace by hand (two vendors, own products, a cancellation, a payment)', async () => {
    const { app } = t();
    const db = app.ctx.db;
    const alpha = await createAccount(app, { role: 'vendor', businessName: 'Alpha Lamps' });
    const beta = await createAccount(app, { role: 'vendor', businessName: 'Beta Books' });
    await createAccount(app, { role: 'vendor', verificationStatus: 'pending' });
    await createAccount(app, { role: 'vendor', verificationStatus: 'rejected' });
    const [lamps, books] = await db
      .insert(categories)
      .values([
        { name: 'Lamps', slug: 'lamps' },
        { name: 'Books', slug: 'books' },
      ])
      .returning();
    const lamp = await createProduct(app, { vendorId: alpha.vendorId!, price: 50, stock: 100 });
    const book = await createProduct(app, { vendorId: beta.vendorId!, price: 20, stock: 100 });
    const gift = await createProduct(app, { vendorId: null, price: 10, stock: 100 });
    await db.update(products).set({ mainCategoryId: lamps!.id }).where(eq(products.id, lamp.id));
    await db.update(products).set({ mainCategoryId: books!.id }).where(eq(products.id, book.id));

    // Previous period (2026-03-18..24): Alpha 50.00, commission 20% = 10.00; one new customer.
    t().clock.set('2026-03-20T10:00:00Z');
    const first = await guestOrder(app, [{ productId: lamp.id, quantity: 1, price: 50 }], 'c1@example.test');
    // This period (2026-03-25..31).
    t().clock.set('2026-03-26T10:00:00Z');
    await guestOrder(
      app,
      [
        { productId: lamp.id, quantity: 2, price: 50 }, // Alpha 100.00, commission 20.00
        { productId: gift.id, quantity: 1, price: 10 }, // the marketplace's own 10.00, no commission
      ],
      'c1@example.test',
    );
    t().clock.set('2026-03-27T10:00:00Z');
    const third = await guestOrder(app, [{ productId: book.id, quantity: 1, price: 20 }], 'c2@example.test');
    t().clock.set('2026-03-28T10:00:00Z');
    const cancelled = await guestOrder(
      app,
      [{ productId: book.id, quantity: 3, price: 20 }],
      'c3@example.test',
    );

    t().clock.set(TODAY);
    admin = await signedIn(app, 'admin');
    const alphaToken = await signIn(app, 'vendor', alpha);
    const betaToken = await signIn(app, 'vendor', beta);
    await setPartStatus(app, betaToken, cancelled.vendorParts[0]!, 'cancelled');
    // Delivered today: Alpha's first order (commission 10.00) and Beta's (4.00); Alpha pays 4.00.
    for (const [token, partId] of [
      [alphaToken, first.vendorParts[0]!],
      [betaToken, third.vendorParts[0]!],
    ]) {
      await moveVendorPart(app, { token: token!, partId: partId! }, 'delivered');
    }
    const paid = await call(app, 'POST', '/api/admin/commissions/payments', {
      token: admin.token,
      body: { vendorId: alpha.vendorId, year: 2026, month: 3, amount: 4 },
    });
    expect(paid.statusCode).toBe(201);
    // Applications: one submitted, one under review, one more info required (not waiting).
    await submitApplication(app, 'apply1@example.test');
    const second = await submitApplication(app, 'apply2@example.test');
    const third2 = await submitApplication(app, 'apply3@example.test');
    for (const [id, status] of [
      [second, 'under_review'],
      [third2, 'more_info_required'],
    ] as const) {
      const res = await call(app, 'PUT', `/api/admin/vendor-applications/${id}/status`, {
        token: admin.token,
        body: { status },
      });
      expect(res.statusCode).toBe(200);
    }
    await drainAnalytics({ ctx: app.ctx });

    const res = await dashboard(admin.token, '?timeRange=7');
    expect(res.statusCode).toBe(200);
    const d = res.body.data;
    expect(d.period).toMatchObject({
      startDate: '2026-03-25',
      endDate: '2026-03-31',
      previousStartDate: '2026-03-18',
    });
    // Gross: 100 + 10 + 20 (the cancelled 60 left out) against 50.
    expect(d.grossSales).toEqual({ value: 130, previous: 50, change: 160 });
    // Orders placed, the cancelled one included: 3 against 1.
    expect(d.orders).toEqual({ value: 3, previous: 1, change: 200 });
    // Commission on live vendor parts: 20 + 4 against 10.
    expect(d.commissionEarned).toEqual({ value: 24, previous: 10, change: 140 });
    // New customers: c2 and c3 (c1 first bought on 03-20) against c1.
    expect(d.newCustomers).toEqual({ value: 2, previous: 1, change: 100 });
    // Owed: delivered commission 10 + 4, minus the 4 paid.
    expect(d.commissionOwed).toEqual({ value: 10, deliveredCommission: 14, paid: 4 });
    expect(d.vendorsByStatus).toEqual({ pending: 1, under_review: 0, approved: 2, rejected: 1, total: 4 });
    expect(d.applicationsWaiting).toEqual({ submitted: 1, under_review: 1, total: 2 });
    expect(d.topVendors).toEqual([
      {
        id: alpha.vendorId,
        name: 'Alpha Lamps',
        revenue: 100,
        previousRevenue: 50,
        revenueChange: 100,
        orders: 1,
      },
      {
        id: beta.vendorId,
        name: 'Beta Books',
        revenue: 20,
        previousRevenue: 0,
        revenueChange: null,
        orders: 1,
      },
    ]);
    expect(d.topCategories).toEqual([
      { id: lamps!.id, name: 'Lamps', revenue: 100, previousRevenue: 50, revenueChange: 100, units: 2 },
      { id: books!.id, name: 'Books', revenue: 20, previousRevenue: 0, revenueChange: null, units: 1 },
    ]);
    expect(d.salesByDay).toHaveLength(7);
    expect(d.salesByDay.slice(0, 4)).toEqual([
      { date: '2026-03-25', grossSales: 0, orders: 0, commission: 0 },
      { date: '2026-03-26', grossSales: 110, orders: 1, commission: 20 },
      { date: '2026-03-27', grossSales: 20, orders: 1, commission: 4 },
      { date: '2026-03-28', grossSales: 0, orders: 1, commission: 0 },
    ]);
  });

  it('takes explicit dates; a change is N/A (null) when the previous period had nothing', async () => {
    const d = (await dashboard(admin.token, '?startDate=2026-03-20&endDate=2026-03-20')).body.data;
    expect(d.period).toMatchObject({ days: 1, timeRange: null, previousStartDate: '2026-03-19' });
    expect(d.grossSales).toEqual({ value: 50, previous: 0, change: null });
    expect(d.topVendors).toHaveLength(1);
    const empty = (await dashboard(admin.token, '?startDate=2025-01-01&endDate=2025-01-31')).body.data;
    expect(empty.grossSales).toEqual({ value: 0, previous: 0, change: 0 });
    expect(empty.topVendors).toEqual([]);
    expect(empty.topCategories).toEqual([]);
  });

  it('reads three statements: one on the rollups, the vendor and the application counts', async () => {
    const execute = vi.spyOn(t().app.ctx.db, 'execute');
    const select = vi.spyOn(t().app.ctx.db, 'select');
    try {
      expect((await dashboard(admin.token, '?timeRange=365')).statusCode).toBe(200);
      expect(execute).toHaveBeenCalledTimes(1);
      expect(select).toHaveBeenCalledTimes(2);
    } finally {
      execute.mockRestore();
      select.mockRestore();
    }
  });

  it('is for admins only', async () => {
    expect((await call(t().app, 'GET', '/api/admin/dashboard')).statusCode).toBe(401);
    for (const role of ['vendor', 'customer'] as const) {
      const user = await signedIn(t().app, role);
      expect((await dashboard(user.token)).statusCode).toBe(403);
    }
  });

  it.each([
    ['?timeRange=14', 'timeRange'],
    ['?startDate=2026-13-01&endDate=2026-12-01', 'startDate'],
    ['?startDate=2026-03-10&endDate=2026-03-01', 'endDate'],
    ['?startDate=2023-01-01&endDate=2026-03-01', 'endDate'],
    ['?page=2', 'page'],
  ])('refuses %s naming %s', async (query, field) => {
    const res = await dashboard(admin.token, query);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.body)).toContain(field);
  });
});

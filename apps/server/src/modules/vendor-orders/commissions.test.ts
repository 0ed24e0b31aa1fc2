import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.js';
import { createProduct, orderBody } from '../../test/catalog-fixtures.js';
import { signedIn } from '../../test/fixtures.js';
import { moveVendorPart } from '../../test/part-steps.js';
import { call, useTestApp } from '../../test/test-app.js';

describe('commissions', () => {
  // Mid-March 2026, so earlier months of the year have history.
  const t = useTestApp({ clock: new ManualClock('2026-03-15T12:00:00Z') });

  async function deliveredOrder(
    vendor: { token: string; vendorId?: string },
    productId: string,
    price: number,
    qty: number,
  ) {
    const body = await orderBody(t().app, [{ productId, quantity: qty, price }], {
      email: `c${Math.random()}@example.test`,
    });
    const res = await call(t().app, 'POST', '/api/orders', { body });
    const partId = res.body.data.order.statusParts.find((p: any) => p.type === 'vendor')._id;
    await moveVendorPart(t().app, { token: vendor.token, partId }, 'delivered');
    return partId as string;
  }

  it('computes commission in minor units and monthly records with payments', async () => {
    const admin = await signedIn(t().app, 'admin');
    const vendor = await signedIn(t().app, 'vendor');
    const p = await createProduct(t().app, { vendorId: vendor.vendorId!, price: 33.33, stock: 100 });

    t().clock.set('2026-01-20T10:00:00Z');
    await deliveredOrder(vendor, p.id, 33.33, 1); // commission round(3333 * 20%) = 667
    await deliveredOrder(vendor, p.id, 33.33, 2); // round(6666 * 20%) = 1333
    t().clock.set('2026-02-10T10:00:00Z');
    await deliveredOrder(vendor, p.id, 33.33, 3); // round(9999 * 20%) = 2000
    t().clock.set('2026-03-15T12:00:00Z');
    await deliveredOrder(vendor, p.id, 33.33, 1); // 667 this month
    // A pending order earns no commission yet.
    const body = await orderBody(t().app, [{ productId: p.id, quantity: 5, price: 33.33 }]);
    await call(t().app, 'POST', '/api/orders', { body });

    const pay = await call(t().app, 'POST', '/api/admin/commissions/payments', {
      token: admin.token,
      body: { vendorId: vendor.vendorId, year: 2026, month: 1, amount: 15, reference: 'Wire 1' },
    });
    expect(pay.statusCode).toBe(201);
    expect(pay.body.data.pendingAfter).toBe(5);
    const over = await call(t().app, 'POST', '/api/admin/commissions/payments', {
      token: admin.token,
      body: { vendorId: vendor.vendorId, year: 2026, month: 1, amount: 5.01 },
    });
    expect(over.statusCode).toBe(409);
    expect(over.body.code).toBe('PAYMENT_EXCEEDS_PENDING');
    const noData = await call(t().app, 'POST', '/api/admin/commissions/payments', {
      token: admin.token,
      body: { vendorId: vendor.vendorId, year: 2025, month: 6, amount: 1 },
    });
    expect(noData.statusCode).toBe(409);

    const year = await call(t().app, 'GET', '/api/vendors/orders/commissions?period=year', {
      token: vendor.token,
    });
    expect(year.body.data.summary).toMatchObject({
      totalCommission: 46.67,
      totalPaidToAdmin: 15,
      pendingAmountToAdmin: 31.67,
      vendorCommissionRate: 20,
      totalOrders: 4,
    });
    const month = await call(t().app, 'GET', '/api/vendors/orders/commissions?period=month', {
      token: vendor.token,
    });
    expect(month.body.data.summary).toMatchObject({
      totalCommission: 6.67,
      totalPaidToAdmin: 0,
      pendingAmountToAdmin: 6.67,
    });

    const monthly = await call(t().app, 'GET', '/api/vendors/orders/commissions/monthly?year=2026', {
      token: vendor.token,
    });
    expect(monthly.statusCode).toBe(200);
    expect(
      monthly.body.data.records.map((r: any) => [
        r.monthName,
        r.status,
        r.totalCommission,
        r.paidToAdmin,
        r.pendingAmountToAdmin,
        r.totalOrders,
      ]),
    ).toEqual([
      ['March', 'current', 6.67, 0, 6.67, 1],
      ['February', 'pending', 20, 0, 20, 1],
      ['January', 'pending', 20, 15, 5, 2],
    ]);
    await call(t().app, 'POST', '/api/admin/commissions/payments', {
      token: admin.token,
      body: { vendorId: vendor.vendorId, year: 2026, month: 2, amount: 20 },
    });
    const after = await call(t().app, 'GET', '/api/vendors/orders/commissions/monthly?year=2026', {
      token: vendor.token,
    });
    expect(after.body.data.records[1]).toMatchObject({
      monthName: 'February',
      status: 'completed',
      pendingAmountToAdmin: 0,
    });
    expect(after.body.data.pagination).toMatchObject({ currentPage: 1, totalPages: 1, totalReports: 3 });
    const lastYear = await call(t().app, 'GET', '/api/vendors/orders/commissions/monthly?year=2025', {
      token: vendor.token,
    });
    expect(lastYear.body.data.records).toHaveLength(12);
    expect(lastYear.body.data.records.every((r: any) => r.status === 'no_data')).toBe(true);
    const adminView = await call(t().app, 'GET', `/api/admin/vendors/${vendor.vendorId}/commissions`, {
      token: admin.token,
    });
    expect(adminView.body.data.summary.totalCommission).toBe(46.67);
  });

  it('counts real orders, revenue and customers on the dashboard', async () => {
    const vendor = await signedIn(t().app, 'vendor');
    const p = await createProduct(t().app, { vendorId: vendor.vendorId!, price: 25, stock: 10 });
    await deliveredOrder(vendor, p.id, 25, 2);
    const body = await orderBody(t().app, [{ productId: p.id, quantity: 1, price: 25 }], {
      email: 'other@example.test',
    });
    const res = await call(t().app, 'POST', '/api/orders', { body });
    const partId = res.body.data.order.statusParts[0]._id;
    await call(t().app, 'POST', `/api/orders/user/cancel-vendor-part/${partId}`, {
      body: { email: 'other@example.test' },
    });
    const stats = await call(t().app, 'GET', '/api/vendors/dashboard/stats', { token: vendor.token });
    expect(stats.body.data.stats).toMatchObject({
      orders: { total: 2, completed: 1, cancelled: 0, cancelledByCustomer: 1, thisMonth: 2, today: 2 },
      products: { total: 1, totalValue: 200, soldThisMonth: 2, outOfStock: 0 },
      revenue: { total: 50, thisMonth: 50, avgOrderValue: 50 },
      customers: { total: 1, thisMonth: 1 },
    });
  });

  it('keeps commission routes to vendors and payments to admins', async () => {
    const vendor = await signedIn(t().app, 'vendor');
    const customer = await signedIn(t().app, 'customer');
    expect(
      (await call(t().app, 'GET', '/api/vendors/orders/commissions', { token: customer.token })).statusCode,
    ).toBe(403);
    const pay = await call(t().app, 'POST', '/api/admin/commissions/payments', {
      token: vendor.token,
      body: { vendorId: vendor.vendorId, year: 2026, month: 1, amount: 1 },
    });
    expect(pay.statusCode).toBe(403);
  });
});

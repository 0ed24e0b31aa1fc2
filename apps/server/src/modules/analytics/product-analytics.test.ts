import { describe, expect, it } from 'vitest';
import { orderItems, orderParts, orders } from '../../db/schema/index.js';
import { createAccount, signIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { apiCategory, apiProduct } from '../catalog/testing.js';
import { percentChange } from './product-analytics.service.js';

describe('product analytics', () => {
  const t = useTestApp();
  const at = (iso: string) => t().clock.set(iso);
  let orderSeq = 0;

  /** An order holding one item of a product, placed at a given time. */
  const placeOrder = async (opts: {
    when: string;
    productId: string;
    vendorId: string;
    quantity: number;
    unitMinor: number;
    email: string;
    state: string;
    itemStatus?: 'active' | 'cancelled';
    partStatus?: string;
  }) => {
    const db = t().database.db;
    const createdAt = new Date(opts.when);
    const total = opts.quantity * opts.unitMinor;
    const number = `IT-TEST-${++orderSeq}-${Math.random().toString(36).slice(2, 7)}`;
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: number,
        customerName: 'Buyer',
        customerEmail: opts.email,
        customerPhone: '1',
        shipStreet: '1 Main St',
        shipCity: 'Town',
        shipState: opts.state,
        shipZipCode: '00001',
        shipCountry: 'United States',
        estimatedDeliveryAt: createdAt,
        paymentMethod: 'cod',
        currency: 'USD',
        subtotalMinor: total,
        shippingMinor: 0,
        taxMinor: 0,
        totalMinor: total,
        taxRateBp: 0,
        orderType: 'vendor_only',
        createdAt,
      })
      .returning({ id: orders.id });
    const [part] = await db
      .insert(orderParts)
      .values({
        orderId: order!.id,
        type: 'vendor',
        vendorId: opts.vendorId,
        status: opts.partStatus ?? 'delivered',
        orderNumber: number,
        customerName: 'Buyer',
        customerEmail: opts.email,
        itemCount: 1,
        subtotalMinor: total,
        createdAt,
      })
      .returning({ id: orderParts.id });
    await db.insert(orderItems).values({
      orderId: order!.id,
      partId: part!.id,
      productId: opts.productId,
      vendorId: opts.vendorId,
      title: 'Item',
      unitPriceMinor: opts.unitMinor,
      quantity: opts.quantity,
      totalMinor: total,
      status: opts.itemStatus ?? 'active',
      createdAt,
    });
  };

  it('builds the daily series, KPIs with change against the previous period, stock and customers', async () => {
    const app = t().app;
    at('2025-06-01T09:00:00Z');
    const admin = await createAccount(app, { role: 'admin' });
    const vendor = await createAccount(app, { role: 'vendor' });
    const category = await apiCategory(app, await signIn(app, 'admin', admin), {
      name: 'Kitchen',
      admin: true,
    });
    let token = await signIn(app, 'vendor', vendor);
    const p = await apiProduct(app, token, {
      title: 'Teapot',
      mainCategory: category,
      stock: '10',
      price: '10',
    });
    const other = await apiProduct(app, token, { title: 'Cup', mainCategory: category });

    const view = async (day: string, times: number) => {
      at(`${day}T15:00:00Z`);
      for (let i = 0; i < times; i++) await call(app, 'GET', `/api/products/${p._id}`);
    };
    // Previous period (7-day range ending 2025-06-14): 06-01 .. 06-07. Current: 06-08 .. 06-14.
    await view('2025-06-02', 2);
    await view('2025-06-05', 2);
    await view('2025-06-09', 3);
    await view('2025-06-14', 3);
    await call(app, 'GET', `/api/products/${other._id}`);

    const sale = { productId: p._id, vendorId: vendor.vendorId!, unitMinor: 1000 };
    await placeOrder({ ...sale, when: '2025-06-03T10:00:00Z', quantity: 1, email: 'x@ex.com', state: 'CA' });
    await placeOrder({ ...sale, when: '2025-06-09T10:00:00Z', quantity: 2, email: 'x@ex.com', state: 'CA' });
    await placeOrder({ ...sale, when: '2025-06-10T23:30:00Z', quantity: 1, email: 'X@ex.com', state: 'CA' });
    await placeOrder({ ...sale, when: '2025-06-12T10:00:00Z', quantity: 1, email: 'y@ex.com', state: 'NY' });
    // Not counted: a cancelled item, a rejected part, another product, and a sale after "today".
    await placeOrder({
      ...sale,
      when: '2025-06-13T10:00:00Z',
      quantity: 5,
      email: 'z@ex.com',
      state: 'TX',
      itemStatus: 'cancelled',
    });
    await placeOrder({
      ...sale,
      when: '2025-06-13T11:00:00Z',
      quantity: 5,
      email: 'z@ex.com',
      state: 'TX',
      partStatus: 'rejected',
    });
    await placeOrder({
      ...sale,
      productId: other._id,
      when: '2025-06-13T12:00:00Z',
      quantity: 9,
      email: 'z@ex.com',
      state: 'TX',
    });

    // Stock set to 4 on 06-10 through the bulk screen.
    at('2025-06-10T08:00:00Z');
    token = await signIn(app, 'vendor', vendor);
    await call(app, 'POST', '/api/vendors/products/bulk/stock', {
      token,
      body: { productIds: [p._id], operation: 'set', value: 4 },
    });

    at('2025-06-14T20:00:00Z');
    token = await signIn(app, 'vendor', vendor);
    const res = await call(app, 'GET', `/api/vendors/products/${p._id}/analytics?timeRange=7`, { token });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const a = res.body.data;
    expect(a.period).toEqual({
      startDate: '2025-06-08',
      endDate: '2025-06-14',
      previousStartDate: '2025-06-01',
    });
    expect(a.views).toEqual([
      { date: '2025-06-08', views: 0 },
      { date: '2025-06-09', views: 3 },
      { date: '2025-06-10', views: 0 },
      { date: '2025-06-11', views: 0 },
      { date: '2025-06-12', views: 0 },
      { date: '2025-06-13', views: 0 },
      { date: '2025-06-14', views: 3 },
    ]);
    expect(a.sales.filter((s: any) => s.quantity > 0)).toEqual([
      { date: '2025-06-09', quantity: 2, revenue: 20 },
      { date: '2025-06-10', quantity: 1, revenue: 10 },
      { date: '2025-06-12', quantity: 1, revenue: 10 },
    ]);
    expect(a.sales).toHaveLength(7);
    expect(a.performance).toEqual({
      totalViews: 6,
      viewsChange: 50,
      totalSales: 4,
      salesChange: 300,
      totalRevenue: 40,
      revenueChange: 300,
      totalOrders: 3,
      conversionRate: 0.5,
      conversionChange: 100,
    });
    expect(a.topRegions).toEqual([
      { name: 'CA', sales: 3 },
      { name: 'NY', sales: 1 },
    ]);
    expect(a.customerInsights).toEqual({
      uniqueCustomers: 2,
      averageOrderValue: 13.33,
      repeatPurchaseRate: 0.5,
    });
    expect(a.stockHistory).toEqual([
      { date: '2025-06-08', stock: 10 },
      { date: '2025-06-09', stock: 10 },
      { date: '2025-06-10', stock: 4 },
      { date: '2025-06-11', stock: 4 },
      { date: '2025-06-12', stock: 4 },
      { date: '2025-06-13', stock: 4 },
      { date: '2025-06-14', stock: 4 },
    ]);

    // The toggle: the cancelled item and the rejected part (06-13, z, TX, 5 units each) count too.
    expect(a.includeCancelled).toBe(false);
    const all = await call(
      app,
      'GET',
      `/api/vendors/products/${p._id}/analytics?timeRange=7&includeCancelled=true`,
      {
        token,
      },
    );
    expect(all.statusCode).toBe(200);
    expect(all.body.data.includeCancelled).toBe(true);
    expect(all.body.data.sales.find((s: any) => s.date === '2025-06-13')).toEqual({
      date: '2025-06-13',
      quantity: 10,
      revenue: 100,
    });
    expect(all.body.data.performance).toMatchObject({ totalSales: 14, totalRevenue: 140, totalOrders: 5 });
    expect(all.body.data.topRegions).toEqual([
      { name: 'TX', sales: 10 },
      { name: 'CA', sales: 3 },
      { name: 'NY', sales: 1 },
    ]);
    expect(all.body.data.customerInsights).toEqual({
      uniqueCustomers: 3,
      averageOrderValue: 28,
      repeatPurchaseRate: 0.6667,
    });
    // Views and stock do not depend on it.
    expect(all.body.data.views).toEqual(a.views);
    expect(all.body.data.stockHistory).toEqual(a.stockHistory);
    const off = await call(
      app,
      'GET',
      `/api/vendors/products/${p._id}/analytics?timeRange=7&includeCancelled=false`,
      {
        token,
      },
    );
    expect(off.body.data).toEqual(a);
    const notBool = await call(app, 'GET', `/api/vendors/products/${p._id}/analytics?includeCancelled=yes`, {
      token,
    });
    expect(notBool.statusCode).toBe(400);
    expect(notBool.body.details[0].path).toBe('includeCancelled');

    // The default range is 30 days, every day present.
    const month = await call(app, 'GET', `/api/vendors/products/${p._id}/analytics`, { token });
    expect(month.body.data.views).toHaveLength(30);
    expect(month.body.data.performance).toMatchObject({ totalViews: 10, totalSales: 5, viewsChange: null });
    expect(month.body.data.stockHistory[0]).toEqual({ date: '2025-06-01', stock: 10 });
    expect(month.body.data.stockHistory).toHaveLength(14);

    const bad = await call(app, 'GET', `/api/vendors/products/${p._id}/analytics?timeRange=14`, { token });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toContain('Time range must be 7, 30, 90 or 365 days');

    // Another vendor gets 404.
    const stranger = await createAccount(app, { role: 'vendor' });
    const foreign = await call(app, 'GET', `/api/vendors/products/${p._id}/analytics`, {
      token: await signIn(app, 'vendor', stranger),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body.message).toBe('Product not found');
  });

  it('reports zeros and empty lists for a product without history', async () => {
    const app = t().app;
    const admin = await createAccount(app, { role: 'admin' });
    const vendor = await createAccount(app, { role: 'vendor' });
    const category = await apiCategory(app, await signIn(app, 'admin', admin), {
      name: 'Empty',
      admin: true,
    });
    const token = await signIn(app, 'vendor', vendor);
    const p = await apiProduct(app, token, { title: 'Quiet', mainCategory: category, stock: '0' });
    const res = await call(app, 'GET', `/api/vendors/products/${p._id}/analytics?timeRange=90`, { token });
    expect(res.body.data.views).toHaveLength(90);
    expect(res.body.data.performance).toEqual({
      totalViews: 0,
      viewsChange: 0,
      totalSales: 0,
      salesChange: 0,
      totalRevenue: 0,
      revenueChange: 0,
      totalOrders: 0,
      conversionRate: 0,
      conversionChange: 0,
    });
    expect(res.body.data.topRegions).toEqual([]);
    expect(res.body.data.customerInsights).toEqual({
      uniqueCustomers: 0,
      averageOrderValue: 0,
      repeatPurchaseRate: 0,
    });
    expect(res.body.data.stockHistory.at(-1)).toEqual({ date: res.body.data.period.endDate, stock: 0 });
  });

  it('computes percent change with one decimal, null when there was nothing before', () => {
    expect(percentChange(15, 10)).toBe(50);
    expect(percentChange(5, 10)).toBe(-50);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(4, 0)).toBeNull();
  });
});

describe('product analytics in the marketplace time zone', () => {
  const t = useTestApp({ env: { MARKETPLACE_TIME_ZONE: 'America/New_York' } });

  it("counts a view late in the evening on the marketplace's day, not the UTC day", async () => {
    const app = t().app;
    t().clock.set('2026-03-09T12:00:00Z');
    const admin = await createAccount(app, { role: 'admin' });
    const vendor = await createAccount(app, { role: 'vendor' });
    const category = await apiCategory(app, await signIn(app, 'admin', admin), { name: 'Desk', admin: true });
    const token = await signIn(app, 'vendor', vendor);
    const p = await apiProduct(app, token, { title: 'Lamp', mainCategory: category });
    // 22:30 on March 9 in New York is 03:30 UTC on March 10.
    t().clock.set('2026-03-10T03:30:00Z');
    await call(app, 'GET', `/api/products/${p._id}`);
    const res = await call(app, 'GET', `/api/vendors/products/${p._id}/analytics?timeRange=7`, {
      token: await signIn(app, 'vendor', vendor),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.period.endDate).toBe('2026-03-09');
    expect(res.body.data.views.at(-1)).toEqual({ date: '2026-03-09', views: 1 });
    expect(res.body.data.performance.totalViews).toBe(1);
  });
});

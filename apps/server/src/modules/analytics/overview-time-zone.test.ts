import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.js';
import { createProduct, orderBody } from '../../test/catalog-fixtures.js';
import { signedIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { drainAnalytics } from './index.js';

describe("'Your Business Report' in the marketplace time zone", () => {
  // Karachi is UTC+5: 2026-03-13T20:00Z is already 03-14 there.
  const t = useTestApp({
    clock: new ManualClock('2026-03-13T20:00:00Z'),
    env: { MARKETPLACE_TIME_ZONE: 'Asia/Karachi' },
  });

  it('counts days and today in that zone', async () => {
    const { app } = t();
    const vendor = await signedIn(app, 'vendor');
    const lamp = await createProduct(app, { vendorId: vendor.vendorId!, title: 'Lamp', price: 40 });
    const body = await orderBody(app, [{ productId: lamp.id, quantity: 1, price: 40 }], {
      email: 'tz@example.test',
    });
    expect((await call(app, 'POST', '/api/orders', { body })).statusCode).toBe(201);
    await drainAnalytics({ ctx: app.ctx });
    t().clock.set('2026-03-14T19:30:00Z'); // 03-15 00:30 in Karachi
    const a = (await call(app, 'GET', '/api/vendors/analytics?timeRange=7', { token: vendor.token })).body
      .data.analytics;
    expect(a.period).toMatchObject({ startDate: '2026-03-09', endDate: '2026-03-15' });
    expect(a.charts.salesData.filter((d: { orders: number }) => d.orders > 0)).toEqual([
      { date: '2026-03-14', sales: 1, orders: 1, revenue: 40 },
    ]);
  });
});

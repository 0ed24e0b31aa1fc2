import { HANDLING_DAYS_MESSAGE } from '@market/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createProduct } from '../../test/catalog-fixtures.js';
import { signedIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { insertVendorPart } from '../../test/vendor-part-fixtures.js';
import { drainAnalytics, rebuildAnalytics } from '../analytics/index.js';

describe("the vendor's handling days", () => {
  const t = useTestApp();

  it('reads 3 by default and saves a whole number from 0 to 60', async () => {
    const v = await signedIn(t().app, 'vendor');
    const read = await call(t().app, 'GET', '/api/vendors/profile', { token: v.token });
    expect(read.body.data.vendor.handlingDays).toBe(3);
    for (const days of [0, 60, 5]) {
      const res = await call(t().app, 'PUT', '/api/vendors/profile', {
        token: v.token,
        body: { handlingDays: days },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body.data.vendor.handlingDays).toBe(days);
    }
    const again = await call(t().app, 'GET', '/api/vendors/profile', { token: v.token });
    expect(again.body.data.vendor.handlingDays).toBe(5);
  });

  it.each([[-1], [61], [2.5], ['3'], [null]])(
    'refuses %j naming the field, changing nothing',
    async (days) => {
      const v = await signedIn(t().app, 'vendor');
      const res = await call(t().app, 'PUT', '/api/vendors/profile', {
        token: v.token,
        body: { businessName: 'Changed', handlingDays: days },
      });
      expect(res.statusCode).toBe(400);
      expect(res.body.details).toContainEqual({ path: 'handlingDays', message: HANDLING_DAYS_MESSAGE });
      const read = await call(t().app, 'GET', '/api/vendors/profile', { token: v.token });
      expect(read.body.data.vendor).toMatchObject({ handlingDays: 3 });
      expect(read.body.data.vendor.businessName).not.toBe('Changed');
    },
  );

  it('judges deliveries on time again when they change, the rollups still equal a rebuild', async () => {
    const { app } = t();
    t().clock.set('2025-06-14T12:00:00Z');
    const v = await signedIn(app, 'vendor');
    const product = await createProduct(app, { vendorId: v.vendorId! });
    // Delivered 4 days after the estimate: late with 3 handling days, on time with 5.
    await insertVendorPart(app, {
      vendorId: v.vendorId!,
      when: '2025-06-05T10:00:00Z',
      email: 'late@x.test',
      status: 'delivered',
      items: [{ productId: product.id, quantity: 1, unitMinor: 1000 }],
      shippedAt: '2025-06-06T10:00:00Z',
      estimatedAt: '2025-06-08T10:00:00Z',
      deliveredAt: '2025-06-12T10:00:00Z',
    });
    await drainAnalytics({ ctx: app.ctx });
    const onTime = async () =>
      (await call(app, 'GET', '/api/vendors/orders/analytics?timeRange=30', { token: v.token })).body.data
        .performanceMetrics.onTimeDeliveryRate;
    expect(await onTime()).toBe(0);
    const res = await call(app, 'PUT', '/api/vendors/profile', { token: v.token, body: { handlingDays: 5 } });
    expect(res.statusCode).toBe(200);
    expect(await drainAnalytics({ ctx: app.ctx })).toBe(1);
    expect(await onTime()).toBe(100);
    const rows = () =>
      queryRows(
        app.ctx.db,
        sql`select day::text, delivered_parts, delivered_on_time from analytics_vendor_days where vendor_id = ${v.vendorId!} order by day`,
      );
    const incremental = await rows();
    await rebuildAnalytics({ ctx: app.ctx });
    expect(await rows()).toEqual(incremental);
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { ManualClock } from '../../lib/clock.js';
import { createProduct, setSetting } from '../../test/catalog-fixtures.js';
import { signedIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { placeVendorOrder } from '../vendor-orders/testing.js';
import { drainAnalytics, rebuildAnalytics } from './index.js';
import { nextDrainDelay } from './refresh.service.js';
import { guestOrder } from './testing.js';

describe('analytics rollups', () => {
  const t = useTestApp({ clock: new ManualClock('2026-06-10T15:00:00Z') });

  it('queues a placed order in the same transaction and folds it into the vendor day', async () => {
    const { app, database } = t();
    const placed = await placeVendorOrder(app, { quantity: 3 });
    const queued = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from analytics_dirty_parts`,
    );
    expect(queued[0]!.n).toBe(2);
    expect(await drainAnalytics({ ctx: app.ctx })).toBe(2);
    const [day] = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select orders, live_orders, units, revenue_minor::int as revenue, new_customers from analytics_vendor_days where vendor_id = ${placed.vendor.vendorId}`,
    );
    expect(day).toEqual({ orders: 1, live_orders: 1, units: 3, revenue: 12000, new_customers: 1 });
    const accepted = await call(app, 'PUT', `/api/vendors/orders/${placed.partId}/respond`, {
      token: placed.vendor.token,
      body: { action: 'accept' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(await drainAnalytics({ ctx: app.ctx })).toBe(1);
    const res = await call(app, 'PUT', `/api/vendors/orders/${placed.partId}/status`, {
      token: placed.vendor.token,
      body: { status: 'shipped', trackingInfo: '1Z1', carrier: 'UPS' },
    });
    expect(res.statusCode).toBe(200);
    expect(await drainAnalytics({ ctx: app.ctx })).toBe(1);
  });

  it("moves a customer's first day when an order placed earlier reaches the vendor later", async () => {
    const { app, clock, database } = t();
    const vendor = await signedIn(app, 'vendor');
    const product = await createProduct(app, {
      vendorId: vendor.vendorId!,
      title: 'Held Lamp',
      price: 20,
      stock: 50,
    });
    const line = [{ productId: product.id, quantity: 1, price: product.price }];
    const email = 'late.first@example.test';
    // June 10: held for the admin. June 11: a second order reaches the vendor at once.
    await setSetting(app, 'autoForwardOrders', false);
    const held = await guestOrder(app, line, email);
    await setSetting(app, 'autoForwardOrders', true);
    clock.advance(24 * 3600_000);
    await guestOrder(app, line, email);
    await drainAnalytics({ ctx: app.ctx });
    const admin = await signedIn(app, 'admin');
    const fwd = await call(app, 'POST', `/api/admin/orders/${held.orderId}/forward`, {
      token: admin.token,
      body: {},
    });
    expect(fwd.statusCode).toBe(200);
    await drainAnalytics({ ctx: app.ctx });

    const read = () =>
      queryRows<Record<string, unknown>>(
        database.db,
        sql`select to_char(d.day, 'MM-DD') as day, d.new_customers, d.returning_customers,
            f.customers as first_day_customers
          from analytics_vendor_days d
          left join analytics_customer_first_days f on f.vendor_id = d.vendor_id and f.first_day = d.day
          where d.vendor_id = ${vendor.vendorId} order by d.day`,
      );
    const incremental = await read();
    // New on the 10th (the held order's day), returning on the 11th: not new twice.
    expect(incremental).toEqual([
      { day: '06-10', new_customers: 1, returning_customers: 0, first_day_customers: 1 },
      { day: '06-11', new_customers: 0, returning_customers: 1, first_day_customers: null },
    ]);
    await rebuildAnalytics({ ctx: app.ctx });
    expect(await read()).toEqual(incremental);
  });

  it('drains at the configured pace, and never spends more than a fifth of the time draining', () => {
    expect(nextDrainDelay(1000, 40)).toBe(1000);
    expect(nextDrainDelay(1000, 600)).toBe(2400);
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { call, useTestApp } from '../../test/test-app.js';
import { placeVendorOrder } from '../vendor-orders/testing.js';
import { drainAnalytics } from './index.js';
import { nextDrainDelay } from './refresh.service.js';

describe('analytics rollups', () => {
  const t = useTestApp();

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
    const res = await call(app, 'PUT', `/api/vendors/orders/${placed.partId}/status`, {
      token: placed.vendor.token,
      body: { status: 'shipped' },
    });
    expect(res.statusCode).toBe(200);
    expect(await drainAnalytics({ ctx: app.ctx })).toBe(1);
  });

  it('drains at the configured pace, and never spends more than a fifth of the time draining', () => {
    expect(nextDrainDelay(1000, 40)).toBe(1000);
    expect(nextDrainDelay(1000, 600)).toBe(2400);
  });
});

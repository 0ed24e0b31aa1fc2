import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createProduct, orderBody } from '../../test/catalog-fixtures.js';
import { createAccount } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { drainAnalytics, rebuildAnalytics } from './index.js';

// Races need real connections: PGlite has one, so this runs on PostgreSQL only (TEST_DATABASE_URL).
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'analytics refresh under concurrency (PostgreSQL)',
  () => {
    const t = useTestApp();

    it('orders placed while several workers drain are all folded in once, as a rebuild would', async () => {
      const { app, database } = t();
      const vendor = await createAccount(app, { role: 'vendor' });
      const product = await createProduct(app, {
        vendorId: vendor.vendorId!,
        title: 'Busy',
        price: 12,
        stock: 500,
      });
      const body = await orderBody(app, [{ productId: product.id, quantity: 1, price: 12 }]);
      let placing = true;
      const workers = Array.from({ length: 3 }, async () => {
        let folded = 0;
        while (placing) folded += await drainAnalytics({ ctx: app.ctx });
        return folded;
      });
      const placed = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          call(app, 'POST', '/api/orders', {
            body: { ...body, customer: { ...body.customer, email: `c${i % 7}@example.test` } },
          }),
        ),
      );
      placing = false;
      await Promise.all(workers);
      await drainAnalytics({ ctx: app.ctx });
      expect(placed.every((r) => r.statusCode === 201)).toBe(true);

      const read = () =>
        queryRows<{ orders: number; revenue: number; customers: number; queued: number }>(
          database.db,
          sql`select (select coalesce(sum(orders), 0)::int from analytics_vendor_days where vendor_id = ${vendor.vendorId}) as orders,
          (select coalesce(sum(revenue_minor), 0)::int from analytics_vendor_days where vendor_id = ${vendor.vendorId}) as revenue,
          (select count(*)::int from analytics_vendor_customers where vendor_id = ${vendor.vendorId}) as customers,
          (select count(*)::int from analytics_dirty_parts) as queued`,
        );
      const [incremental] = await read();
      expect(incremental).toEqual({ orders: 60, revenue: 60 * 1200, customers: 7, queued: 0 });
      await rebuildAnalytics({ ctx: app.ctx });
      expect((await read())[0]).toEqual(incremental);
    });
  },
);

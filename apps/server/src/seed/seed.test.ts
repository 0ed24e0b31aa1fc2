import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { vendorApplications, vendors } from '../db/schema/index.js';
import { signIn } from '../test/fixtures.js';
import { call, useTestApp } from '../test/test-app.js';
import { seedDemoData } from './index.js';
import { DEMO_APPLICATION_IDS } from './onboarding.js';

describe('demo data', () => {
  const t = useTestApp();

  // About 40 s alone; three minutes and more when the 2-core machine runs other test files beside it.
  it('seeds an empty database once, with the demo logins working', { timeout: 360_000 }, async () => {
    expect(await seedDemoData(t().app.ctx)).toBe(true);
    expect(await seedDemoData(t().app.ctx)).toBe(false);
    await signIn(t().app, 'admin', { email: 'admin@demo.test', password: 'demo1234' });
    await signIn(t().app, 'customer', { email: 'customer@demo.test', password: 'demo1234' });
    const vendorToken = await signIn(t().app, 'vendor', { email: 'vendor@demo.test', password: 'demo1234' });
    const me = await call(t().app, 'GET', '/api/auth/me', { token: vendorToken });
    expect(me.body.data.vendor).toMatchObject({
      businessName: 'Demo Traders',
      verificationStatus: 'approved',
    });
  });

  it('has vendors in every verification status and applications in every review status', async () => {
    const statuses = await t()
      .database.db.select({ s: vendors.verificationStatus, n: sql<number>`count(*)::int` })
      .from(vendors)
      .groupBy(vendors.verificationStatus);
    expect(statuses.map((r) => r.s).sort()).toEqual(['approved', 'pending', 'rejected', 'under_review']);
    const apps = await t()
      .database.db.selectDistinct({ s: vendorApplications.status })
      .from(vendorApplications);
    expect(apps.map((r) => r.s).sort()).toEqual([
      'approved',
      'more_info_required',
      'rejected',
      'submitted',
      'under_review',
    ]);
  });

  it('has about 300 orders over a year in every status, consistent with stock', async () => {
    const [summary] = await queryRows<{ n: number; oldest: string; statuses: string[] }>(
      t().database.db,
      sql`select count(*)::int as n, min(created_at)::text as oldest, array_agg(distinct unified_status) as statuses from orders`,
    );
    expect(summary!.n).toBeGreaterThanOrEqual(250);
    expect(Date.now() - new Date(summary!.oldest).getTime()).toBeGreaterThan(300 * 24 * 3600 * 1000);
    expect([...summary!.statuses].sort()).toEqual([
      'cancelled',
      'delivered',
      'placed',
      'processing',
      'shipped',
    ]);
    const parts = await queryRows<{ status: string }>(
      t().database.db,
      sql`select distinct status from order_parts`,
    );
    expect(parts.map((p) => p.status)).toEqual(
      expect.arrayContaining(['pending', 'accepted', 'shipped', 'delivered', 'cancelled', 'rejected']),
    );
    // Reserved stock is exactly the units of live order lines that have not shipped.
    const mismatches = await queryRows<{ product_id: string }>(
      t().database.db,
      sql`select i.product_id from inventory_items i
          left join (select oi.product_id, sum(oi.quantity)::int as units from order_items oi
                     join order_parts op on op.id = oi.part_id
                     where oi.status = 'active' and op.status in ('pending', 'accepted', 'confirmed', 'processing')
                     group by oi.product_id) o on o.product_id = i.product_id
          where i.reserved_stock <> coalesce(o.units, 0) or i.current_stock < i.reserved_stock`,
    );
    expect(mismatches).toEqual([]);
    const [paid] = await queryRows<{ n: number }>(
      t().database.db,
      sql`select count(*)::int as n from commission_payments`,
    );
    expect(paid!.n).toBeGreaterThan(0);
  });

  it('shows the credentials of the freshly approved demo applicant', async () => {
    const res = await call(
      t().app,
      'GET',
      `/api/vendors/application-status/${DEMO_APPLICATION_IDS.approvedWithCredentials}`,
    );
    expect(res.body.data.loginCredentials).toMatchObject({ email: 'studio@newhorizon.test' });
  });
});

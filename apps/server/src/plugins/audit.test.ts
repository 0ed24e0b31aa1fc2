import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditLog, orderEvents } from '../db/schema/index.js';
import { createProduct } from '../test/catalog-fixtures.js';
import { signedIn } from '../test/fixtures.js';
import { call, useTestApp } from '../test/test-app.js';
import { insertVendorPart } from '../test/vendor-part-fixtures.js';

async function impersonate(app: FastifyInstance, adminToken: string, vendorId: string): Promise<string> {
  const res = await call(app, 'POST', `/api/admin/vendors/${vendorId}/impersonate`, { token: adminToken });
  expect(res.statusCode).toBe(200);
  return res.body.data.token as string;
}

async function entriesFor(app: FastifyInstance, route: string) {
  return app.ctx.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.route, route))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
}

describe('audit log (decision 0038)', () => {
  const t = useTestApp();

  it('credits a part moved through impersonation to the admin, as the vendor, with the status before and after', async () => {
    const { app } = t();
    const admin = await signedIn(app, 'admin', { name: 'Ada Admin' });
    const vendor = await signedIn(app, 'vendor', { businessName: 'Seen Shop' });
    const product = await createProduct(app, { vendorId: vendor.vendorId!, price: 10 });
    const partId = await insertVendorPart(app, {
      vendorId: vendor.vendorId!,
      when: app.ctx.clock.now().toISOString(),
      email: 'buyer@example.com',
      status: 'pending',
      items: [{ productId: product.id, quantity: 1, unitMinor: 1000 }],
    });
    const token = await impersonate(app, admin.token, vendor.vendorId!);
    const res = await call(app, 'PUT', `/api/status/${partId}/vendor-status`, {
      token,
      body: { status: 'accepted' },
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await entriesFor(app, 'PUT /api/status/:id/vendor-status');
    expect(entry).toMatchObject({
      actorId: admin.id,
      asVendorId: vendor.vendorId,
      vendorId: vendor.vendorId,
      subjectType: 'order_part',
      subjectId: partId,
      method: 'PUT',
      statusCode: 200,
      ip: '203.0.113.9',
    });
    expect(entry!.details.changes).toEqual([
      expect.objectContaining({
        before: { status: 'pending' },
        after: expect.objectContaining({ status: 'accepted' }),
      }),
    ]);
    const [event] = await app.ctx.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.partId, partId))
      .orderBy(desc(orderEvents.createdAt));
    expect(event).toMatchObject({ toStatus: 'accepted', actorType: 'vendor', impersonatorId: admin.id });

    // The vendor acting in its own portal is not an admin action: no entry, no impersonator.
    await call(app, 'PUT', `/api/status/${partId}/vendor-status`, {
      token: vendor.token,
      body: { status: 'shipped', trackingNumber: 'T-1', carrier: 'UPS' },
    });
    expect(await entriesFor(app, 'PUT /api/status/:id/vendor-status')).toHaveLength(1);
  });

  it('records the price before and after a bulk price change through impersonation', async () => {
    const { app } = t();
    const admin = await signedIn(app, 'admin');
    const vendor = await signedIn(app, 'vendor');
    const product = await createProduct(app, { vendorId: vendor.vendorId!, price: 10 });
    const token = await impersonate(app, admin.token, vendor.vendorId!);
    const res = await call(app, 'POST', '/api/vendors/products/bulk/prices', {
      token,
      body: { productIds: [product.id], type: 'fixed', value: 2.5, operation: 'increase' },
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await entriesFor(app, 'POST /api/vendors/products/bulk/prices');
    expect(entry).toMatchObject({ actorId: admin.id, asVendorId: vendor.vendorId, subjectId: product.id });
    expect(entry!.details.changes).toEqual([
      {
        subjectType: 'product',
        subjectId: product.id,
        vendorId: vendor.vendorId,
        before: { priceMinor: 1000 },
        after: { priceMinor: 1250 },
      },
    ]);
  });

  it('records an admin settings change with the rate before and after, and the caller address', async () => {
    const { app } = t();
    const admin = await signedIn(app, 'admin');
    const res = await call(app, 'PUT', '/api/admin/commission/settings', {
      token: admin.token,
      body: { commissionPercentage: 12.5 },
      remoteAddress: '198.51.100.7',
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await entriesFor(app, 'PUT /api/admin/commission/settings');
    expect(entry).toMatchObject({
      actorId: admin.id,
      asVendorId: null,
      subjectType: 'settings',
      ip: '198.51.100.7',
      statusCode: 200,
    });
    expect(entry!.details.changes).toEqual([
      expect.objectContaining({
        after: { commissionRateBp: 1250 },
        before: { commissionRateBp: expect.anything() },
      }),
    ]);
  });

  it('is append-only: an update, a delete or a truncate of the log raises', async () => {
    const { app } = t();
    const admin = await signedIn(app, 'admin');
    const vendor = await signedIn(app, 'vendor');
    await impersonate(app, admin.token, vendor.vendorId!);
    const count = async () => (await app.ctx.db.select().from(auditLog)).length;
    const n = await count();
    expect(n).toBeGreaterThan(0);
    await expect(app.ctx.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(app.ctx.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(app.ctx.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await count()).toBe(n);
  });
});

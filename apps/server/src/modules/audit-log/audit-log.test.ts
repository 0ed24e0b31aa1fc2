import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { orderItems } from '../../db/schema/index.js';
import { createProduct } from '../../test/catalog-fixtures.js';
import { signedIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { insertVendorPart } from '../../test/vendor-part-fixtures.js';

async function impersonate(app: FastifyInstance, adminToken: string, vendorId: string): Promise<string> {
  const res = await call(app, 'POST', `/api/admin/vendors/${vendorId}/impersonate`, { token: adminToken });
  expect(res.statusCode).toBe(200);
  return res.body.data.token as string;
}

/** A vendor with a pending part, accepted by an admin through an impersonation session. */
async function acceptedThroughImpersonation(app: FastifyInstance, adminToken: string, shopName: string) {
  const vendor = await signedIn(app, 'vendor', { businessName: shopName });
  const product = await createProduct(app, { vendorId: vendor.vendorId!, price: 10 });
  const partId = await insertVendorPart(app, {
    vendorId: vendor.vendorId!,
    when: app.ctx.clock.now().toISOString(),
    email: 'buyer@example.com',
    status: 'pending',
    items: [{ productId: product.id, quantity: 1, unitMinor: 1000 }],
  });
  const token = await impersonate(app, adminToken, vendor.vendorId!);
  const res = await call(app, 'PUT', `/api/status/${partId}/vendor-status`, {
    token,
    body: { status: 'accepted' },
  });
  expect(res.statusCode).toBe(200);
  return { vendor, partId };
}

describe('audit log screens (decision 0038)', () => {
  const t = useTestApp();

  it('lists the entries newest first with filters, credits impersonated actions "Admin <name> as <shop>"', async () => {
    const { app } = t();
    const admin = await signedIn(app, 'admin', { name: 'Ada Admin' });
    const a = await acceptedThroughImpersonation(app, admin.token, 'Alpha Shop');
    const res = await call(
      app,
      'GET',
      `/api/admin/audit?vendorId=${a.vendor.vendorId}&subjectType=order_part`,
      {
        token: admin.token,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data.entries).toHaveLength(1);
    expect(res.body.data.entries[0]).toMatchObject({
      actor: 'Admin Ada Admin as Alpha Shop',
      actorId: admin.id,
      asVendor: { id: a.vendor.vendorId, businessName: 'Alpha Shop' },
      route: 'PUT /api/status/:id/vendor-status',
      subjectId: a.partId,
      changes: [{ before: { status: 'pending' }, after: expect.objectContaining({ status: 'accepted' }) }],
    });
    const all = await call(app, 'GET', `/api/admin/audit?actorId=${admin.id}`, { token: admin.token });
    expect(all.body.data.entries.map((e: { action: string }) => e.action)).toEqual([
      'setVendorOrderStatus',
      'impersonation.start',
    ]);
    const oldest = await call(app, 'GET', `/api/admin/audit?actorId=${admin.id}&sort=oldest`, {
      token: admin.token,
    });
    expect(oldest.body.data.entries.map((e: { action: string }) => e.action)).toEqual([
      'impersonation.start',
      'setVendorOrderStatus',
    ]);
    const later = await call(app, 'GET', '/api/admin/audit?from=2999-01-01', { token: admin.token });
    expect(later.body.data.entries).toEqual([]);

    // The order's history says who really moved the part.
    const [item] = await app.ctx.db.select().from(orderItems).where(eq(orderItems.partId, a.partId));
    const order = await call(app, 'GET', `/api/admin/orders/${item!.orderId}`, { token: admin.token });
    expect(order.statusCode).toBe(200);
    const moved = order.body.data.history.find((h: { toStatus: string }) => h.toStatus === 'accepted');
    expect(moved.actorName).toBe('Admin Ada Admin as Alpha Shop');
    expect(moved.impersonated).toBe(true);
    expect(
      order.body.data.history.every((h: { impersonated: boolean }) => h.impersonated === (h === moved)),
    ).toBe(true);
  });

  it('refuses unknown or malformed filters with 400 and field details', async () => {
    const { app } = t();
    const admin = await signedIn(app, 'admin');
    for (const q of ['colour=red', 'from=yesterday', 'vendorId=abc', 'limit=1000']) {
      const res = await call(app, 'GET', `/api/admin/audit?${q}`, { token: admin.token });
      expect(res.statusCode, q).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    const vendor = await signedIn(app, 'vendor');
    expect((await call(app, 'GET', '/api/admin/audit', { token: vendor.token })).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/admin/audit')).statusCode).toBe(401);
  });

  it('shows a vendor the entries about its own shop only, without the admin address', async () => {
    const { app } = t();
    const admin = await signedIn(app, 'admin', { name: 'Ada Admin' });
    const mine = await acceptedThroughImpersonation(app, admin.token, 'Mine Shop');
    const other = await acceptedThroughImpersonation(app, admin.token, 'Other Shop');
    const res = await call(app, 'GET', '/api/vendors/audit', { token: mine.vendor.token });
    expect(res.statusCode).toBe(200);
    const entries = res.body.data.entries as { vendor: { id: string }; subjectId: string; ip: null }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.vendor.id === mine.vendor.vendorId)).toBe(true);
    expect(entries.every((e) => e.ip === null)).toBe(true);
    expect(entries.some((e) => e.subjectId === mine.partId)).toBe(true);
    expect(entries.some((e) => e.subjectId === other.partId)).toBe(false);
    const sneaky = await call(app, 'GET', `/api/vendors/audit?vendorId=${other.vendor.vendorId}`, {
      token: mine.vendor.token,
    });
    expect(sneaky.statusCode).toBe(400);
  });

  it('exports the matching entries as CSV with formula cells neutralised', async () => {
    const { app } = t();
    const admin = await signedIn(app, 'admin', { name: '=HYPERLINK("x")' });
    const a = await acceptedThroughImpersonation(app, admin.token, '+Plus Shop');
    const res = await call(app, 'GET', `/api/admin/audit/export?vendorId=${a.vendor.vendorId}`, {
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = (res.body as string).trim().split('\n');
    expect(lines[0]).toBe(
      'time,actor,actorId,asVendor,vendor,action,method,route,statusCode,subjectType,subjectId,ip,changes',
    );
    expect(lines).toHaveLength(3);
    expect(res.body).toContain(`'+Plus Shop`);
    expect(res.body).not.toMatch(/,=HYPERLINK/);
    expect(res.body).toContain('PUT /api/status/:id/vendor-status');
  });
});

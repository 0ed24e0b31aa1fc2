import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { createProduct } from '../../test/catalog-fixtures.js';
import { signedIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { setResponseCacheTtl } from '../catalog/list-cache.js';

describe('admin vendor desk and impersonation', () => {
  const t = useTestApp();

  it('lists vendors with status and commission rate, filtered and searched', async () => {
    const admin = await signedIn(t().app, 'admin');
    await signedIn(t().app, 'vendor', { businessName: 'Zebra Zone', verificationStatus: 'pending' });
    const res = await call(t().app, 'GET', '/api/admin/vendors?status=pending&search=zebra', {
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.vendors).toHaveLength(1);
    expect(res.body.data.vendors[0]).toMatchObject({
      businessName: 'Zebra Zone',
      verificationStatus: 'pending',
      commissionRate: null,
      effectiveCommissionRate: 20,
    });
  });

  it('shows one vendor, and 404 for an unknown id', async () => {
    const admin = await signedIn(t().app, 'admin');
    const v = await signedIn(t().app, 'vendor', { businessName: 'Single Shop' });
    const res = await call(t().app, 'GET', `/api/admin/vendors/${v.vendorId}`, { token: admin.token });
    expect(res.body.data).toMatchObject({
      _id: v.vendorId,
      businessName: 'Single Shop',
      effectiveCommissionRate: 20,
    });
    const missing = await call(t().app, 'GET', '/api/admin/vendors/01900000-0000-7000-8000-000000000000', {
      token: admin.token,
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await call(t().app, 'GET', `/api/admin/vendors/${v.vendorId}`, { token: v.token })).statusCode,
    ).toBe(403);
  });

  it('changes status and commission rate, audited; refuses a rate above 100', async () => {
    const admin = await signedIn(t().app, 'admin');
    const v = await signedIn(t().app, 'vendor', { verificationStatus: 'pending' });
    const res = await call(t().app, 'PUT', `/api/admin/vendors/${v.vendorId}`, {
      token: admin.token,
      body: { verificationStatus: 'approved', commissionRate: 15 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      verificationStatus: 'approved',
      commissionRate: 15,
      effectiveCommissionRate: 15,
    });
    const bad = await call(t().app, 'PUT', `/api/admin/vendors/${v.vendorId}`, {
      token: admin.token,
      body: { commissionRate: 150 },
    });
    expect(bad.statusCode).toBe(400);
    const audit = await t()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, v.vendorId!), eq(auditLog.action, 'vendor.update')));
    expect(audit).toHaveLength(1);
    const missing = await call(t().app, 'PUT', '/api/admin/vendors/01900000-0000-7000-8000-000000000000', {
      token: admin.token,
      body: { commissionRate: 10 },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('locks a vendor out of adding products on its next request after a rejection', async () => {
    const admin = await signedIn(t().app, 'admin');
    const v = await signedIn(t().app, 'vendor');
    // The vendor's session was just read, so it sits in the session cache.
    expect((await call(t().app, 'GET', '/api/auth/me', { token: v.token })).statusCode).toBe(200);
    const res = await call(t().app, 'PUT', `/api/admin/vendors/${v.vendorId}`, {
      token: admin.token,
      body: { verificationStatus: 'rejected' },
    });
    expect(res.statusCode).toBe(200);
    const add = await call(t().app, 'POST', '/api/vendors/products', {
      token: v.token,
      body: { title: 'After Rejection' },
    });
    expect(add.statusCode).toBe(403);
    expect(add.body.code).toBe('VENDOR_NOT_APPROVED');
  });

  it("drops the storefront's cached lists when a vendor's status changes", async () => {
    const admin = await signedIn(t().app, 'admin');
    const v = await signedIn(t().app, 'vendor', { businessName: 'Cached Crafts' });
    const title = `Cache Probe ${Date.now()}`;
    await createProduct(t().app, { vendorId: v.vendorId!, title });
    const url = `/api/products?search=${encodeURIComponent(title)}`;
    const titles = async () =>
      (await call(t().app, 'GET', url)).body.data.products.map((p: { title: string }) => p.title);
    const setStatus = async (verificationStatus: string) => {
      const res = await call(t().app, 'PUT', `/api/admin/vendors/${v.vendorId}`, {
        token: admin.token,
        body: { verificationStatus },
      });
      expect(res.statusCode).toBe(200);
    };
    setResponseCacheTtl(t().app.ctx, 60_000);
    try {
      expect(await titles()).toEqual([title]);
      await setStatus('rejected');
      expect(await titles()).toEqual([]);
      await setStatus('approved');
      expect(await titles()).toEqual([title]);
    } finally {
      setResponseCacheTtl(t().app.ctx, 0);
    }
  });

  it('impersonates a vendor for one hour with an imp_ token, audited at start and end', async () => {
    const admin = await signedIn(t().app, 'admin', { name: 'Ada Admin' });
    const v = await signedIn(t().app, 'vendor', { businessName: 'Viewed Shop' });
    const start = await call(t().app, 'POST', `/api/admin/vendors/${v.vendorId}/impersonate`, {
      token: admin.token,
    });
    expect(start.statusCode).toBe(200);
    const token = start.body.data.token as string;
    expect(token.startsWith('imp_')).toBe(true);
    expect(new Date(start.body.data.expiresAt).getTime() - t().clock.now().getTime()).toBe(3600 * 1000);
    const me = await call(t().app, 'GET', '/api/auth/me', { token });
    expect(me.body.data.vendor.businessName).toBe('Viewed Shop');
    expect(me.body.data.impersonatedBy).toMatchObject({ name: 'Ada Admin' });
    expect((await call(t().app, 'GET', '/api/vendors/profile', { token })).statusCode).toBe(200);

    // An impersonating session cannot change the password or bank details.
    const pw = await call(t().app, 'PUT', '/api/vendors/change-password', {
      token,
      body: { currentPassword: v.password, newPassword: 'takeover1', confirmPassword: 'takeover1' },
    });
    expect(pw.statusCode).toBe(403);
    const bank = await call(t().app, 'PUT', '/api/vendors/profile', {
      token,
      body: { bankDetails: { bankName: 'Evil', accountTitle: 'Evil', accountNumber: '666' } },
    });
    expect(bank.statusCode).toBe(403);

    const end = await call(t().app, 'POST', '/api/admin/impersonation/end', { token });
    expect(end.statusCode).toBe(200);
    expect((await call(t().app, 'GET', '/api/auth/me', { token })).statusCode).toBe(401);
    expect((await call(t().app, 'GET', '/api/auth/me', { token: admin.token })).statusCode).toBe(200);
    const audit = await t().database.db.select().from(auditLog).where(eq(auditLog.subjectId, v.vendorId!));
    expect(audit.map((a) => a.action).sort()).toEqual(['impersonation.end', 'impersonation.start']);
    expect(audit.every((a) => a.actorId === admin.id)).toBe(true);
  });

  it('expires an impersonation session after an hour', async () => {
    const admin = await signedIn(t().app, 'admin');
    const v = await signedIn(t().app, 'vendor');
    const start = await call(t().app, 'POST', `/api/admin/vendors/${v.vendorId}/impersonate`, {
      token: admin.token,
    });
    t().clock.advance(3600 * 1000 + 1);
    expect(
      (await call(t().app, 'GET', '/api/vendors/profile', { token: start.body.data.token })).statusCode,
    ).toBe(401);
  });

  it('refuses impersonation to vendors and customers, and ending a normal session', async () => {
    const v = await signedIn(t().app, 'vendor');
    const other = await signedIn(t().app, 'vendor');
    expect(
      (await call(t().app, 'POST', `/api/admin/vendors/${other.vendorId}/impersonate`, { token: v.token }))
        .statusCode,
    ).toBe(403);
    expect((await call(t().app, 'POST', '/api/admin/impersonation/end', { token: v.token })).statusCode).toBe(
      403,
    );
  });
});

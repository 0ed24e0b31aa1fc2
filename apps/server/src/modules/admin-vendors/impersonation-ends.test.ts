import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { createProduct } from '../../test/catalog-fixtures.js';
import { signedIn, signIn } from '../../test/fixtures.js';
import { openSse, type SseClient } from '../../test/sse-client.js';
import { call, useTestApp } from '../../test/test-app.js';
import { ask, inquiryWorld } from '../inquiries/testing.js';

/**
 * Issue 33 item 3 (decision record 0036): an impersonation session ends with the admin session that
 * opened it (sign-out) and with any change of the admin's password; its token then answers 401 and
 * its event streams close within 2 seconds. A read-only impersonation refuses every write.
 */

const READ_ONLY = 'Read-only impersonation: changes are not allowed.';

async function impersonate(app: FastifyInstance, adminToken: string, vendorId: string, body?: object) {
  const res = await call(app, 'POST', `/api/admin/vendors/${vendorId}/impersonate`, {
    token: adminToken,
    ...(body ? { body } : {}),
  });
  expect(res.statusCode).toBe(200);
  return res.body.data as { token: string; expiresAt: string; readOnly: boolean };
}

async function streamAs(app: FastifyInstance, inquiryId: string, token: string): Promise<SseClient> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const stream = await openSse(`http://127.0.0.1:${port}/api/inquiries/${inquiryId}/events`, { token });
  expect(stream.status).toBe(200);
  await stream.waitFor((text) => text.includes('event: ready'), 3000);
  return stream;
}

describe('impersonation sessions end with their admin', () => {
  const t = useTestApp();

  it("the admin's sign-out ends the impersonations that session opened: 401 and the stream closes within 2 s", async () => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const q = await ask(app, w.customer.token, { relatedProduct: w.product.id });
    const otherAdminSession = await signIn(app, 'admin', w.admin);
    const imp = await impersonate(app, w.admin.token, w.vendor.vendorId!);
    const kept = await impersonate(app, otherAdminSession, w.vendor.vendorId!);
    const stream = await streamAs(app, q.id, imp.token);
    const at = Date.now();
    expect((await call(app, 'POST', '/api/auth/logout', { token: w.admin.token })).statusCode).toBe(200);
    expect((await stream.ended(2500)) - at).toBeLessThan(2000);
    expect(stream.text()).toContain('data: {"reason":"session-ended"}');
    expect((await call(app, 'GET', '/api/vendors/profile', { token: imp.token })).statusCode).toBe(401);
    // The impersonation opened from the admin's other session goes on.
    expect((await call(app, 'GET', '/api/vendors/profile', { token: kept.token })).statusCode).toBe(200);
  });

  it("a change of the admin's password ends every impersonation the admin opened, even from the same session", async () => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const q = await ask(app, w.customer.token, { relatedProduct: w.product.id });
    const imp = await impersonate(app, w.admin.token, w.vendor.vendorId!);
    const stream = await streamAs(app, q.id, imp.token);
    const at = Date.now();
    const changed = await call(app, 'PUT', '/api/auth/change-password', {
      token: w.admin.token,
      body: {
        currentPassword: w.admin.password,
        newPassword: 'n3w-admin-pw',
        confirmPassword: 'n3w-admin-pw',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await stream.ended(2500)) - at).toBeLessThan(2000);
    expect((await call(app, 'GET', '/api/auth/me', { token: imp.token })).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/auth/me', { token: w.admin.token })).statusCode).toBe(200);
  });

  it("never outlives the admin's own session", async () => {
    const { app, clock } = t();
    const admin = await signedIn(app, 'admin');
    const vendor = await signedIn(app, 'vendor');
    const adminExpiry = new Date(
      (await call(app, 'GET', '/api/auth/me', { token: admin.token })).body.data.expiresAt,
    );
    clock.advance(adminExpiry.getTime() - clock.now().getTime() - 10 * 60_000);
    const imp = await impersonate(app, admin.token, vendor.vendorId!);
    expect(new Date(imp.expiresAt).getTime()).toBe(adminExpiry.getTime());
  });
});

describe('read-only impersonation', () => {
  const t = useTestApp();

  it('answers 403 to every write and changes nothing; reads, sign-out and the end of the impersonation work', async () => {
    const { app } = t();
    const admin = await signedIn(app, 'admin', { name: 'Ada Admin' });
    const vendor = await signedIn(app, 'vendor', { businessName: 'Viewed Shop' });
    const product = await createProduct(app, { vendorId: vendor.vendorId!, price: 12 });
    const imp = await impersonate(app, admin.token, vendor.vendorId!, { readOnly: true });
    expect(imp.readOnly).toBe(true);

    const me = await call(app, 'GET', '/api/auth/me', { token: imp.token });
    expect(me.statusCode).toBe(200);
    expect(me.body.data.impersonatedBy).toMatchObject({ name: 'Ada Admin', readOnly: true });
    expect((await call(app, 'GET', '/api/vendors/profile', { token: imp.token })).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/vendors/products', { token: imp.token })).statusCode).toBe(200);

    const edit = await call(app, 'PUT', `/api/vendors/products/${product.id}`, {
      token: imp.token,
      body: { price: 25 },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.body).toMatchObject({ success: false, message: READ_ONLY, code: 'READ_ONLY_IMPERSONATION' });
    const removed = await call(app, 'DELETE', `/api/vendors/products/${product.id}`, { token: imp.token });
    expect(removed.statusCode).toBe(403);
    expect(removed.body.message).toBe(READ_ONLY);
    const [row] = await app.ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ priceMinor: 1200, deletedAt: null });

    expect((await call(app, 'POST', '/api/admin/impersonation/end', { token: imp.token })).statusCode).toBe(
      200,
    );
    expect((await call(app, 'GET', '/api/auth/me', { token: imp.token })).statusCode).toBe(401);
    const again = await impersonate(app, admin.token, vendor.vendorId!, { readOnly: true });
    expect((await call(app, 'POST', '/api/vendors/logout', { token: again.token })).statusCode).toBe(200);
  });

  it('a full impersonation (no body, or readOnly false) still writes', async () => {
    const { app } = t();
    const admin = await signedIn(app, 'admin');
    const vendor = await signedIn(app, 'vendor');
    const product = await createProduct(app, { vendorId: vendor.vendorId!, price: 12 });
    for (const body of [undefined, { readOnly: false }]) {
      const imp = await impersonate(app, admin.token, vendor.vendorId!, body);
      expect(imp.readOnly).toBe(false);
      const me = await call(app, 'GET', '/api/auth/me', { token: imp.token });
      expect(me.body.data.impersonatedBy.readOnly).toBe(false);
      const edit = await call(app, 'PUT', `/api/vendors/products/${product.id}`, {
        token: imp.token,
        body: { price: 20 },
      });
      expect(edit.statusCode).toBe(200);
    }
  });

  it('refuses unknown fields on the start request', async () => {
    const { app } = t();
    const admin = await signedIn(app, 'admin');
    const vendor = await signedIn(app, 'vendor');
    const res = await call(app, 'POST', `/api/admin/vendors/${vendor.vendorId}/impersonate`, {
      token: admin.token,
      body: { readOnly: 'yes', extra: 1 },
    });
    expect(res.statusCode).toBe(400);
  });
});

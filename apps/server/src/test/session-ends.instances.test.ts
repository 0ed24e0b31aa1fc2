import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from './catalog-fixtures.js';
import { createAccount } from './fixtures.js';
import { dropRedisKeys, fixtureApp, http, uniquePrefix } from './instance-clients.js';
import { type Instances, instancesAvailable, startInstances, testRedisUrl } from './instances.js';
import { openSse } from './sse-client.js';

/**
 * Issue 33 items 2 and 3 (decision records 0035 and 0036): two real instances on one PostgreSQL
 * database and one Redis. A session ended on one instance closes its event streams on the other
 * within 2 seconds.
 */
describe.skipIf(!instancesAvailable)('session ends across two instances', () => {
  let cluster: Instances;
  let a: string;
  let b: string;
  const prefix = uniquePrefix('session-ends');
  beforeAll(async () => {
    cluster = await startInstances({ count: 2, env: { REDIS_URL: testRedisUrl, REDIS_PREFIX: prefix } });
    a = cluster.list[0]!.url;
    b = cluster.list[1]!.url;
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
    await dropRedisKeys(testRedisUrl, prefix);
  });

  /** A customer's inquiry to a vendor's product, and both signed in on A. */
  async function conversation() {
    const app = fixtureApp(cluster);
    const vendor = await createAccount(app, { role: 'vendor' });
    const customer = await createAccount(app, { role: 'customer' });
    const product = await createProduct(app, { vendorId: vendor.vendorId!, title: 'Blue Kettle' });
    const signIn = async (path: string, user: { email: string; password: string }) =>
      (await http(a, 'POST', path, { body: { email: user.email, password: user.password } })).body.data
        .token as string;
    const customerToken = await signIn('/api/auth/login', customer);
    const asked = await http(a, 'POST', '/api/inquiries', {
      token: customerToken,
      body: {
        subject: 'A question',
        category: 'product_inquiry',
        message: 'Hello',
        relatedProduct: product.id,
      },
    });
    expect(asked.status).toBe(201);
    return { app, vendor, customer, customerToken, signIn, inquiryId: asked.body.data.inquiry._id as string };
  }

  it('a sign-out on A ends the stream opened on B within 2 seconds', async () => {
    const c = await conversation();
    const stream = await openSse(`${b}/api/inquiries/${c.inquiryId}/events`, { token: c.customerToken });
    try {
      expect(stream.status).toBe(200);
      await stream.waitFor((text) => text.includes('event: ready'), 5000);
      const at = Date.now();
      expect((await http(a, 'POST', '/api/auth/logout', { token: c.customerToken })).status).toBe(200);
      expect((await stream.ended(2500)) - at).toBeLessThan(2000);
      expect(stream.text()).toContain('data: {"reason":"session-ended"}');
    } finally {
      stream.close();
    }
  });

  it('a password change on A ends the streams of the other sessions on B within 2 seconds', async () => {
    const c = await conversation();
    const keeper = await c.signIn('/api/auth/login', c.customer);
    const stream = await openSse(`${b}/api/inquiries/${c.inquiryId}/events`, { token: c.customerToken });
    try {
      await stream.waitFor((text) => text.includes('event: ready'), 5000);
      const at = Date.now();
      const changed = await http(a, 'PUT', '/api/auth/change-password', {
        token: keeper,
        body: {
          currentPassword: c.customer.password,
          newPassword: 'n3w-secret!',
          confirmPassword: 'n3w-secret!',
        },
      });
      expect(changed.status).toBe(200);
      expect((await stream.ended(2500)) - at).toBeLessThan(2000);
    } finally {
      stream.close();
    }
  });

  it("an admin's sign-out on A ends the impersonation it opened: 401 and its stream on B closes within 2 s", async () => {
    const c = await conversation();
    const admin = await createAccount(c.app, { role: 'admin' });
    const adminToken = await c.signIn('/api/admin/login', admin);
    const started = await http(a, 'POST', `/api/admin/vendors/${c.vendor.vendorId}/impersonate`, {
      token: adminToken,
      body: { readOnly: true },
    });
    expect(started.status).toBe(200);
    const imp = started.body.data.token as string;
    expect((await http(b, 'GET', '/api/vendors/profile', { token: imp })).status).toBe(200);
    const write = await http(b, 'PUT', '/api/vendors/profile', {
      token: imp,
      body: { businessName: 'Changed' },
    });
    expect(write.status).toBe(403);
    expect(write.body.message).toBe('Read-only impersonation: changes are not allowed.');
    const stream = await openSse(`${b}/api/inquiries/${c.inquiryId}/events`, { token: imp });
    try {
      await stream.waitFor((text) => text.includes('event: ready'), 5000);
      const at = Date.now();
      expect((await http(a, 'POST', '/api/auth/logout', { token: adminToken })).status).toBe(200);
      expect((await stream.ended(2500)) - at).toBeLessThan(2000);
      expect((await http(b, 'GET', '/api/vendors/profile', { token: imp })).status).toBe(401);
    } finally {
      stream.close();
    }
  });
});

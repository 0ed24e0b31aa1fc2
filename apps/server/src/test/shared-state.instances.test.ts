import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderParts, products } from '../db/schema/index.js';
import { createProduct } from './catalog-fixtures.js';
import { createAccount } from './fixtures.js';
import { dropRedisKeys, fixtureApp, http, type Json, readEvents, uniquePrefix } from './instance-clients.js';
import { type Instances, instancesAvailable, startInstances, testRedisUrl } from './instances.js';
import { insertVendorPart } from './vendor-part-fixtures.js';

/**
 * Issue 17 part 1 (decision record 0021): two real instances on one PostgreSQL database and one
 * Redis share limits, session revocations, catalogue cache invalidation and live events.
 */

describe.skipIf(!instancesAvailable)('two instances sharing state through Redis', () => {
  let cluster: Instances;
  let a: string;
  let b: string;
  const prefix = uniquePrefix('shared');
  beforeAll(async () => {
    cluster = await startInstances({
      count: 2,
      env: {
        REDIS_URL: testRedisUrl,
        REDIS_PREFIX: prefix,
        // Tests that count failures sign in from addresses of their own (X-Forwarded-For).
        TRUST_PROXY: 'loopback',
        // The public list cache is on (it is off under NODE_ENV=test unless asked for).
        STOREFRONT_CACHE_TTL_MS: '60000',
      },
    });
    a = cluster.list[0]!.url;
    b = cluster.list[1]!.url;
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
    await dropRedisKeys(testRedisUrl, prefix);
  });

  it('locks a one-time code after five wrong tries spread across the two instances', async () => {
    const email = `codes-${Date.now()}@example.test`;
    const sent = await http(a, 'POST', '/api/email-verification/send-vendor-otp', {
      body: { email, businessName: 'Sunrise Ceramics' },
    });
    expect(sent.status).toBe(200);
    const outbox = await http(b, 'GET', `/api/dev/outbox?to=${encodeURIComponent(email)}&limit=1`);
    const code = /\b(\d{6})\b/.exec(outbox.body.data[0].subject)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const verify = (base: string, otp: string) =>
      http(base, 'POST', '/api/email-verification/verify-vendor-otp', { body: { email, otp } });
    for (const [i, base] of [a, b, a, b].entries()) {
      const res = await verify(base, wrong);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        `Invalid verification code. ${4 - i} ${4 - i === 1 ? 'attempt' : 'attempts'} remaining.`,
      );
    }
    const fifth = await verify(a, wrong);
    expect(fifth.body.code).toBe('CODE_LOCKED');
    for (const base of [a, b]) {
      const right = await verify(base, code);
      expect(right.status).toBe(400);
      expect(right.body).toMatchObject({
        code: 'CODE_LOCKED',
        message: 'Too many incorrect attempts. Please request a new code.',
      });
    }
  });

  it('counts sign-in failures across instances: ten wrong passwords split five and five block the pair', async () => {
    const user = await createAccount(fixtureApp(cluster), { role: 'customer' });
    const attempt = (base: string, password: string) =>
      http(base, 'POST', '/api/auth/login', { body: { email: user.email, password }, ip: '203.0.113.10' });
    for (let i = 0; i < 10; i++) expect((await attempt(i % 2 ? b : a, 'wrong-password')).status).toBe(401);
    // Each instance saw five: only a shared count reaches the limit of ten (decision 0009).
    for (const base of [a, b]) {
      const refused = await attempt(base, user.password);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/too many/i);
    }
  });

  it('counts a per-route limit of @fastify/rate-limit across instances (10 a minute)', async () => {
    const status = (base: string) =>
      http(base, 'GET', '/api/vendors/application-status/APP-2026-000000', { ip: '203.0.113.20' });
    for (let i = 0; i < 10; i++) expect((await status(i % 2 ? b : a)).status).not.toBe(429);
    for (const base of [a, b]) expect((await status(base)).status).toBe(429);
  });

  it('answers 401 on B at once for a token signed out on A', async () => {
    const user = await createAccount(fixtureApp(cluster), { role: 'customer' });
    const signIn = await http(a, 'POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
    });
    const token = signIn.body.data.token as string;
    // B has read (and cached) the session.
    for (let i = 0; i < 3; i++) expect((await http(b, 'GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await http(a, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    const me = await http(b, 'GET', '/api/auth/me', { token });
    expect(me.status).toBe(401);
    expect(me.body.code).toBe('SESSION_EXPIRED');
  });

  it("shows a price edited on A on B's cached storefront list at once", async () => {
    const app = fixtureApp(cluster);
    const vendor = await createAccount(app, { role: 'vendor' });
    const title = `Shared Lamp ${Date.now()}`;
    const product = await createProduct(app, { vendorId: vendor.vendorId!, title, price: 20 });
    const list = `/api/products?search=${encodeURIComponent(title)}`;
    const priceOnB = async () => {
      const res = await http(b, 'GET', list);
      expect(res.status).toBe(200);
      return res.body.data.products.find((p: Json) => p._id === product.id)?.price as number | undefined;
    };
    expect(await priceOnB()).toBe(20);
    // A change behind the application's back is not seen: B answers from its cache.
    await cluster.database.db.update(products).set({ priceMinor: 2100 }).where(eq(products.id, product.id));
    expect(await priceOnB()).toBe(20);

    const vendorSignIn = await http(a, 'POST', '/api/vendors/login', {
      body: { email: vendor.email, password: vendor.password },
    });
    const token = vendorSignIn.body.data.token as string;
    const edit = await http(a, 'PUT', `/api/vendors/products/${product.id}`, { token, body: { price: 25 } });
    expect(edit.status).toBe(200);
    expect(await priceOnB()).toBe(25);
  });

  it("delivers a shipment made on A to a buyer's event stream on B within 2 seconds", async () => {
    const app = fixtureApp(cluster);
    const vendor = await createAccount(app, { role: 'vendor' });
    const product = await createProduct(app, { vendorId: vendor.vendorId!, price: 12 });
    const buyer = `buyer-${Date.now()}@example.test`;
    const partId = await insertVendorPart(app, {
      vendorId: vendor.vendorId!,
      when: new Date().toISOString(),
      email: buyer,
      status: 'processing',
      items: [{ productId: product.id, quantity: 1, unitMinor: 1200 }],
    });
    const [part] = await cluster.database.db
      .select({ orderId: orderParts.orderId })
      .from(orderParts)
      .where(eq(orderParts.id, partId));
    const orderId = part!.orderId;

    const controller = new AbortController();
    const stream = await fetch(`${b}/api/orders/${orderId}/events?email=${encodeURIComponent(buyer)}`, {
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const events = readEvents(stream.body!);
    try {
      expect((await events.next('ready', 5000)).status).toBeDefined();
      const vendorSignIn = await http(a, 'POST', '/api/vendors/login', {
        body: { email: vendor.email, password: vendor.password },
      });
      const token = vendorSignIn.body.data.token as string;
      const shippedAt = Date.now();
      const ship = await http(a, 'PUT', `/api/vendors/orders/${partId}/status`, {
        token,
        body: { status: 'shipped', trackingInfo: '1Z1', carrier: 'UPS' },
      });
      expect(ship.status).toBe(200);
      const change = await events.next('status', 2000);
      expect(Date.now() - shippedAt).toBeLessThan(2000);
      expect(change).toMatchObject({ orderId, status: 'shipped' });
    } finally {
      controller.abort();
    }
  });

  it("delivers a vendor's inquiry reply made on A to the customer's stream on B within 2 seconds", async () => {
    const app = fixtureApp(cluster);
    const vendor = await createAccount(app, { role: 'vendor' });
    const customer = await createAccount(app, { role: 'customer' });
    const product = await createProduct(app, { vendorId: vendor.vendorId!, title: 'Blue Kettle' });
    const customerToken = (
      await http(a, 'POST', '/api/auth/login', {
        body: { email: customer.email, password: customer.password },
      })
    ).body.data.token as string;
    const vendorToken = (
      await http(a, 'POST', '/api/vendors/login', {
        body: { email: vendor.email, password: vendor.password },
      })
    ).body.data.token as string;
    const asked = await http(a, 'POST', '/api/inquiries', {
      token: customerToken,
      body: {
        subject: 'A question',
        category: 'product_inquiry',
        message: 'Hello there',
        relatedProduct: product.id,
      },
    });
    expect(asked.status).toBe(201);
    const inquiryId = asked.body.data.inquiry._id as string;

    const controller = new AbortController();
    const stream = await fetch(`${b}/api/inquiries/${inquiryId}/events`, {
      headers: { authorization: `Bearer ${customerToken}` },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const events = readEvents(stream.body!);
    try {
      await events.next('ready', 5000);
      const sentAt = Date.now();
      const reply = await http(a, 'POST', `/api/vendors/inquiries/${inquiryId}/reply`, {
        token: vendorToken,
        body: { message: 'On its way' },
      });
      expect(reply.status).toBeLessThan(300);
      const message = await events.next('message', 2000);
      expect(Date.now() - sentAt).toBeLessThan(2000);
      expect(message).toMatchObject({ inquiryId, message: { message: 'On its way', isVendorMessage: true } });
    } finally {
      controller.abort();
    }
  });
});

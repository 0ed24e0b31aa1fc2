import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { orderParts, sessions } from '../db/schema/index.js';
import { sha256 } from '../lib/tokens.js';
import { ask, inquiryWorld } from '../modules/inquiries/testing.js';
import { createProduct } from './catalog-fixtures.js';
import { createAccount, signIn } from './fixtures.js';
import { openSse, type SseClient } from './sse-client.js';
import { call, useTestApp } from './test-app.js';
import { insertVendorPart } from './vendor-part-fixtures.js';

/**
 * Issue 33 item 2 (decision record 0035): event streams against a real listening server, read by
 * a real HTTP client. At most five per session and per address (the sixth closes the first), a
 * heartbeat, and every stream ends within 2 seconds of its session's end.
 */

async function listen(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const isReady = (text: string) => text.includes('event: ready');

async function openReady(url: string, opts: { token?: string; ip?: string }): Promise<SseClient> {
  const stream = await openSse(url, opts);
  expect(stream.status).toBe(200);
  await stream.waitFor(isReady, 3000);
  return stream;
}

/** Resolves with how long after `since` the stream ended, after checking why. */
async function endedWithin(stream: SseClient, since: number, reason: string): Promise<number> {
  const at = await stream.ended(2500);
  expect(stream.text()).toContain(`event: end\ndata: {"reason":"${reason}"}`);
  return at - since;
}

describe('event streams: caps, heartbeat and the end of their session', () => {
  const t = useTestApp({ env: { TRUST_PROXY: 'loopback', EVENT_STREAM_HEARTBEAT_MS: '300' } });

  it('a sixth stream of one session closes the first; the other five stay open', async () => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const q = await ask(app, w.customer.token, { relatedProduct: w.product.id });
    const url = `${await listen(app)}/api/inquiries/${q.id}/events`;
    const streams: SseClient[] = [];
    try {
      // Each from an address of its own, so only the session's cap applies.
      for (let i = 1; i <= 5; i++)
        streams.push(await openReady(url, { token: w.customer.token, ip: `10.1.0.${i}` }));
      await new Promise((r) => setTimeout(r, 200));
      expect(streams.some((s) => s.isEnded())).toBe(false);
      const sixthAt = Date.now();
      streams.push(await openReady(url, { token: w.customer.token, ip: '10.1.0.6' }));
      expect(await endedWithin(streams[0]!, sixthAt, 'too-many-streams')).toBeLessThan(2000);
      await new Promise((r) => setTimeout(r, 200));
      expect(streams.slice(1).map((s) => s.isEnded())).toEqual([false, false, false, false, false]);
      // Another session is not counted with this one.
      const other = await openReady(url, {
        token: await signIn(app, 'customer', w.customer),
        ip: '10.1.0.7',
      });
      await new Promise((r) => setTimeout(r, 200));
      expect(streams.slice(1).some((s) => s.isEnded())).toBe(false);
      streams.push(other);
    } finally {
      for (const s of streams) s.close();
    }
  });

  it('a sixth guest stream from one address on a guest order closes the first', async () => {
    const { app } = t();
    const vendor = await createAccount(app, { role: 'vendor' });
    const product = await createProduct(app, { vendorId: vendor.vendorId!, price: 12 });
    const email = `guest-${Date.now()}@example.test`;
    const partId = await insertVendorPart(app, {
      vendorId: vendor.vendorId!,
      when: new Date().toISOString(),
      email,
      status: 'processing',
      items: [{ productId: product.id, quantity: 1, unitMinor: 1200 }],
    });
    const [order] = await app.ctx.db
      .select({ id: orderParts.orderId })
      .from(orderParts)
      .where(eq(orderParts.id, partId));
    const url = `${await listen(app)}/api/orders/${order!.id}/events?email=${encodeURIComponent(email)}`;
    const streams: SseClient[] = [];
    try {
      for (let i = 0; i < 5; i++) streams.push(await openReady(url, { ip: '10.2.0.1' }));
      const sixthAt = Date.now();
      streams.push(await openReady(url, { ip: '10.2.0.1' }));
      expect(await endedWithin(streams[0]!, sixthAt, 'too-many-streams')).toBeLessThan(2000);
      // Another address has a cap of its own.
      streams.push(await openReady(url, { ip: '10.2.0.2' }));
      await new Promise((r) => setTimeout(r, 200));
      expect(streams.slice(1).some((s) => s.isEnded())).toBe(false);
    } finally {
      for (const s of streams) s.close();
    }
  });

  it('writes a heartbeat comment every EVENT_STREAM_HEARTBEAT_MS', async () => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const q = await ask(app, w.customer.token, { relatedProduct: w.product.id });
    const stream = await openReady(`${await listen(app)}/api/inquiries/${q.id}/events`, {
      token: w.customer.token,
    });
    try {
      await stream.waitFor((text) => text.split(': keep-alive\n\n').length - 1 >= 2, 1500);
    } finally {
      stream.close();
    }
  });

  it('ends the stream within 2 seconds of sign-out, and the token then answers 401', async () => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const q = await ask(app, w.customer.token, { relatedProduct: w.product.id });
    const url = `${await listen(app)}/api/inquiries/${q.id}/events`;
    const stream = await openReady(url, { token: w.customer.token });
    const at = Date.now();
    expect((await call(app, 'POST', '/api/auth/logout', { token: w.customer.token })).statusCode).toBe(200);
    expect(await endedWithin(stream, at, 'session-ended')).toBeLessThan(2000);
    expect((await openSse(url, { token: w.customer.token })).status).toBe(401);
  });

  it("ends the streams of a customer's other sessions within 2 seconds of a password change", async () => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const q = await ask(app, w.customer.token, { relatedProduct: w.product.id });
    const url = `${await listen(app)}/api/inquiries/${q.id}/events`;
    const keeper = await signIn(app, 'customer', w.customer);
    const stream = await openReady(url, { token: w.customer.token });
    const kept = await openReady(url, { token: keeper });
    try {
      const at = Date.now();
      const changed = await call(app, 'PUT', '/api/auth/change-password', {
        token: keeper,
        body: {
          currentPassword: w.customer.password,
          newPassword: 'An0ther-Passw0rd!',
          confirmPassword: 'An0ther-Passw0rd!',
        },
      });
      expect(changed.statusCode).toBe(200);
      expect(await endedWithin(stream, at, 'session-ended')).toBeLessThan(2000);
      // The session that changed the password keeps its stream.
      expect(kept.isEnded()).toBe(false);
    } finally {
      kept.close();
    }
  });

  it("ends an impersonation session's stream within 2 seconds of the impersonation's end", async () => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const q = await ask(app, w.customer.token, { relatedProduct: w.product.id });
    const started = await call(app, 'POST', `/api/admin/vendors/${w.vendor.vendorId}/impersonate`, {
      token: w.admin.token,
    });
    const imp = started.body.data.token as string;
    const stream = await openReady(`${await listen(app)}/api/inquiries/${q.id}/events`, { token: imp });
    const at = Date.now();
    expect((await call(app, 'POST', '/api/admin/impersonation/end', { token: imp })).statusCode).toBe(200);
    expect(await endedWithin(stream, at, 'session-ended')).toBeLessThan(2000);
  });

  it('ends the stream at the next heartbeat when its session is gone without a message (Redis down, a manual delete)', async () => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const q = await ask(app, w.customer.token, { relatedProduct: w.product.id });
    const stream = await openReady(`${await listen(app)}/api/inquiries/${q.id}/events`, {
      token: w.customer.token,
    });
    const at = Date.now();
    // Deleted behind the use cases' back: nothing is published on SessionEnds.
    await app.ctx.db.delete(sessions).where(eq(sessions.tokenHash, sha256(w.customer.token)));
    expect(await endedWithin(stream, at, 'session-ended')).toBeLessThan(2000);
  });

  it("ends the stream when its session's expiry passes", async () => {
    const { app, clock } = t();
    const w = await inquiryWorld(app);
    const q = await ask(app, w.customer.token, { relatedProduct: w.product.id });
    const expiresAt = new Date(clock.now().getTime() + 1200);
    await app.ctx.db
      .update(sessions)
      .set({ expiresAt })
      .where(eq(sessions.tokenHash, sha256(w.customer.token)));
    await app.ctx.sessions.clear();
    const stream = await openReady(`${await listen(app)}/api/inquiries/${q.id}/events`, {
      token: w.customer.token,
    });
    const at = Date.now();
    const took = await endedWithin(stream, at, 'session-expired');
    expect(took).toBeGreaterThan(700);
    expect(took).toBeLessThan(2500);
  });
});

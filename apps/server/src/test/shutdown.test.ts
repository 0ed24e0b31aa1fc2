import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../lib/clock.js';
import { address, createProduct } from './catalog-fixtures.js';
import { type Instances, instancesAvailable, startInstances } from './instances.js';

/** A started request whose body is still on its way: in flight until `finish` sends the rest. */
function slowRequest(url: string, path: string, body: string) {
  const u = new URL(url);
  let req!: http.ClientRequest;
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req = http.request(
      {
        host: u.hostname,
        port: u.port,
        method: 'POST',
        path,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  return { response, finish: () => req.end(body.slice(half)) };
}

/** Reads a server-sent event stream until the server ends it. */
async function readStream(res: Response, onText: (all: string) => void): Promise<string> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let all = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return all;
    all += decoder.decode(value, { stream: true });
    onText(all);
  }
}

/** Issue 17, lifecycle: SIGTERM on a real instance. */
describe.skipIf(!instancesAvailable)('graceful shutdown on SIGTERM', () => {
  let cluster: Instances;
  beforeAll(async () => {
    cluster = await startInstances({ count: 1, env: { SHUTDOWN_GRACE_MS: '10000' } });
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  it('answers ready, then finishes the request in flight, refuses new connections, ends event streams with a retry hint and exits 0', async () => {
    const { url } = cluster.list[0]!;
    const ready = await fetch(`${url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });

    // An order to follow live.
    const shim = { ctx: { db: cluster.database.db, clock: systemClock } } as unknown as FastifyInstance;
    const product = await createProduct(shim, { vendorId: null, price: 12, stock: 10 });
    const items = [{ productId: product.id, quantity: 1, price: product.price }];
    const quote = await fetch(`${url}/api/orders/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ productId: product.id, quantity: 1 }], deliverySpeed: 'standard' }),
    });
    const total = ((await quote.json()) as { data: { total: number } }).data.total;
    const email = 'shutdown-watcher@example.test';
    const placed = await fetch(`${url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customer: { name: 'Sam Shutdown', email, phone: '+1 555 0100' },
        shippingAddress: address,
        items,
        payment: { method: 'cod', amount: total },
        deliverySpeed: 'standard',
      }),
    });
    expect(placed.status).toBe(201);
    const orderId = ((await placed.json()) as { data: { order: { _id: string } } }).data.order._id;

    const events = await fetch(`${url}/api/orders/${orderId}/events?email=${encodeURIComponent(email)}`);
    expect(events.status).toBe(200);
    let sawReady!: () => void;
    const readySeen = new Promise<void>((resolve) => {
      sawReady = resolve;
    });
    const streamDone = readStream(events, (all) => {
      if (all.includes('event: ready')) sawReady();
    });
    await readySeen;

    const inFlight = slowRequest(
      url,
      '/api/auth/login',
      JSON.stringify({ email: 'nobody-here@example.test', password: 'not-the-password' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const exited = cluster.kill(0, 'SIGTERM');
    // The stream ends with a reconnect hint.
    const stream = await streamDone;
    expect(stream).toMatch(/\nretry: \d+\n\n$/);
    // New connections are refused while the request in flight is still being answered.
    await expect
      .poll(
        () =>
          fetch(`${url}/api/health`).then(
            () => 'accepted',
            (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
          ),
        { timeout: 5000, interval: 100 },
      )
      .toBe('ECONNREFUSED');
    expect(cluster.list[0]!.child.exitCode).toBeNull();

    inFlight.finish();
    const answered = await inFlight.response;
    expect(answered.status).toBe(401);
    expect(JSON.parse(answered.body)).toMatchObject({ success: false });
    const started = Date.now();
    expect(await exited).toBe(0);
    // It did not sit out the grace period.
    expect(Date.now() - started).toBeLessThan(8000);
  }, 60_000);

  it('cuts a request still in flight when the grace period is over, and still exits 0', async () => {
    const instance = await cluster.start(1, { SHUTDOWN_GRACE_MS: '1000' });
    const stuck = slowRequest(instance.url, '/api/auth/login', JSON.stringify({ email: 'a@example.test' }));
    const cut = stuck.response.then(
      () => 'answered',
      () => 'cut',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    expect(await cluster.kill(1, 'SIGTERM')).toBe(0);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(900);
    expect(took).toBeLessThan(6000);
    expect(await cut).toBe('cut');
  }, 90_000);
});

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { type Instances, instancesAvailable, startInstances, testRedisUrl } from '../../test/instances.js';
import { type Nginx, nginxAvailable, startNginx } from '../../test/nginx.js';

/**
 * Issue 17's fault test: 50 buyers place orders through nginx over two instances, each order with
 * its own Idempotency-Key and retried with the same key on a 502/503/504, a dropped connection or
 * IDEMPOTENCY_IN_PROGRESS; one instance is killed with SIGKILL in the middle of the run. Every
 * order acknowledged exists exactly once, no order exists that was not acknowledged, and the stock
 * is the initial stock minus the units of the acknowledged orders.
 */
const BUYERS = 50;
const ORDERS_PER_BUYER = 6;
const INITIAL_STOCK = 5000;
const PRICE = 10;

type Attempts = { acknowledged: number; failures: Record<string, number> };

describe.skipIf(!instancesAvailable || !nginxAvailable)(
  'an instance killed while 50 buyers check out',
  () => {
    let cluster: Instances;
    let nginx: Nginx;
    let productId: string;

    beforeAll(async () => {
      cluster = await startInstances({
        count: 2,
        env: { TRUST_PROXY: 'loopback', REDIS_URL: testRedisUrl },
      });
      nginx = await startNginx({ upstreams: cluster.list.map((i) => i.url) });
      productId = await marketProduct(cluster, INITIAL_STOCK);
    }, 120_000);

    afterAll(async () => {
      await nginx?.stop();
      await cluster?.stop();
    });

    it('every acknowledged order exists exactly once and stock drops by exactly their units', async () => {
      const quote = await fetch(`${nginx.url}/api/orders/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          items: [1, 2, 3].map((q) => ({ productId, quantity: q })),
          deliverySpeed: 'standard',
        }),
      });
      expect(quote.status).toBe(200);
      const totals = new Map<number, number>();
      for (const quantity of [1, 2, 3]) totals.set(quantity, await totalFor(nginx.url, productId, quantity));

      const attempts: Attempts = { acknowledged: 0, failures: {} };
      const acknowledged = new Map<string, { orderId: string; units: number }>();
      const total = BUYERS * ORDERS_PER_BUYER;
      let killed: Promise<number | string> | undefined;
      let acknowledgedAtKill = 0;

      const buyer = async (b: number) => {
        for (let n = 0; n < ORDERS_PER_BUYER; n++) {
          const units = 1 + ((b + n) % 3);
          const key = `kill-test-${b}-${n}-${randomUUID()}`;
          const body = JSON.stringify({
            customer: { name: `Buyer ${b}`, email: `buyer${b}@example.test`, phone: '+1 555 0100' },
            shippingAddress: {
              street: '1 Test Road',
              city: 'Springfield',
              state: 'IL',
              zipCode: '62701',
              country: 'United States',
            },
            items: [{ productId, quantity: units, price: PRICE }],
            payment: { method: 'cod', amount: totals.get(units) },
            deliverySpeed: 'standard',
          });
          const orderId = await placeWithRetries(nginx.url, key, body, attempts);
          acknowledged.set(key, { orderId, units });
          attempts.acknowledged++;
          // A third of the way through, with every buyer's next request in flight: SIGKILL instance 1.
          if (!killed && attempts.acknowledged >= total / 3) {
            acknowledgedAtKill = attempts.acknowledged;
            killed = cluster.kill(1, 'SIGKILL');
          }
        }
      };
      try {
        await Promise.all(Array.from({ length: BUYERS }, (_, b) => buyer(b)));
      } catch (error) {
        // The instances log through a worker thread: give it a moment, then show what they said.
        await new Promise((r) => setTimeout(r, 2000));
        const said = cluster.list.map((i) => `instance ${i.index}:\n${i.output.join('').slice(-4000)}`);
        throw new Error(`${(error as Error).message}\n${said.join('\n')}`);
      }

      expect(await killed).toBe('SIGKILL');
      expect(acknowledgedAtKill).toBeLessThan(total);
      // The kill hit requests in flight: nginx answered 502 (a POST already sent is not retried
      // on the other instance) or the connection dropped, and the buyers retried.
      const failed = Object.values(attempts.failures).reduce((a, b) => a + b, 0);
      expect(failed, JSON.stringify(attempts.failures)).toBeGreaterThan(0);
      expect(acknowledged.size).toBe(total);

      const ids = [...acknowledged.values()].map((a) => a.orderId);
      expect(new Set(ids).size).toBe(total);
      const rows = await queryRows<{ order_id: string; units: number }>(
        cluster.database.db,
        sql`select oi.order_id::text as order_id, sum(oi.quantity)::int as units
          from order_items oi where oi.product_id = ${productId} group by oi.order_id`,
      );
      // Exactly the acknowledged orders, each once, with the units the buyer asked for.
      expect(new Map(rows.map((r) => [r.order_id, r.units]))).toEqual(
        new Map([...acknowledged.values()].map((a) => [a.orderId, a.units])),
      );
      // No order half-written: every order row of these buyers is one of them, with its items.
      const [orders] = await queryRows<{ n: number }>(
        cluster.database.db,
        sql`select count(*)::int as n from orders where customer_email like 'buyer%@example.test'`,
      );
      expect(orders!.n).toBe(total);
      const [keys] = await queryRows<{ n: number }>(
        cluster.database.db,
        sql`select count(*)::int as n from idempotency_keys where key like 'order:kill-test-%'`,
      );
      expect(keys!.n).toBe(total);

      const units = [...acknowledged.values()].reduce((sum, a) => sum + a.units, 0);
      const [stock] = await queryRows<{ current: number; reserved: number }>(
        cluster.database.db,
        sql`select current_stock as current, reserved_stock as reserved from inventory_items where product_id = ${productId}`,
      );
      expect(stock).toEqual({ current: INITIAL_STOCK, reserved: units });
      const [moves] = await queryRows<{ n: number; units: number }>(
        cluster.database.db,
        sql`select count(*)::int as n, coalesce(sum(abs(quantity)), 0)::int as units
          from stock_movements where product_id = ${productId} and type = 'reserve'`,
      );
      expect(moves).toEqual({ n: total, units });
    }, 180_000);
  },
);

/** Posts one order until it is acknowledged (201, or 200 for a replay), retrying with the same key. */
async function placeWithRetries(
  base: string,
  key: string,
  body: string,
  attempts: Attempts,
): Promise<string> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    let reason: string;
    try {
      const res = await fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body,
        signal: AbortSignal.timeout(20_000),
      });
      const json = (await res.json().catch(() => ({}))) as {
        data?: { order?: { _id: string } };
        code?: string;
      };
      if ((res.status === 201 || res.status === 200) && json.data?.order?._id) return json.data.order._id;
      const retryable =
        [502, 503, 504].includes(res.status) ||
        (res.status === 409 && json.code === 'IDEMPOTENCY_IN_PROGRESS');
      if (!retryable) throw new Error(`order ${key}: unexpected ${res.status} ${JSON.stringify(json)}`);
      reason = res.status === 409 ? 'in-progress' : String(res.status);
    } catch (error) {
      if ((error as Error).message.startsWith(`order ${key}`)) throw error;
      reason = 'connection';
    }
    attempts.failures[reason] = (attempts.failures[reason] ?? 0) + 1;
    if (Date.now() > deadline) throw new Error(`order ${key} not acknowledged within 60 s`);
    await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
  }
}

async function totalFor(base: string, productId: string, quantity: number): Promise<number> {
  const res = await fetch(`${base}/api/orders/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items: [{ productId, quantity }], deliverySpeed: 'standard' }),
  });
  return ((await res.json()) as { data: { total: number } }).data.total;
}

/** An approved vendor's active product with `stock` units, written straight to the database. */
async function marketProduct(cluster: Instances, stock: number): Promise<string> {
  const db = cluster.database.db;
  const [user] = await queryRows<{ id: string }>(
    db,
    sql`insert into users (id, email, name, password_hash, role)
        values (gen_random_uuid(), 'kill-vendor@example.test', 'Kill Vendor', 'x', 'vendor') returning id::text`,
  );
  const [vendor] = await queryRows<{ id: string }>(
    db,
    sql`insert into vendors (id, user_id, business_name, email, verification_status)
        values (gen_random_uuid(), ${user!.id}, 'Kill Test Shop', 'kill-vendor@example.test', 'approved') returning id::text`,
  );
  const [product] = await queryRows<{ id: string }>(
    db,
    sql`insert into products (id, vendor_id, title, description, price_minor, shipping_minor, status, slug, sku)
        values (gen_random_uuid(), ${vendor!.id}, 'Sturdy Mug', 'A mug that survives a crash', ${PRICE * 100}, 0, 'active',
                'sturdy-mug-kill-test', 'KILL-1') returning id::text`,
  );
  await db.execute(sql`insert into inventory_items (id, product_id, vendor_id, current_stock)
    values (gen_random_uuid(), ${product!.id}, ${vendor!.id}, ${stock})`);
  await db.execute(sql`insert into stock_movements (id, product_id, vendor_id, type, quantity, current_before,
      current_after, reserved_before, reserved_after, reason, created_at)
    values (gen_random_uuid(), ${product!.id}, ${vendor!.id}, 'initial', ${stock}, 0, ${stock}, 0, 0, 'Initial stock', now())`);
  return product!.id;
}

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { ManualClock } from '../../lib/clock.js';
import { createProduct, orderBody, setSetting } from '../../test/catalog-fixtures.js';
import { signedIn, signIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { drainAnalytics, rebuildAnalytics } from './index.js';

/** A small deterministic PRNG (mulberry32), so a failing sequence can be replayed with its seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

const TABLES = [
  ['analytics_vendor_days', 'vendor_id, day'],
  ['analytics_product_days', 'vendor_id, day, product_id'],
  ['analytics_vendor_customers', 'vendor_id, customer_key'],
  ['analytics_customer_months', 'vendor_id, customer_key, month'],
  ['analytics_marketplace_days', 'day'],
  ['analytics_vendor_months', 'vendor_id, month'],
  ['analytics_category_days', 'day, category_key'],
  ['analytics_customer_first_days', 'vendor_id, first_day'],
  ['analytics_customer_first_months', 'vendor_id, month'],
  ['analytics_customer_last_days', 'vendor_id, last_day, country, city'],
  ['analytics_cohort_months', 'vendor_id, first_month, month'],
  ['analytics_product_months', 'vendor_id, month, product_id'],
  ['analytics_product_status_days', 'vendor_id, status, day, product_id'],
] as const;

/** Every rollup row as JSON, in key order. */
async function snapshot(db: Parameters<typeof queryRows>[0]) {
  const out: Record<string, unknown[]> = {};
  for (const [table, key] of TABLES) {
    const rows = await queryRows<{ r: unknown }>(
      db,
      sql.raw(`select to_jsonb(t) as r from ${table} t order by ${key}`),
    );
    out[table] = rows.map((row) => row.r);
  }
  return out;
}

const SEED = Number(process.env.ANALYTICS_SEED ?? 20261124);
const STEPS = Number(process.env.ANALYTICS_STEPS ?? 45);

describe('analytics: rebuild == incremental', () => {
  // A zone with daylight saving and a day boundary away from UTC midnight.
  const t = useTestApp({
    clock: new ManualClock('2026-03-05T14:00:00Z'),
    env: { MARKETPLACE_TIME_ZONE: 'America/New_York' },
  });

  // About 12 s on an idle machine: dozens of orders and moves through HTTP.
  it(`after a random sequence of placements, cancellations, shipments, deliveries and returns (seed ${SEED})`, {
    timeout: 180_000,
  }, async () => {
    const { app, clock, database } = t();
    const rnd = prng(SEED);
    const admin = await signedIn(app, 'admin');
    const vendors = [
      await signedIn(app, 'vendor', { businessName: 'North Goods' }),
      await signedIn(app, 'vendor', { businessName: 'South Goods' }),
    ];
    const products = [
      ...(await Promise.all(
        [0, 0, 1].map((v, i) =>
          createProduct(app, {
            vendorId: vendors[v]!.vendorId!,
            title: `Item ${i}`,
            price: 10 + i * 7,
            stock: 1000,
          }),
        ),
      )),
      await createProduct(app, { vendorId: null, title: 'House Item', price: 5, stock: 1000 }),
    ];
    const customers = [
      await signedIn(app, 'customer'),
      await signedIn(app, 'customer'),
      await signedIn(app, 'customer'),
    ];
    const guests = ['guest.one@example.test', 'Guest.Two@example.test'];
    type Placed = {
      id: string;
      owner: { token: string } | undefined;
      parts: { _id: string; type: string; vendor?: { token: string } }[];
      items: { _id: string; partId: string }[];
      /** Placed while orders were held for the admin, and not forwarded yet. */
      held: boolean;
    };
    const orders: Placed[] = [];
    let sinceSignIn = 0;
    const counts = { placed: 0, moved: 0, cancelled: 0, forwarded: 0, drained: 0 };

    for (let step = 0; step < STEPS; step++) {
      const roll = rnd.next();
      if (roll < 0.4 || orders.length === 0) {
        const who = rnd.int(0, customers.length + guests.length - 1);
        const customer = customers[who];
        const email = customer ? customer.email : guests[who - customers.length]!;
        const chosen = products.filter(() => rnd.next() < 0.6);
        const lines = (chosen.length > 0 ? chosen : [products[0]!]).map((p) => ({
          productId: p.id,
          quantity: rnd.int(1, 3),
          price: p.price,
        }));
        const body = await orderBody(app, lines, {
          email,
          deliverySpeed: rnd.pick(['standard', 'express', 'overnight']),
        });
        // Some orders wait for the admin to forward them: a customer's first day can then move earlier.
        const held = rnd.next() < 0.25;
        if (held) await setSetting(app, 'autoForwardOrders', false);
        const res = await call(app, 'POST', '/api/orders', { body, token: customer?.token });
        if (held) await setSetting(app, 'autoForwardOrders', true);
        expect(res.statusCode).toBe(201);
        const order = res.body.data.order;
        orders.push({
          id: order._id,
          owner: customer,
          parts: order.statusParts.map(
            (p: { _id: string; type: string; vendor: { _id: string } | null }) => ({
              _id: p._id,
              type: p.type,
              vendor: vendors.find((v) => v.vendorId === p.vendor?._id),
            }),
          ),
          items: order.items.map((i: { _id: string; partId: string }) => ({ _id: i._id, partId: i.partId })),
          held,
        });
        counts.placed++;
      } else if (roll < 0.75) {
        const order = rnd.pick(orders);
        const part = rnd.pick(order.parts);
        const picked = rnd.pick([
          'taken',
          'processing',
          'shipped',
          'delivered',
          'delivered',
          'returned',
          'cancelled',
          'rejected',
        ]);
        // One step at a time (decision 0032): a part is taken before it moves on; shipping carries tracking.
        const to = picked === 'taken' ? (part.type === 'vendor' ? 'accepted' : 'confirmed') : picked;
        const res =
          part.type === 'vendor'
            ? await call(app, 'PUT', `/api/vendors/orders/${part._id}/status`, {
                token: part.vendor?.token,
                body: to === 'shipped' ? { status: to, trackingInfo: '1Z1', carrier: 'UPS' } : { status: to },
              })
            : await call(app, 'PUT', `/api/orders/${order.id}/status`, {
                token: admin.token,
                body:
                  to === 'shipped' ? { status: to, trackingNumber: 'M1', carrier: 'UPS' } : { status: to },
              });
        if (res.statusCode === 200) counts.moved++;
        // A held vendor part has not reached its vendor yet.
        else expect(res.statusCode).toBe(order.held && part.type === 'vendor' ? 404 : 409);
      } else if (roll < 0.9) {
        const order = rnd.pick(orders.filter((o) => o.owner));
        if (order) {
          const kind = rnd.pick(['order', 'part', 'items'] as const);
          const part = rnd.pick(order.parts);
          const res =
            kind === 'order'
              ? await call(app, 'POST', `/api/orders/user/cancel/${order.id}`, {
                  token: order.owner!.token,
                  body: {},
                })
              : kind === 'part'
                ? await call(
                    app,
                    'POST',
                    `/api/orders/user/cancel-${part.type === 'admin' ? 'admin' : 'vendor'}-part/${part._id}`,
                    { token: order.owner!.token, body: {} },
                  )
                : await call(app, 'POST', `/api/orders/user/cancel-items/${order.id}`, {
                    token: order.owner!.token,
                    body: { itemsToCancel: [rnd.pick(order.items)._id] },
                  });
          if (res.statusCode === 200) counts.cancelled++;
          else expect([400, 409]).toContain(res.statusCode);
        }
      } else if (roll < 0.97) {
        const order = orders.find((o) => o.held);
        if (order) {
          const res = await call(app, 'POST', `/api/admin/orders/${order.id}/forward`, {
            token: admin.token,
            body: {},
          });
          expect([200, 409]).toContain(res.statusCode);
          order.held = false;
          if (res.statusCode === 200) counts.forwarded++;
        }
      }
      // Hours to two days between steps: orders land on many local days, some near midnight.
      const gap = rnd.int(1, 40) * 3600_000 + rnd.int(0, 59) * 60_000;
      clock.advance(gap);
      sinceSignIn += gap;
      if (sinceSignIn > 20 * 3600_000) {
        // Sessions last 24 hours: sign everyone in again.
        for (const c of customers) c.token = await signIn(app, 'customer', c);
        for (const v of vendors) v.token = await signIn(app, 'vendor', v);
        admin.token = await signIn(app, 'admin', admin);
        sinceSignIn = 0;
      }
      if (rnd.next() < 0.3) counts.drained += await drainAnalytics({ ctx: app.ctx });
    }
    counts.drained += await drainAnalytics({ ctx: app.ctx });
    // The sequence did what it is meant to exercise.
    expect(counts.placed).toBeGreaterThan(10);
    expect(counts.moved).toBeGreaterThan(3);
    expect(counts.cancelled).toBeGreaterThan(0);
    expect(counts.forwarded).toBeGreaterThan(0);

    const incremental = await snapshot(database.db);
    await rebuildAnalytics({ ctx: app.ctx });
    const rebuilt = await snapshot(database.db);
    expect(incremental.analytics_vendor_days!.length).toBeGreaterThan(5);
    expect(incremental).toEqual(rebuilt);

    // And the rollups hold what the orders hold: every forwarded vendor part placed is counted once.
    const [check] = await queryRows<{ parts: number; counted: number; revenue: number; rolled: number }>(
      database.db,
      sql`select
        (select count(*)::int from order_parts where vendor_id is not null and forwarded_at is not null) as parts,
        (select coalesce(sum(orders), 0)::int from analytics_vendor_days) as counted,
        (select coalesce(sum(subtotal_minor), 0)::int from order_parts where vendor_id is not null
           and forwarded_at is not null and status not in ('cancelled', 'rejected', 'returned')) as revenue,
        (select coalesce(sum(revenue_minor), 0)::int from analytics_vendor_days) as rolled`,
    );
    expect(check!.counted).toBe(check!.parts);
    expect(check!.rolled).toBe(check!.revenue);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgres, queryRows } from '../db/client.js';
import { systemClock } from '../lib/clock.js';
import { address, createProduct } from './catalog-fixtures.js';
import { type Instance, instancesAvailable, startServerProcess } from './instances.js';
import {
  createThrowawayPostgres,
  type ThrowawayPostgres,
  throwawayPostgresAvailable,
} from './throwaway-postgres.js';

type Op = 'list' | 'order' | 'ready' | 'health';
type Outcome = { op: Op; started: number; ms: number; status: number; body: any; orderId?: string };

const CONNECT_TIMEOUT_MS = 2000;
const STATEMENT_TIMEOUT_MS = 5000;
const INITIAL_STOCK = 100_000;

/**
 * Issue 17, fault: PostgreSQL restarted under load. A throwaway cluster of the test's own (never the
 * shared server) is stopped and started again while an instance serves list, order and ready
 * requests: 503s during the gap, no 500 and no hang, recovery within 10 s, no order half-written.
 */
describe.skipIf(!instancesAvailable || !throwawayPostgresAvailable)('PostgreSQL restarted under load', () => {
  let pg: ThrowawayPostgres;
  let database: DatabaseHandle;
  let instance: Instance;
  let dataDir: string;

  beforeAll(async () => {
    pg = await createThrowawayPostgres();
    const migrator = openPostgres(pg.url, { max: 1 });
    await migrator.migrate();
    await migrator.close();
    database = openPostgres(pg.url, { max: 2 });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-restart-'));
    instance = await startServerProcess({
      DATABASE_URL: pg.url,
      DATA_DIR: dataDir,
      DB_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
      DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      LOG_LEVEL: 'error',
    });
  }, 180_000);

  afterAll(async () => {
    instance?.child.kill('SIGKILL');
    await instance?.exited;
    await database?.close().catch(() => undefined);
    await pg?.remove();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while it is away, never 500 or a hang, recovers within 10 s and writes no half order', async () => {
    const url = instance.url;
    const shim = { ctx: { db: database.db, clock: systemClock } } as unknown as FastifyInstance;
    const product = await createProduct(shim, { vendorId: null, price: 9, stock: INITIAL_STOCK });
    const quote = await fetch(`${url}/api/orders/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ productId: product.id, quantity: 1 }], deliverySpeed: 'standard' }),
    });
    expect(quote.status).toBe(200);
    const total = ((await quote.json()) as { data: { total: number } }).data.total;
    const orderBody = JSON.stringify({
      customer: { name: 'Rita Restart', email: 'restart@example.test', phone: '+1 555 0199' },
      shippingAddress: address,
      items: [{ productId: product.id, quantity: 1, price: product.price }],
      payment: { method: 'cod', amount: total },
      deliverySpeed: 'standard',
    });

    const outcomes: Outcome[] = [];
    let keys = 0;
    const request = async (op: Op): Promise<void> => {
      const started = Date.now();
      const init: RequestInit =
        op === 'order'
          ? {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'idempotency-key': `restart-${keys++}-${started}`,
              },
              body: orderBody,
            }
          : {};
      const path = {
        list: '/api/products?limit=5',
        order: '/api/orders',
        ready: '/api/ready',
        health: '/api/health',
      }[op];
      let status = 0;
      let body: any = null;
      try {
        const res = await fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
        status = res.status;
        body = await res.json().catch(() => null);
      } catch (error) {
        body = { failed: String(error) };
      }
      outcomes.push({ op, started, ms: Date.now() - started, status, body, orderId: body?.data?.order?._id });
    };
    let running = true;
    const worker = async (ops: Op[]) => {
      for (let i = 0; running; i++) {
        await request(ops[i % ops.length]!);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const workers = [
      worker(['order', 'list']),
      worker(['list', 'order', 'ready']),
      worker(['order', 'health']),
    ];

    await new Promise((resolve) => setTimeout(resolve, 2000));
    const stopping = Date.now();
    await pg.stop();
    const gapStarted = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await pg.start();
    const back = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    running = false;
    await Promise.all(workers);

    // Never a 500, a dropped connection or a hang: every answer in time, 2xx or 503.
    const bad = outcomes.filter(
      (o) => o.status === 0 || (o.status >= 500 && o.status !== 503) || (o.status >= 400 && o.status < 500),
    );
    expect(bad, JSON.stringify(bad.slice(0, 3))).toEqual([]);
    const slowest = Math.max(...outcomes.map((o) => o.ms));
    expect(slowest).toBeLessThan(STATEMENT_TIMEOUT_MS + 5000);

    // 503s with the clear message while it was away; liveness kept answering.
    const unavailable = outcomes.filter((o) => o.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const o of unavailable) {
      if (o.op === 'ready')
        expect(o.body).toMatchObject({ code: 'NOT_READY', checks: { database: 'unavailable' } });
      else
        expect(o.body).toEqual({
          success: false,
          code: 'DATABASE_UNAVAILABLE',
          message: 'The database is unavailable; try again in a moment',
        });
    }
    const during = outcomes.filter((o) => o.started >= gapStarted && o.started + o.ms <= back);
    expect(during.some((o) => o.op === 'order' && o.status === 503)).toBe(true);
    expect(during.some((o) => o.op === 'ready' && o.status === 503)).toBe(true);
    expect(during.filter((o) => o.op === 'health').every((o) => o.status === 200)).toBe(true);
    expect(outcomes.filter((o) => o.op === 'health').length).toBeGreaterThan(0);
    expect(
      outcomes.filter((o) => o.started < stopping && o.op === 'order' && o.status === 201).length,
    ).toBeGreaterThan(0);

    // Recovery by itself within 10 s of PostgreSQL being back: from then on every request succeeds.
    const after = outcomes.filter((o) => o.started >= back + 10_000);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((o) => o.status !== 200 && o.status !== 201)).toEqual([]);
    const firstOrderBack = outcomes.find((o) => o.started >= back && o.op === 'order' && o.status === 201);
    expect(firstOrderBack).toBeDefined();
    expect(firstOrderBack!.started + firstOrderBack!.ms - back).toBeLessThan(10_000);

    // No order half-written: every acknowledged order exists once, every order has its parts and
    // lines, and the stock reserved equals the units ordered.
    const acked = outcomes.filter((o) => o.op === 'order' && o.status === 201).map((o) => o.orderId!);
    expect(new Set(acked).size).toBe(acked.length);
    const orders = await queryRows<{
      id: string;
      parts: number;
      items: number;
      partless_items: number;
      empty_parts: number;
    }>(
      database.db,
      sql`select o.id,
            (select count(*)::int from order_parts p where p.order_id = o.id) as parts,
            (select count(*)::int from order_items i where i.order_id = o.id) as items,
            (select count(*)::int from order_items i where i.order_id = o.id
               and not exists (select 1 from order_parts p where p.id = i.part_id)) as partless_items,
            (select count(*)::int from order_parts p where p.order_id = o.id
               and not exists (select 1 from order_items i where i.part_id = p.id)) as empty_parts
          from orders o`,
    );
    const ids = new Set(orders.map((o) => o.id));
    for (const id of acked) expect(ids.has(id)).toBe(true);
    const halfWritten = orders.filter(
      (o) => o.parts === 0 || o.items === 0 || o.partless_items > 0 || o.empty_parts > 0,
    );
    expect(halfWritten).toEqual([]);
    const [stock] = await queryRows<{ current: number; reserved: number; ordered: number; moved: number }>(
      database.db,
      sql`select i.current_stock as current, i.reserved_stock as reserved,
            (select coalesce(sum(quantity), 0)::int from order_items where product_id = ${product.id}) as ordered,
            (select coalesce(sum(reserved_after - reserved_before), 0)::int from stock_movements
              where product_id = ${product.id}) as moved
          from inventory_items i where i.product_id = ${product.id}`,
    );
    expect(stock).toEqual({
      current: INITIAL_STOCK,
      reserved: orders.length,
      ordered: orders.length,
      moved: orders.length,
    });
    console.log(
      `PostgreSQL restart: ${outcomes.length} requests, ${unavailable.length} answered 503, ` +
        `${acked.length} orders acknowledged (${orders.length} written), slowest ${slowest} ms, ` +
        `first order ${firstOrderBack!.started + firstOrderBack!.ms - back} ms after PostgreSQL was back`,
    );
  }, 120_000);
});

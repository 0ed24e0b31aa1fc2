/**
 * What the soak and the throughput comparison stand on: a fresh PostgreSQL database with vendors,
 * products and signed-in vendors, and two API instances (the source under tsx, production mode)
 * behind nginx. Issue 17.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../../apps/server/src/db/client.js';
import {
  DEFAULT_REDIS_URL,
  dropDatabase,
  prepareDatabase,
  type ServerProcess,
  startServer,
} from '../../scripts/cluster/cluster.js';
import { loadPlacementData } from '../orders/load-data.js';

export const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.REDIS_URL || DEFAULT_REDIS_URL;

export type Fixture = {
  databaseUrl: string;
  productIds: string[];
  vendorTokens: string[];
  dataDir: string;
};

/** Creates `<prefix>_<time>`, migrates it and loads `products` products over `vendors` vendors. */
export async function createFixture(opts: {
  prefix: string;
  products: number;
  vendors: number;
}): Promise<Fixture> {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${opts.prefix}_${Date.now()}`;
  const databaseUrl = url.toString();
  await prepareDatabase(databaseUrl);
  const handle = openPostgres(databaseUrl, { max: 2 });
  try {
    const data = await loadPlacementData(handle.db, {
      vendors: opts.vendors,
      products: opts.products,
      hotStock: 1_000_000,
    });
    // Signed-in vendors for the vendor lists (a session row per vendor, as the catalogue bench does).
    const vendorTokens: string[] = [];
    for (const vendorId of data.vendorIds.slice(0, 5)) {
      const token = randomBytes(32).toString('base64url');
      await handle.db.execute(sql`insert into sessions (id, token_hash, user_id, role, expires_at)
        select gen_random_uuid(), ${createHash('sha256').update(token).digest('hex')}, user_id, 'vendor',
          now() + interval '2 days' from vendors where id = ${vendorId}`);
      vendorTokens.push(token);
    }
    await handle.db.execute(sql`vacuum analyze`);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-soak-'));
    return { databaseUrl, productIds: data.productIds, vendorTokens, dataDir };
  } finally {
    await handle.close();
  }
}

export async function dropFixture(fixture: Fixture): Promise<void> {
  await dropDatabase(fixture.databaseUrl);
  fs.rmSync(fixture.dataDir, { recursive: true, force: true });
}

/** One API instance on the fixture's database: production mode, quiet log, shared Redis and uploads. */
export function startInstance(fixture: Fixture, name: string): Promise<ServerProcess> {
  return startServer({
    name,
    entry: 'source',
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: fixture.databaseUrl,
      REDIS_URL,
      DATA_DIR: fixture.dataDir,
      TRUST_PROXY: 'loopback',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ANALYTICS_REFRESH_MS: '5000',
    },
    timeoutMs: 120_000,
  });
}

/** A valid guest order for `quantity` units of one 10.00 product (free shipping, 8% tax by default). */
export function orderBody(productId: string, quantity: number, total: number, buyer: number): string {
  return JSON.stringify({
    customer: { name: `Soak Buyer ${buyer}`, email: `soak${buyer}@bench.test`, phone: '+1 555 0100' },
    shippingAddress: {
      street: '1 Bench Street',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      country: 'United States',
    },
    items: [{ productId, quantity, price: 10 }],
    payment: { method: 'cod', amount: total },
    deliverySpeed: 'standard',
  });
}

/** The total the server computes for `quantity` units of a 10.00 product (asked once). */
export async function quoteTotal(base: string, productId: string, quantity: number): Promise<number> {
  const res = await fetch(`${base}/api/orders/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items: [{ productId, quantity }], deliverySpeed: 'standard' }),
  });
  if (!res.ok) throw new Error(`quote answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { total: number } }).data.total;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

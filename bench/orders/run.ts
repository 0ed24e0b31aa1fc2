/**
 * Orders benchmark: `npm run bench:orders` (options: --duration=10 --connections=50
 * --parts=1000000 --vendors=500 --skip-lists --keep --db=<kept database> --only=<regexp> --payment=cod|card). On a fresh PostgreSQL database it measures
 * (1) order placement with 50 concurrent buyers spread over 1,000 products and all on one product
 * (then checks that no unit was oversold), and (2) the vendor order list and commission summary
 * over 1,000,000 order parts for 500 vendors. Writes bench/results/orders-latest.{json,md}.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result as CannonResult } from 'autocannon';
import { sql } from 'drizzle-orm';
import { type Database, openPostgres } from '../../apps/server/src/db/client.js';
import { markdownTable, percentile, postgresCpuMeter, type ScenarioResult } from '../catalog/report.js';
import { forkBenchServer } from '../catalog/server-process.js';
import { loadOrderHistory, loadPlacementData } from './load-data.js';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const DURATION = Number(arg('duration', '10'));
const CONNECTIONS = Number(arg('connections', '50'));
const PARTS = Number(arg('parts', '1000000'));
const VENDORS = Number(arg('vendors', '500'));
const HOT_STOCK = Number(arg('hot-stock', '2000'));
/** 'card' orders are paid at checkout and post their ledger entry in the placing transaction; 'cod' post nothing then. */
const PAYMENT = arg('payment', 'cod');
const SKIP_LISTS = process.argv.includes('--skip-lists');
/** Reuse a database kept by an earlier run (--keep): no loading, nothing dropped. */
const REUSE = arg('db', '');
const KEEP = process.argv.includes('--keep') || REUSE !== '';
/** Only the scenarios whose name matches (the oversold check needs the contended run). */
const ONLY = new RegExp(arg('only', '.'), 'i');
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RESULTS = path.resolve(import.meta.dirname, '../results');

type Rows<T> = { rows: T[] };
const log = (m: string) => console.log(`[bench] ${m}`);

function orderBody(productId: string, i: number) {
  return JSON.stringify({
    customer: { name: `Buyer ${i}`, email: `buyer${i}@bench.test`, phone: '+1 555 0100' },
    shippingAddress: {
      street: '1 Bench Street',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      country: 'United States',
    },
    items: [{ productId, quantity: 1, price: 10 }],
    // 10.00 + 8% tax, no shipping.
    payment:
      PAYMENT === 'card'
        ? {
            method: 'card',
            amount: 10.8,
            card: { number: '4242424242424242', expiry: '12/30', cvc: '123', name: `Buyer ${i}` },
          }
        : { method: 'cod', amount: 10.8 },
  });
}

async function main() {
  const dbName = REUSE || `market_bench_orders_${Date.now()}`;
  const benchUrl = new URL(ADMIN_URL);
  benchUrl.pathname = `/${dbName}`;
  const admin = openPostgres(ADMIN_URL, { max: 1 });
  if (!REUSE) await admin.db.execute(sql.raw(`create database ${dbName}`));
  const database = openPostgres(benchUrl.toString(), { max: 4 });
  let app: ReturnType<typeof forkBenchServer> | undefined;
  const results: ScenarioResult[] = [];
  const notes: string[] = [];
  try {
    await database.migrate();
    let started = Date.now();
    const placement = REUSE
      ? await findPlacementData(database.db)
      : await loadPlacementData(database.db, {
          vendors: 100,
          products: 1000,
          hotStock: HOT_STOCK,
        });
    log(
      `placement data: 1000 products over 100 vendors, hot product with ${HOT_STOCK} units (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    let history: { vendorIds: string[] } | null = null;
    let loadSeconds = 0;
    if (REUSE && !SKIP_LISTS) history = { vendorIds: await historyVendorIds(database.db, VENDORS) };
    else if (!SKIP_LISTS) {
      started = Date.now();
      history = await loadOrderHistory(database.db, { vendors: VENDORS, parts: PARTS });
      loadSeconds = (Date.now() - started) / 1000;
      log(`order history: ${PARTS} parts for ${VENDORS} vendors (${loadSeconds.toFixed(1)} s)`);
    }
    // Flush what the load wrote before measuring: otherwise the first scenario shares the two
    // cores with the checkpoint of a million fresh rows.
    await database.db.execute(sql`checkpoint`);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const pgVersion = (await database.db.execute(sql`select version()`)) as unknown as Rows<{
      version: string;
    }>;

    app = forkBenchServer({ BENCH_DATABASE_URL: benchUrl.toString(), BENCH_POOL: arg('pool', '30') });
    const { child: server, next } = app;
    const { port } = await next<{ port: number }>('ready');
    const base = `http://127.0.0.1:${port}`;

    const measure = async (
      group: string,
      name: string,
      opts: { path: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: () => string },
    ) => {
      if (!ONLY.test(name)) return null;
      const fire = (duration: number, latencies?: number[]) =>
        new Promise<CannonResult>((resolve, reject) => {
          const instance = autocannon(
            {
              url: base + opts.path,
              connections: CONNECTIONS,
              duration,
              timeout: 10,
              method: opts.method ?? 'GET',
              headers: { ...(opts.body ? { 'content-type': 'application/json' } : {}), ...opts.headers },
              requests: opts.body
                ? [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, body: opts.body!() }) }]
                : undefined,
            },
            (error, result) => (error ? reject(error) : resolve(result)),
          );
          if (latencies) instance.on('response', (_c, _s, _b, time) => latencies.push(time));
        });
      await fire(2);
      server.send({ type: 'stats' });
      await next('stats');
      const latencies: number[] = [];
      const pgUsedSince = postgresCpuMeter();
      const result = await fire(DURATION, latencies);
      const pgUsed = pgUsedSince();
      server.send({ type: 'stats' });
      const stats = await next<{ requests: number; histogram: Record<number, number>; cpuMs: number }>(
        'stats',
      );
      const served = Math.max(1, stats.requests);
      latencies.sort((a, b) => a - b);
      const r: ScenarioResult = {
        name,
        group,
        cache: 'n/a',
        appCpuMs: stats.cpuMs / served,
        pgCpuMs: Math.max(0, pgUsed / served),
        path: `${opts.method ?? 'GET'} ${opts.path}`,
        requests: result.requests.total,
        rps: result.requests.average,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        max: latencies.at(-1) ?? 0,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        maxStatements: Math.max(0, ...Object.keys(stats.histogram).map(Number)),
        statements: stats.histogram,
      };
      results.push(r);
      log(
        `${group.padEnd(10)} ${name.padEnd(44)} ${String(Math.round(r.rps)).padStart(5)} req/s  p95 ${r.p95.toFixed(1)}  p99 ${r.p99.toFixed(1)} ms  non-2xx ${r.non2xx}  cpu app ${r.appCpuMs.toFixed(2)} pg ${r.pgCpuMs.toFixed(2)} ms/req`,
      );
      return { r, result };
    };

    // 1. Placement, spread over 1,000 products.
    let n = 0;
    const spread = await measure('placement', '50 buyers over 1,000 products', {
      path: '/api/orders',
      method: 'POST',
      body: () =>
        orderBody(placement.productIds[Math.floor(Math.random() * placement.productIds.length)]!, n++),
    });
    // 2. Placement, everyone on one product with limited stock.
    const contended = await measure('placement', `50 buyers on one product (${HOT_STOCK} units)`, {
      path: '/api/orders',
      method: 'POST',
      body: () => orderBody(placement.hotProductId, n++),
    });
    let oversold: number | null = null;
    if (contended) {
      const [hot] = (
        (await database.db.execute(sql`
      select i.current_stock, i.reserved_stock,
        (select coalesce(sum(oi.quantity), 0)::int from order_items oi where oi.product_id = i.product_id and oi.status = 'active') as ordered
      from inventory_items i where i.product_id = ${placement.hotProductId}`)) as unknown as Rows<{
          current_stock: number;
          reserved_stock: number;
          ordered: number;
        }>
      ).rows;
      oversold = Math.max(0, Number(hot!.ordered) - Number(hot!.current_stock));
      notes.push(
        `Contended run: ${contended.result.requests.total} requests, ${hot!.ordered} units ordered of ${hot!.current_stock}; ` +
          `reserved ${hot!.reserved_stock}; oversold units: ${oversold}; the rest answered 409 out of stock.`,
      );
      log(notes.at(-1)!);
    }
    if (spread)
      notes.push(`Spread run: ${spread.result['2xx']} orders placed, ${spread.result.non2xx} refused.`);

    // 3. Vendor lists over the order history.
    if (history) {
      const vendorId = history.vendorIds[0]!;
      const token = randomBytes(32).toString('base64url');
      await database.db.execute(sql`insert into sessions (id, token_hash, user_id, role, expires_at)
        select gen_random_uuid(), ${createHash('sha256').update(token).digest('hex')}, user_id, 'vendor', now() + interval '1 day'
        from vendors where id = ${vendorId}`);
      const [{ n: parts } = { n: 0 }] = (
        (await database.db.execute(
          sql`select count(*)::int n from order_parts where vendor_id = ${vendorId}`,
        )) as unknown as Rows<{ n: number }>
      ).rows;
      notes.push(
        `Vendor lists run as a vendor with ${parts} order parts (of ${PARTS} for ${VENDORS} vendors).`,
      );
      const headers = { authorization: `Bearer ${token}` };
      const listScenarios: [string, string][] = [
        ['orders, default page', '/api/vendors/orders'],
        ['orders, status delivered', '/api/vendors/orders?status=delivered'],
        ['orders, cancelled by customer', '/api/vendors/orders?status=cancelled_by_customer'],
        ['orders, status pending (forwarded tab)', '/api/vendors/orders?status=pending'],
        ['orders, search customer name', '/api/vendors/orders?search=Customer%201234'],
        ['orders, search order number', '/api/vendors/orders?search=IT-1700000000500'],
        ['orders, page 50', '/api/vendors/orders?page=50'],
        ['orders, last page', `/api/vendors/orders?page=${Math.ceil(parts / 10)}`],
        ['orders, 100 per page', '/api/vendors/orders?limit=100&page=3'],
        ['commission summary, month', '/api/vendors/orders/commissions?period=month'],
        ['commission summary, 90 days', '/api/vendors/orders/commissions?period=90days'],
        ['commission summary, year', '/api/vendors/orders/commissions?period=year'],
        ['commission monthly records', '/api/vendors/orders/commissions/monthly'],
        ['dashboard stats', '/api/vendors/dashboard/stats'],
      ];
      for (const [name, p] of listScenarios) {
        const check = await fetch(base + p, { headers });
        if (!check.ok) throw new Error(`${name}: ${check.status} ${await check.text()}`);
        await measure('vendor', name, { path: p, headers });
      }
    }
    server.send({ type: 'stop' });

    const environment = {
      date: new Date().toISOString(),
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? '',
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
      postgres: pgVersion.rows[0]!.version.split(' on ')[0],
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      parts: SKIP_LISTS ? 0 : PARTS,
      vendors: VENDORS,
      historyLoadSeconds: loadSeconds,
    };
    const placementSpread = spread?.r ?? { rps: 0, p95: 0 };
    const lists = results.filter((r) => r.group === 'vendor');
    const goals = {
      spreadOrdersPerSecond: placementSpread.rps >= 200,
      spreadP95: placementSpread.p95 < 300,
      noOversold: oversold === 0,
      listsP95: lists.length === 0 || Math.max(...lists.map((r) => r.p95)) < 100,
    };
    fs.mkdirSync(RESULTS, { recursive: true });
    // A partial run (--only, --db) must not replace the figures of the last full run.
    const stem = ONLY.source === '.' && !REUSE ? 'orders-latest' : 'orders-partial';
    fs.writeFileSync(
      path.join(RESULTS, `${stem}.json`),
      `${JSON.stringify({ environment, goals, notes, results }, null, 2)}\n`,
    );
    fs.writeFileSync(
      path.join(RESULTS, `${stem}.md`),
      [
        `# Orders benchmark, ${environment.date}`,
        '',
        `${CONNECTIONS} connections, ${DURATION} s per scenario; ${environment.cpus} × ${environment.cpuModel}, ${environment.memoryGb} GB; ` +
          `Node ${environment.node}; ${environment.postgres}. Server and load generator on the same machine.`,
        '',
        markdownTable(results),
        '',
        ...notes.map((x) => `- ${x}`),
        '',
        `Goals: placement spread >= 200 orders/s (${goals.spreadOrdersPerSecond ? 'met' : 'missed'}: ${Math.round(placementSpread.rps)}), ` +
          `placement p95 < 300 ms (${goals.spreadP95 ? 'met' : 'missed'}: ${placementSpread.p95.toFixed(1)}), ` +
          `zero oversold (${goals.noOversold ? 'met' : 'missed'}), vendor lists p95 < 100 ms (${goals.listsP95 ? 'met' : 'missed'}${lists.length ? `: worst ${Math.max(...lists.map((r) => r.p95)).toFixed(1)}` : ''}).`,
        '',
      ].join('\n'),
    );
    log(`results in bench/results/${stem}.md`);
  } finally {
    // A clean stop lets the server write its CPU profile (BENCH_CPU_PROF).
    await app?.stop();
    await database.close();
    if (!KEEP) await admin.db.execute(sql.raw(`drop database if exists ${dbName} with (force)`));
    else log(`kept database ${dbName}`);
    await admin.close();
  }
}

/** The placement products of a kept database (the hot one has the highest number). */
async function findPlacementData(db: Database) {
  const products = (
    (await db.execute(
      sql`select id::text, sku from products where sku like 'B-%' order by length(sku), sku`,
    )) as unknown as Rows<{ id: string; sku: string }>
  ).rows;
  const hot = products.at(-1)!.id;
  return { productIds: products.slice(0, -1).map((p) => p.id), hotProductId: hot };
}

/** The history vendors of a kept database, in the order loadOrderHistory created them. */
async function historyVendorIds(db: Database, count: number) {
  const list = (
    (await db.execute(
      sql`select md5('hist' || 'v' || g)::uuid::text as id from generate_series(1, ${count}) g order by g`,
    )) as unknown as Rows<{ id: string }>
  ).rows;
  return list.map((r) => r.id);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

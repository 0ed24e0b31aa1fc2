/**
 * Inventory benchmark: `npm run bench:inventory` (options: --items=50000 --duration=4 --keep
 * --db=<kept database>). On a fresh PostgreSQL database, one vendor with `items` inventory items
 * (a third with a costed batch, a stock ledger of three movements each, low and out-of-stock items
 * with their alerts) among 20 other vendors' items; measures the inventory list and overview with
 * autocannon at 50 connections beside `GET /api/health` in the same run (throughput ratio), then at
 * 10 connections (p95), then times a 10,000-row CSV import. Writes bench/results/inventory-latest.{json,md}.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../../apps/server/src/db/client.js';
import { markdownTable, percentile, postgresCpuMeter, type ScenarioResult } from '../catalog/report.js';
import { databaseExists, forkBenchServer, startOneQueryReference } from '../catalog/server-process.js';
import { createVendors } from '../orders/load-data.js';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const ITEMS = Number(arg('items', '50000'));
const DURATION = Number(arg('duration', '4'));
const REUSE = arg('db', '');
const KEEP = process.argv.includes('--keep') || REUSE !== '';
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RESULTS = path.resolve(import.meta.dirname, '../results');
const ONLY = new RegExp(arg('only', '.'), 'i');
const log = (m: string) => console.log(`[bench] ${m}`);

const SCENARIOS: [string, string][] = [
  ['list, default (20, last update)', '/api/vendors/inventory'],
  ['list, low stock', '/api/vendors/inventory?status=low_stock'],
  ['list, by name', '/api/vendors/inventory?sortBy=product.name&sortOrder=asc'],
  ['list, by stock, page 100', '/api/vendors/inventory?sortBy=currentStock&page=100'],
  ['list, search', '/api/vendors/inventory?search=item%2012'],
  ['overview', '/api/vendors/inventory/overview'],
];

async function load(db: ReturnType<typeof openPostgres>['db']) {
  const [vendorId] = await createVendors(db, 21, 'inv');
  // The measured vendor owns ITEMS products; 20 others own 1,000 each.
  await db.execute(sql`insert into products (id, vendor_id, title, description, price_minor, slug, sku)
    select gen_random_uuid(), case when g <= ${ITEMS} then ${vendorId}::uuid else md5('invv' || (2 + g % 20))::uuid end,
      'Stock item ' || g, 'Bench item', 500 + g % 5000, 'stock-item-' || g, 'SKU-' || g
    from generate_series(1, ${ITEMS + 20_000}) g`);
  await db.execute(sql`insert into inventory_items (id, product_id, vendor_id, current_stock, reserved_stock, low_stock_threshold, last_stock_update)
    select gen_random_uuid(), p.id, p.vendor_id, s.stock, least(s.stock, (s.n % 3)), 10, now() - (s.n % 400) * interval '1 hour'
    from (select id, vendor_id, row_number() over (order by id) as n from products) p
    cross join lateral (select p.n, case when p.n % 17 = 0 then 0 when p.n % 7 = 0 then 1 + p.n % 10 else 20 + p.n % 200 end as stock) s`);
  await db.execute(sql`insert into inventory_batches (id, inventory_item_id, vendor_id, quantity, remaining_quantity, unit_cost_minor, received_at)
    select gen_random_uuid(), i.id, i.vendor_id, i.current_stock + 10, i.current_stock, 250 + (i.current_stock * 7) % 900, now() - interval '30 days'
    from inventory_items i where i.current_stock > 0 and hashtext(i.id::text) % 3 = 0`);
  for (const [type, q] of [
    ['initial', sql`i.current_stock + 10`],
    ['adjustment', sql`-10`],
  ] as const) {
    await db.execute(sql`insert into stock_movements (id, product_id, vendor_id, type, quantity, current_before, current_after, reserved_before, reserved_after, reason, created_at)
      select gen_random_uuid(), i.product_id, i.vendor_id, ${type}, ${q},
        case when ${type} = 'initial' then 0 else i.current_stock + 10 end,
        case when ${type} = 'initial' then i.current_stock + 10 else i.current_stock end, 0, 0, 'bench',
        now() - case when ${type} = 'initial' then interval '60 days' else interval '10 days' end
      from inventory_items i`);
  }
  await db.execute(sql`insert into inventory_alerts (id, inventory_item_id, vendor_id, kind, severity, message)
    select gen_random_uuid(), i.id, i.vendor_id, case when i.stock_status = 'out_of_stock' then 'out_of_stock' else 'low_stock' end,
      case when i.stock_status = 'out_of_stock' then 'critical' else 'medium' end, 'bench alert'
    from inventory_items i where i.stock_status in ('low_stock', 'out_of_stock')`);
  await db.execute(sql`vacuum analyze`);
  return vendorId!;
}

/** Imports 10,000 rows of the measured vendor's SKUs (each changes current stock and reorder point). */
async function timeImport(base: string, headers: Record<string, string>) {
  const rows = Array.from({ length: 10_000 }, (_, i) => `SKU-${i + 1},${3 + ((i * 7) % 60)},${i % 30}`);
  const form = new FormData();
  form.append(
    'file',
    new Blob([`SKU,Current,Reorder Point\n${rows.join('\n')}\n`], { type: 'text/csv' }),
    'bench.csv',
  );
  const started = performance.now();
  const res = await fetch(`${base}/api/vendors/inventory/import`, { method: 'POST', headers, body: form });
  const ms = Math.round(performance.now() - started);
  const body = (await res.json()) as { data?: { durationMs?: number } };
  if (!res.ok) throw new Error(`import: ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
  return { ms, serviceMs: body.data?.durationMs ?? null };
}

async function main() {
  const dbName = REUSE || `market_bench_inventory_${Date.now()}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  const admin = openPostgres(ADMIN_URL, { max: 1 });
  // --db=<name>: reuse that database, or create, load and keep it when it does not exist yet.
  const fresh = !REUSE || !(await databaseExists(admin.db, dbName));
  if (fresh) await admin.db.execute(sql.raw(`create database ${dbName}`));
  const database = openPostgres(url.toString(), { max: 2 });
  const app = forkBenchServer({ BENCH_DATABASE_URL: url.toString(), BENCH_POOL: '30' });
  let reference: Awaited<ReturnType<typeof startOneQueryReference>> | undefined;
  try {
    await database.migrate();
    const started = Date.now();
    const vendorId = !fresh
      ? (
          (await database.db.execute(sql`select md5('invv1')::uuid::text as id`)) as unknown as {
            rows: { id: string }[];
          }
        ).rows[0]!.id
      : await load(database.db);
    log(`loaded ${ITEMS} items for one vendor in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const token = randomBytes(32).toString('base64url');
    await database.db.execute(sql`insert into sessions (id, token_hash, user_id, role, expires_at)
      select gen_random_uuid(), ${createHash('sha256').update(token).digest('hex')}, user_id, 'vendor', now() + interval '1 day'
      from vendors where id = ${vendorId}::uuid`);
    const headers = { authorization: `Bearer ${token}` };
    const { port } = await app.next<{ port: number }>('ready');
    const base = `http://127.0.0.1:${port}`;
    // The ceiling of one vendor list on this machine: one indexed statement (the vendor's 20 items
    // changed last with their product's title, SKU and price; no total, no session) behind bare node:http.
    reference = await startOneQueryReference(
      url.toString(),
      `select i.id, i.product_id, i.vendor_id, p.title, p.sku, p.price_minor, i.current_stock, i.reserved_stock,
         i.low_stock_threshold, i.reorder_point, i.reorder_quantity, i.discontinued, i.stock_status,
         i.last_stock_update, i.created_at
       from inventory_items i join products p on p.id = i.product_id
       where i.vendor_id = $1 and p.deleted_at is null
       order by i.last_stock_update desc, i.id desc limit 20`,
      [vendorId],
    );
    const results: ScenarioResult[] = [];
    const measure = async (
      group: string,
      name: string,
      p: string,
      connections: number,
      target: 'app' | 'one-query' = 'app',
    ) => {
      if (!ONLY.test(name) && !name.startsWith('health') && !name.startsWith('one query')) return null;
      const address = (target === 'app' ? base : reference!.base) + p;
      const check = await fetch(address, { headers });
      if (!check.ok) throw new Error(`${name}: ${check.status} ${await check.text()}`);
      const latencies: number[] = [];
      const fire = (duration: number, record: boolean) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const instance = autocannon(
            { url: address, connections, duration, timeout: 10, headers },
            (e, r) => (e ? reject(e) : resolve(r)),
          );
          if (record) instance.on('response', (_c, _s, _b, time) => latencies.push(time));
        });
      await fire(1, false);
      app.child.send({ type: 'stats' });
      await app.next('stats');
      const pgUsedSince = postgresCpuMeter();
      const r = await fire(DURATION, true);
      const pgUsed = pgUsedSince();
      app.child.send({ type: 'stats' });
      // The reference serves itself: one statement, no app CPU counted.
      const appStats = await app.next<{ requests: number; histogram: Record<number, number>; cpuMs: number }>(
        'stats',
      );
      const stats =
        target === 'app' ? appStats : { requests: r.requests.total, histogram: { 1: 1 }, cpuMs: 0 };
      const served = Math.max(1, stats.requests);
      latencies.sort((a, b) => a - b);
      const row: ScenarioResult = {
        name,
        group,
        cache: 'n/a',
        appCpuMs: stats.cpuMs / served,
        pgCpuMs: Math.max(0, pgUsed / served),
        path: `GET ${p}`,
        requests: r.requests.total,
        rps: r.requests.average,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        max: latencies.at(-1) ?? 0,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
        maxStatements: Math.max(0, ...Object.keys(stats.histogram).map(Number)),
        statements: stats.histogram,
      };
      results.push(row);
      log(
        `${group} ${name.padEnd(40)} ${Math.round(row.rps)} req/s  p50 ${row.p50.toFixed(1)}  p95 ${row.p95.toFixed(1)} ms  SQL ${row.maxStatements}  CPU ${row.appCpuMs.toFixed(2)}+${row.pgCpuMs.toFixed(2)} ms  non-2xx ${row.non2xx}`,
      );
      return row;
    };
    const scenarios = SCENARIOS.filter(([name]) => ONLY.test(name));
    // The machine is shared: each scenario runs right after its own health run, and the ratio is
    // taken within the pair, so a change of load between scenarios does not skew it.
    const ratios: string[] = [];
    for (const [name, p] of scenarios) {
      const health = await measure('50 conn', `health (before ${name})`, '/api/health', 50);
      const one = await measure('50 conn', `one query (before ${name})`, '/', 50, 'one-query');
      const list = await measure('50 conn', name, p, 50);
      if (!health || !one || !list) continue;
      for (const r of [one, list]) {
        r.ofHealth = (100 * r.rps) / health.rps;
        r.ofOneQuery = (100 * r.rps) / one.rps;
        r.oneQueryRps = one.rps;
      }
      ratios.push(
        `${name}: ${((100 * list.rps) / health.rps).toFixed(0)}% of GET /api/health (${Math.round(health.rps)} req/s just before), ` +
          `${((100 * list.rps) / one.rps).toFixed(0)}% of the one-query reference (${Math.round(one.rps)} req/s, itself ${((100 * one.rps) / health.rps).toFixed(0)}% of health)`,
      );
    }
    for (const [name, p] of scenarios) await measure('10 conn', name, p, 10);
    // Last, as it changes stock: a 10,000-row CSV import (issue 15: under 10 s), one request.
    const imported = ONLY.test('import') ? await timeImport(base, headers) : null;
    if (imported)
      log(`import of 10,000 rows: ${imported.ms} ms over HTTP (${imported.serviceMs} ms in the service)`);
    const lines = [
      `# Inventory benchmark (${new Date().toISOString()})`,
      '',
      `${ITEMS} items for the measured vendor (20,000 more for 20 others), ${DURATION} s per scenario, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? ''}); load average ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' / ')}; the machine was shared with other work.`,
      '',
      markdownTable(results),
      '',
      ...ratios.map((r) => `- ${r}`),
      ...(imported
        ? [
            `- CSV import of 10,000 rows (every row changes stock and reorder point): ${imported.ms} ms over HTTP, ${imported.serviceMs} ms in the service (goal < 10 s)`,
          ]
        : []),
    ];
    fs.mkdirSync(RESULTS, { recursive: true });
    const stem = ONLY.source === '.' ? 'inventory-latest' : 'inventory-partial';
    fs.writeFileSync(path.join(RESULTS, `${stem}.md`), `${lines.join('\n')}\n`);
    fs.writeFileSync(
      path.join(RESULTS, `${stem}.json`),
      JSON.stringify({ items: ITEMS, duration: DURATION, results }, null, 2),
    );
    log(ratios.join('\n'));
  } finally {
    await app.stop();
    await reference?.stop();
    await database.close();
    if (!KEEP) await admin.db.execute(sql.raw(`drop database if exists ${dbName} with (force)`));
    await admin.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

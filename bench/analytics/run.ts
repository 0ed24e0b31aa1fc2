/**
 * Analytics benchmark: `npm run bench:analytics` (options: --orders=1000000 --vendors=2000
 * --duration=8 --connections=10 --checkout-connections=50 --skip-checkout --keep --db=<kept database>
 * --only=<regexp of scenario names> --skip-rebuild (with --db: keep its rollups)). On a fresh PostgreSQL database: loads two years of orders
 * (set-based, analytics triggers off), rebuilds the analytics rollups (timed), forks the real app
 * and measures every analytics endpoint as the largest vendor next to GET /api/health, then
 * checkout with and without the analytics triggers. Writes bench/results/analytics-latest.{json,md}
 * (1,000,000 orders) or analytics-<orders>.{json,md} (another size); a run with --only or
 * --skip-checkout writes the same names with -partial, and leaves the last full results alone.
 */
import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.js';
import { type Database, openPostgres } from '../../apps/server/src/db/client.js';
import { rebuildAnalytics } from '../../apps/server/src/modules/analytics/index.js';
import type { ScenarioResult } from '../catalog/report.js';
import { forkBenchServer } from '../catalog/server-process.js';
import { measureCheckout } from './checkout.js';
import { type ExportResult, exportPeriod, measureExport } from './export.js';
import { describeAnalyticsHistory, loadAnalyticsHistory } from './load-data.js';
import { measurer } from './measure.js';
import { type Outcome, writeReport } from './report.js';
import { analyticsScenarios } from './scenarios.js';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const ORDERS = Number(arg('orders', '1000000'));
const VENDORS = Number(arg('vendors', '2000'));
const DURATION = Number(arg('duration', '8'));
const CONNECTIONS = Number(arg('connections', '10'));
const CHECKOUT_CONNECTIONS = Number(arg('checkout-connections', '50'));
const SKIP_CHECKOUT = process.argv.includes('--skip-checkout');
const REUSE = arg('db', '');
const KEEP = process.argv.includes('--keep') || REUSE !== '';
/** With --db: measure the kept database's rollups as they are (migrations may have added some). */
const SKIP_REBUILD = REUSE !== '' && process.argv.includes('--skip-rebuild');
const ONLY = new RegExp(arg('only', '.'), 'i');
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Rows<T> = { rows: T[] };
const log = (m: string) => console.log(`[bench] ${m}`);
const ROLLUPS = [
  'analytics_vendor_days',
  'analytics_product_days',
  'analytics_vendor_customers',
  'analytics_customer_months',
  'analytics_marketplace_days',
  'analytics_customer_first_days',
  'analytics_customer_last_days',
  'analytics_cohort_months',
  'analytics_product_months',
];

async function signIn(db: Database, role: 'vendor' | 'admin', userId: string) {
  const token = randomBytes(32).toString('base64url');
  await db.execute(sql`insert into sessions (id, token_hash, user_id, role, expires_at)
    values (gen_random_uuid(), ${createHash('sha256').update(token).digest('hex')}, ${userId}, ${role}, now() + interval '1 day')`);
  return token;
}

async function main() {
  const loadAverageBefore = os.loadavg()[0]!.toFixed(2);
  const dbName = REUSE || `market_bench_analytics_${Date.now()}`;
  const benchUrl = new URL(ADMIN_URL);
  benchUrl.pathname = `/${dbName}`;
  const admin = openPostgres(ADMIN_URL, { max: 1 });
  if (!REUSE) await admin.db.execute(sql.raw(`create database ${dbName}`));
  log(`database ${dbName}`);
  const database = openPostgres(benchUrl.toString(), { max: 4 });
  const db = database.db;
  let app: ReturnType<typeof forkBenchServer> | undefined;
  try {
    await database.migrate();
    const largestVendorId = (
      (await db.execute(sql`select md5('anv1')::uuid::text as id`)) as unknown as Rows<{ id: string }>
    ).rows[0]!.id;
    let loadSeconds = 0;
    if (!REUSE) {
      const started = Date.now();
      await loadAnalyticsHistory(db, { orders: ORDERS, vendors: VENDORS });
      loadSeconds = (Date.now() - started) / 1000;
      log(`loaded ${ORDERS} orders for ${VENDORS} vendors in ${loadSeconds.toFixed(1)} s`);
    }
    const history = await describeAnalyticsHistory(db, largestVendorId);
    log(
      `${history.orders} orders, ${history.parts} vendor parts, ${history.items} lines; largest vendor ${history.largest} parts`,
    );

    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: '/tmp/market-bench-data',
      LOG_LEVEL: 'silent',
      DATABASE_URL: benchUrl.toString(),
      PORT: '0',
    });
    let started = performance.now();
    const keys = SKIP_REBUILD ? null : await rebuildAnalytics({ ctx: { db, config } });
    const rebuildSeconds = (performance.now() - started) / 1000;
    const [counts] = (
      (await db.execute(
        sql.raw(`select ${ROLLUPS.map((t) => `(select count(*)::int from ${t}) as ${t}`).join(', ')}`),
      )) as unknown as Rows<Record<string, number>>
    ).rows;
    const rollupRows = Object.fromEntries(ROLLUPS.map((t) => [t, Number(counts![t])]));
    log(
      `rebuildAnalytics: ${rebuildSeconds.toFixed(1)} s; keys ${JSON.stringify(keys)}; rows ${JSON.stringify(rollupRows)}`,
    );
    started = performance.now();
    await db.execute(sql`vacuum analyze`);
    await db.execute(sql`checkpoint`);
    log(
      `vacuum analyze + checkpoint after the rebuild: ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await new Promise((resolve) => setTimeout(resolve, 5000));

    const vendorUser = (
      (await db.execute(
        sql`select user_id::text as id from vendors where id = ${largestVendorId}`,
      )) as unknown as Rows<{
        id: string;
      }>
    ).rows[0]!.id;
    const adminUser = (
      (await db.execute(sql`insert into users (id, email, name, password_hash, role)
        values (gen_random_uuid(), ${`admin-${Date.now()}@bench.test`}, 'Bench admin', 'x', 'admin') returning id::text as id`)) as unknown as Rows<{
        id: string;
      }>
    ).rows[0]!.id;
    const tokens = {
      vendor: await signIn(db, 'vendor', vendorUser),
      admin: await signIn(db, 'admin', adminUser),
      none: '',
    };
    const pgVersion = (
      (await db.execute(sql`select version()`)) as unknown as Rows<{ version: string }>
    ).rows[0]!.version.split(' on ')[0]!;

    app = forkBenchServer({ BENCH_DATABASE_URL: benchUrl.toString(), BENCH_BACKGROUND_JOBS: '1' });
    const { port } = await app.next<{ port: number }>('ready');
    const base = `http://127.0.0.1:${port}`;
    const measure = measurer(app, base, DURATION);

    const outcomes: Outcome[] = [];
    for (const s of analyticsScenarios) {
      if (!s.reference && !ONLY.test(s.name)) continue;
      const headers: Record<string, string> = tokens[s.as] ? { authorization: `Bearer ${tokens[s.as]}` } : {};
      const check = await fetch(base + s.path, { headers });
      const body = check.status === 400 ? await check.text() : '';
      // 404, or a 400 from a `/:id` route that took the path (e.g. /api/vendors/orders/:id): not there yet.
      if (check.status === 404 || /"path":"id"/.test(body)) {
        log(`${s.name}: ${check.status}, missing`);
        outcomes.push({ scenario: s, status: 'missing' });
        continue;
      }
      if (!check.ok) {
        const text = (body || (await check.text())).slice(0, 300);
        log(`${s.name}: ${check.status} ${text}`);
        outcomes.push({ scenario: s, status: 'error', error: `${check.status} ${text}` });
        continue;
      }
      const { r } = await measure('analytics', s.name, { path: s.path, headers, connections: CONNECTIONS });
      outcomes.push({ scenario: s, status: 'measured', result: r });
    }

    // Sales report exports of about 50,000 order lines (detailed), one at a time, to the last byte.
    const exports: ExportResult[] = [];
    if (ONLY.test('sales report export')) {
      const period = await exportPeriod(db, largestVendorId);
      log(`export period ${period.startDate}..${period.endDate}: ${period.lines} live lines`);
      for (const format of ['csv', 'pdf'] as const)
        exports.push(await measureExport(base, tokens.vendor, app.child.pid!, format, period));
    }

    let checkout: { results: ScenarioResult[]; notes: string[] } = { results: [], notes: [] };
    if (!SKIP_CHECKOUT) checkout = await measureCheckout(db, measure, CHECKOUT_CONNECTIONS);
    await app.stop();

    // A partial run (--only, --skip-checkout) must not replace the last full results.
    const partial = arg('only', '.') !== '.' || SKIP_CHECKOUT;
    const size = ORDERS === 1_000_000 && VENDORS === 2000 ? 'analytics-latest' : `analytics-${ORDERS}`;
    const stem = partial ? `${size}-partial` : size;
    writeReport(stem, {
      environment: {
        date: new Date().toISOString(),
        loadAverageBefore,
        loadAverage: os.loadavg()[0]!.toFixed(2),
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? '',
        memoryGb: Math.round(os.totalmem() / 1024 ** 3),
        node: process.version,
        postgres: pgVersion,
        orders: ORDERS,
        vendors: VENDORS,
        connections: CONNECTIONS,
        checkoutConnections: CHECKOUT_CONNECTIONS,
        durationSeconds: DURATION,
        loadSeconds,
      },
      history,
      rebuild: { seconds: rebuildSeconds, keys, rows: rollupRows },
      outcomes,
      exports,
      checkout,
    });
    log(`results in bench/results/${stem}.md`);
  } finally {
    await app?.stop();
    await database.close();
    if (!KEEP) await admin.db.execute(sql.raw(`drop database if exists ${dbName} with (force)`));
    else log(`kept database ${dbName}`);
    await admin.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

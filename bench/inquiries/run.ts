/**
 * Inquiries benchmark: `npm run bench:inquiries` (options: --inquiries=200000 --vendors=100
 * --share=0.02 --duration=8 --keep --db=<kept database> --only=<regexp>). On a fresh PostgreSQL
 * database it loads the inquiries, then measures a vendor's inquiry list (search, filters, sorts)
 * at 50 connections beside `GET /api/health` in the same run (throughput ratio, goal >= 25%),
 * and the same lists at 10 connections (p95 goal < 50 ms). Writes bench/results/inquiries-latest.{json,md}.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result as CannonResult } from 'autocannon';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../../apps/server/src/db/client.js';
import { markdownTable, percentile, postgresCpuMeter, type ScenarioResult } from '../catalog/report.js';
import { databaseExists, forkBenchServer, startOneQueryReference } from '../catalog/server-process.js';
import { loadInquiries } from './load-data.js';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const DURATION = Number(arg('duration', '8'));
const COUNT = Number(arg('inquiries', '200000'));
const VENDORS = Number(arg('vendors', '100'));
const SHARE = Number(arg('share', '0.02'));
const REUSE = arg('db', '');
const KEEP = process.argv.includes('--keep') || REUSE !== '';
const ONLY = new RegExp(arg('only', '.'), 'i');
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RESULTS = path.resolve(import.meta.dirname, '../results');
const log = (m: string) => console.log(`[bench] ${m}`);

/** The list requests of the vendor's help desk screen. */
const LISTS: [string, string][] = [
  ['list, default (latest activity)', '/api/vendors/inquiries'],
  ['list, search one word', '/api/vendors/inquiries?search=refund'],
  [
    'list, search + status + high priority first',
    '/api/vendors/inquiries?search=parcel&status=open&sortBy=priority&sortOrder=desc',
  ],
  [
    'list, category + oldest first',
    '/api/vendors/inquiries?category=shipping&sortBy=createdAt&sortOrder=asc',
  ],
  [
    'list, priority urgent + status A-Z',
    '/api/vendors/inquiries?priority=urgent&sortBy=status&sortOrder=asc',
  ],
  ['list, search customer name, page 2', '/api/vendors/inquiries?search=shopper%2012&page=2'],
  ['list, search inquiry number', '/api/vendors/inquiries?search=INQ-0000002A'],
];

async function main() {
  const dbName = REUSE || `market_bench_inq_${Date.now()}`;
  const benchUrl = new URL(ADMIN_URL);
  benchUrl.pathname = `/${dbName}`;
  const admin = openPostgres(ADMIN_URL, { max: 1 });
  // --db=<name>: reuse that database, or create, load and keep it when it does not exist yet.
  const fresh = !REUSE || !(await databaseExists(admin.db, dbName));
  if (fresh) await admin.db.execute(sql.raw(`create database ${dbName}`));
  const database = openPostgres(benchUrl.toString(), { max: 4 });
  let app: ReturnType<typeof forkBenchServer> | undefined;
  let reference: Awaited<ReturnType<typeof startOneQueryReference>> | undefined;
  const results: ScenarioResult[] = [];
  const notes: string[] = [];
  try {
    await database.migrate();
    let loadSeconds = 0;
    if (fresh) {
      const started = Date.now();
      await loadInquiries(database.db, { count: COUNT, vendors: VENDORS, share: SHARE });
      loadSeconds = (Date.now() - started) / 1000;
      log(`${COUNT} inquiries over ${VENDORS} vendors loaded (${loadSeconds.toFixed(1)} s)`);
      await database.db.execute(sql`checkpoint`);
    }
    const vendorId = (
      (await database.db.execute(sql`select md5('inqv1')::uuid::text as id`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows[0]!.id;
    const [{ n: mine } = { n: 0 }] = (
      (await database.db.execute(
        sql`select count(*)::int n from inquiries where vendor_id = ${vendorId}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    notes.push(`Measured as the vendor with ${mine} of the ${COUNT} inquiries (${VENDORS} vendors).`);
    const token = randomBytes(32).toString('base64url');
    await database.db.execute(sql`insert into sessions (id, token_hash, user_id, role, expires_at)
      select gen_random_uuid(), ${createHash('sha256').update(token).digest('hex')}, user_id, 'vendor', now() + interval '1 day'
      from vendors where id = ${vendorId}`);
    const headers = { authorization: `Bearer ${token}` };

    app = forkBenchServer({ BENCH_DATABASE_URL: benchUrl.toString(), BENCH_POOL: arg('pool', '30') });
    const { child: server, next } = app;
    const { port } = await next<{ port: number }>('ready');
    const base = `http://127.0.0.1:${port}`;
    // The ceiling of one vendor list on this machine: one indexed statement (the vendor's newest
    // 20 inquiries, no total, no vendor name, no session) behind bare node:http.
    reference = await startOneQueryReference(
      benchUrl.toString(),
      `select id, inquiry_number, subject, customer_name, customer_email, category, priority, status,
         last_activity_at, created_at, vendor_unread, customer_unread, message_count, rating, vendor_id
       from inquiries where vendor_id = $1 order by last_activity_at desc, id desc limit 20`,
      [vendorId],
    );

    const measure = async (
      group: string,
      name: string,
      p: string,
      connections: number,
      of = name,
      target: 'app' | 'one-query' = 'app',
    ) => {
      if (!ONLY.test(of)) return null;
      const url = (target === 'app' ? base : reference!.base) + p;
      const fire = (duration: number, latencies?: number[]) =>
        new Promise<CannonResult>((resolve, reject) => {
          const instance = autocannon(
            { url, connections, duration, timeout: 10, headers },
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
      // The reference serves itself: one statement, no app CPU counted.
      const appStats = await next<{ requests: number; histogram: Record<number, number>; cpuMs: number }>(
        'stats',
      );
      const stats =
        target === 'app' ? appStats : { requests: result.requests.total, histogram: { 1: 1 }, cpuMs: 0 };
      const served = Math.max(1, stats.requests);
      latencies.sort((a, b) => a - b);
      const r: ScenarioResult = {
        name,
        group,
        cache: 'n/a',
        appCpuMs: stats.cpuMs / served,
        pgCpuMs: Math.max(0, pgUsed / served),
        path: `GET ${p}`,
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
        `${group.padEnd(8)} ${name.padEnd(48)} ${String(Math.round(r.rps)).padStart(5)} req/s  p95 ${r.p95.toFixed(1)} ms  non-2xx ${r.non2xx}`,
      );
      return r;
    };

    for (const [name, p] of LISTS) {
      const check = await fetch(base + p, { headers });
      if (!check.ok) throw new Error(`${name}: ${check.status} ${await check.text()}`);
    }
    // The machine is shared: each list runs right after its own health run, and the ratio is
    // taken within the pair, so a change of load between scenarios does not skew it.
    const ratios: {
      name: string;
      ratio: number;
      healthRps: number;
      ofOneQuery: number;
      oneQueryRps: number;
    }[] = [];
    for (const [name, p] of LISTS) {
      const health = await measure('c50', `health (before ${name})`, '/api/health', 50, name);
      const one = await measure('c50', `one query (before ${name})`, '/', 50, name, 'one-query');
      const list = await measure('c50', name, p, 50);
      if (!health || !one || !list) continue;
      for (const r of [one, list]) {
        r.ofHealth = (100 * r.rps) / health.rps;
        r.ofOneQuery = (100 * r.rps) / one.rps;
        r.oneQueryRps = one.rps;
      }
      ratios.push({
        name,
        ratio: list.rps / health.rps,
        healthRps: health.rps,
        ofOneQuery: list.rps / one.rps,
        oneQueryRps: one.rps,
      });
    }
    await measure('c50', 'stats cards', '/api/vendors/inquiries/stats', 50);
    await measure('c50', 'unread count (menu badge)', '/api/vendors/inquiries/unread-count', 50);
    for (const [name, p] of LISTS) await measure('c10', name, p, 10);
    server.send({ type: 'stop' });

    const lists10 = results.filter((r) => r.group === 'c10');
    const worstRatio = ratios.length ? Math.min(...ratios.map((r) => r.ratio)) : 0;
    const meanRatio = ratios.length ? ratios.reduce((s, r) => s + r.ratio, 0) / ratios.length : 0;
    const worstP95 = lists10.length ? Math.max(...lists10.map((r) => r.p95)) : 0;
    const goals = { ratio: worstRatio >= 0.25, p95At10: worstP95 < 50 };
    for (const r of ratios)
      notes.push(
        `${r.name}: ${(r.ratio * 100).toFixed(0)}% of GET /api/health (${Math.round(r.healthRps)} req/s just before), ` +
          `${(r.ofOneQuery * 100).toFixed(0)}% of the one-query reference (${Math.round(r.oneQueryRps)} req/s, ` +
          `itself ${((100 * r.oneQueryRps) / r.healthRps).toFixed(0)}% of health).`,
      );
    notes.push(
      `Lists at 50 connections: worst ${(worstRatio * 100).toFixed(0)}%, mean ${(meanRatio * 100).toFixed(0)}% of health. ` +
        `Worst p95 at 10 connections: ${worstP95.toFixed(1)} ms.`,
    );
    const environment = {
      date: new Date().toISOString(),
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? '',
      loadAverage: os.loadavg().map((x) => Number(x.toFixed(2))),
      node: process.version,
      durationSeconds: DURATION,
      inquiries: COUNT,
      vendors: VENDORS,
      loadSeconds,
    };
    fs.mkdirSync(RESULTS, { recursive: true });
    const stem = ONLY.source === '.' && !REUSE ? 'inquiries-latest' : 'inquiries-partial';
    fs.writeFileSync(
      path.join(RESULTS, `${stem}.json`),
      `${JSON.stringify({ environment, goals, worstRatio, meanRatio, worstP95, ratios, notes, results }, null, 2)}\n`,
    );
    fs.writeFileSync(
      path.join(RESULTS, `${stem}.md`),
      [
        `# Inquiries benchmark, ${environment.date}`,
        '',
        `${DURATION} s per scenario; ${environment.cpus} × ${environment.cpuModel}; load average ${environment.loadAverage.join(' / ')}; ` +
          `Node ${environment.node}. Server, PostgreSQL and load generator on the same machine.`,
        '',
        markdownTable(results),
        '',
        ...notes.map((x) => `- ${x}`),
        '',
        `Goals: every list at 50 connections >= 25% of health (${goals.ratio ? 'met' : 'missed'}), p95 < 50 ms at 10 connections (${goals.p95At10 ? 'met' : 'missed'}).`,
        '',
      ].join('\n'),
    );
    log(notes.at(-1)!);
    log(`results in bench/results/${stem}.md`);
  } finally {
    await app?.stop();
    await reference?.stop();
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

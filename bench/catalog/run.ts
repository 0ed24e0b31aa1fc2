/**
 * Catalogue benchmark: `npm run bench:catalog` (options: --products=100000 --vendors=500
 * --duration=8 --connections=50 --only=<groups> --keep --db=<kept database>). Creates a fresh PostgreSQL database, loads the
 * catalogue, starts the real app in a child process and measures the list endpoints with
 * autocannon. Writes bench/results/catalog-latest.{json,md} and catalog-plans.txt.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result as CannonResult } from 'autocannon';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../../apps/server/src/db/client.js';
import { DEFAULT_RESPONSE_TTL_MS } from '../../apps/server/src/modules/catalog/list-cache.js';
import { GLOBAL_SUBCATEGORIES } from '../../apps/server/src/seed/catalog.js';
import { describeCatalogData, loadCatalogData } from './load-data.js';
import { addRatios, markdownTable, percentile, postgresCpuMeter, type ScenarioResult } from './report.js';
import { HEALTH, ONE_QUERY, type Scenario, scenarios } from './scenarios.js';
import { forkBenchServer } from './server-process.js';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const PRODUCTS = Number(arg('products', '100000'));
const VENDORS = Number(arg('vendors', '500'));
const DURATION = Number(arg('duration', '8'));
const CONNECTIONS = Number(arg('connections', '50'));
const KEEP = process.argv.includes('--keep');
/** --only=vendor, --only=storefront or --only='vendor|reference': the groups to run (a regular expression). */
const ONLY = arg('only', '');
/** --scenario='home|deep page': only the scenarios whose name matches (the references always run). */
const SCENARIO = arg('scenario', '');
/** --cache=off (or on): the storefront scenarios with that cache setting only. */
const CACHE = arg('cache', '');
/** --db=<kept database> measures an already loaded catalogue (migrations applied first). */
const REUSE = arg('db', '');
/** --prefix=bench_lean: the created database's name prefix (engineers sharing a server use their own). */
const PREFIX = arg('prefix', 'market_bench');
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RESULTS = path.resolve(import.meta.dirname, '../results');

function log(message: string) {
  console.log(`[bench] ${message}`);
}

type Rows<T> = { rows: T[] };

async function main() {
  const loadAverageBefore = os.loadavg()[0]!.toFixed(2);
  const dbName = REUSE || `${PREFIX}_${Date.now()}`;
  const benchUrl = new URL(ADMIN_URL);
  benchUrl.pathname = `/${dbName}`;
  const admin = openPostgres(ADMIN_URL, { max: 1 });
  if (!REUSE) await admin.db.execute(sql.raw(`create database ${dbName}`));
  log(`database ${dbName}`);
  const database = openPostgres(benchUrl.toString(), { max: 4 });
  let app: ReturnType<typeof forkBenchServer> | undefined;
  let reference: ReturnType<typeof forkBenchServer> | undefined;
  try {
    await database.migrate();
    const started = Date.now();
    const data = REUSE
      ? await describeCatalogData(database.db)
      : await loadCatalogData(database.db, {
          products: PRODUCTS,
          vendors: VENDORS,
          subcategories: Object.entries(GLOBAL_SUBCATEGORIES),
        });
    const loadSeconds = (Date.now() - started) / 1000;
    if (!REUSE) log(`loaded ${PRODUCTS} products from ${VENDORS} vendors in ${loadSeconds.toFixed(1)} s`);

    // A signed-in vendor (the one with most products) for /api/vendors/products.
    const token = randomBytes(32).toString('base64url');
    const vendorId = data.vendorIds[0]!;
    await database.db.execute(sql`insert into sessions (id, token_hash, user_id, role, expires_at)
      select gen_random_uuid(), ${createHash('sha256').update(token).digest('hex')}, user_id, 'vendor',
        now() + interval '1 day' from vendors where id = ${vendorId}`);
    const count = (await database.db.execute(
      sql`select count(*)::int n from products where vendor_id = ${vendorId} and deleted_at is null`,
    )) as unknown as Rows<{ n: number }>;
    const pgVersion = (await database.db.execute(sql`select version()`)) as unknown as Rows<{
      version: string;
    }>;
    log(`vendor ${vendorId} has ${count.rows[0]!.n} products`);

    app = forkBenchServer({ BENCH_DATABASE_URL: benchUrl.toString() });
    const { child: server, next } = app;
    const { port } = await next<{ port: number }>('ready');
    const base = `http://127.0.0.1:${port}`;
    log(`server on ${base}`);
    reference = forkBenchServer({ BENCH_DATABASE_URL: benchUrl.toString() }, 'reference-server.ts');
    const referenceBase = `http://127.0.0.1:${(await reference.next<{ port: number }>('ready')).port}`;
    log(`one-query reference on ${referenceBase}`);
    const urlOf = (s: Scenario) => (s.target === 'one-query' ? referenceBase : base) + s.path;
    const headersFor = (s: Scenario): Record<string, string> =>
      s.vendor ? { authorization: `Bearer ${token}` } : {};

    const fire = (s: Scenario, duration: number, latencies?: number[]) =>
      new Promise<CannonResult>((resolve, reject) => {
        const instance = autocannon(
          { url: urlOf(s), connections: CONNECTIONS, duration, headers: headersFor(s), timeout: 10 },
          (error, result) => (error ? reject(error) : resolve(result)),
        );
        if (latencies) instance.on('response', (_c, _s, _b, time) => latencies.push(time));
      });

    const results: ScenarioResult[] = [];
    const plans: string[] = [];
    // Storefront lists twice: with the short response cache (the default) and without it
    // (every request reaches PostgreSQL); vendor lists are never cached.
    const runs: Array<{ s: Scenario; cache: 'on' | 'off' | 'n/a' }> = [];
    const all = scenarios(data)
      .filter((s) => !ONLY || new RegExp(`^(${ONLY})$`).test(s.group))
      .filter(
        (s) => !SCENARIO || s.name === HEALTH || s.name === ONE_QUERY || new RegExp(SCENARIO).test(s.name),
      );
    // The denominators of the storefront ratios, at the start and again at the end of the run.
    const denominators = all.filter((s) => s.name === HEALTH || s.name === ONE_QUERY);
    for (const s of denominators) runs.push({ s, cache: 'n/a' });
    if (CACHE !== 'off') for (const s of all) if (s.group === 'storefront') runs.push({ s, cache: 'on' });
    if (CACHE !== 'on') for (const s of all) if (s.group === 'storefront') runs.push({ s, cache: 'off' });
    for (const s of all) if (s.group === 'vendor' || s.group === 'reference') runs.push({ s, cache: 'n/a' });
    let cacheOn: boolean | undefined;
    for (const { s, cache } of runs) {
      const wantCache = cache === 'on';
      if (wantCache !== cacheOn) {
        server.send({ type: 'cache', ttl: wantCache ? DEFAULT_RESPONSE_TTL_MS : 0 });
        await next('cache');
        cacheOn = wantCache;
      }
      const check = await fetch(urlOf(s), { headers: headersFor(s) });
      if (!check.ok) throw new Error(`${s.name}: ${check.status} ${await check.text()}`);
      const bytes = (await check.arrayBuffer()).byteLength;
      await fire(s, 1);
      server.send({ type: 'stats' });
      await next('stats');
      // On a shared machine the floor moves within a run: a storefront scenario is also compared
      // with the one-query reference measured just before it (half the duration).
      const oneQuery = all.find((x) => x.name === ONE_QUERY);
      const adjacent =
        s.group === 'storefront' && oneQuery
          ? (await fire(oneQuery, Math.max(2, DURATION / 2))).requests.average
          : undefined;
      const pgUsedSince = postgresCpuMeter();
      const latencies: number[] = [];
      const result = await fire(s, DURATION, latencies);
      const pgUsed = pgUsedSince();
      server.send({ type: 'stats' });
      const stats = await next<{ requests: number; histogram: Record<number, number>; cpuMs: number }>(
        'stats',
      );
      latencies.sort((a, b) => a - b);
      const statementCounts = Object.keys(stats.histogram).map(Number);
      const served = Math.max(1, s.target === 'one-query' ? result.requests.total : stats.requests);
      const r: ScenarioResult = {
        name: s.name,
        group: s.group,
        path: s.path,
        cache,
        appCpuMs: s.target === 'one-query' ? 0 : stats.cpuMs / served,
        // Approximate: ticks of every postgres process; ends of short-lived ones can make it dip below 0.
        pgCpuMs: Math.max(0, pgUsed / served),
        requests: result.requests.total,
        rps: result.requests.average,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        max: latencies.at(-1) ?? 0,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        // The reference serves itself: one statement, no app CPU.
        oneQueryRps: adjacent,
        bytes,
        maxStatements: s.target === 'one-query' ? 1 : Math.max(0, ...statementCounts),
        statements: stats.histogram,
      };
      results.push(r);
      log(
        `${adjacent ? `(${Math.round((100 * r.rps) / adjacent)}% of one query ${Math.round(adjacent)}) ` : ''}${s.group.padEnd(10)} ${cache.padEnd(3)} ${s.name.padEnd(42)} ${String(Math.round(r.rps)).padStart(5)} req/s  p50 ${r.p50.toFixed(1)}  p95 ${r.p95.toFixed(1)}  p99 ${r.p99.toFixed(1)} ms  sql/request ${r.maxStatements}  cpu app ${r.appCpuMs.toFixed(2)} pg ${r.pgCpuMs.toFixed(2)} ms/req`,
      );
      if (cache === 'on' || s.target === 'one-query') continue;

      server.send({ type: 'explain', url: s.path, headers: headersFor(s) });
      const explained = await next<{ plans: Array<{ sql: string; plan: string }> }>('explain');
      plans.push(
        `### ${s.group}: ${s.name}\nGET ${s.path}\n\n${explained.plans
          .map((p) => `${p.sql.replace(/\s+/g, ' ').trim()}\n\n${p.plan}`)
          .join('\n\n')}\n`,
      );
    }
    server.send({ type: 'stop' });
    const ratios = addRatios(results, HEALTH, ONE_QUERY);

    const environment = {
      date: new Date().toISOString(),
      loadAverageBefore,
      /** Other work on the machine during the run (1-minute load average at the end). */
      loadAverage: os.loadavg()[0]!.toFixed(2),
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? '',
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
      postgres: pgVersion.rows[0]!.version.split(' on ')[0],
      products: PRODUCTS,
      vendors: VENDORS,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      loadSeconds,
    };
    const worstOf = (list: ScenarioResult[]) => ({
      p95: Math.max(...list.map((r) => r.p95)),
      p99: Math.max(...list.map((r) => r.p99)),
      statements: Math.max(...list.map((r) => r.maxStatements)),
    });
    // The reference scenarios are not lists: they show the floor of this machine, not a goal.
    const worst = worstOf(results.filter((r) => r.group !== 'reference'));
    const groups = {
      storefrontCached: worstOf(results.filter((r) => r.cache === 'on')),
      storefrontUncached: worstOf(results.filter((r) => r.cache === 'off')),
      vendor: worstOf(results.filter((r) => r.group === 'vendor')),
      reference: worstOf(results.filter((r) => r.group === 'reference')),
    };
    const goals = { p95: worst.p95 < 50, p99: worst.p99 < 100, statements: worst.statements <= 3 };
    fs.mkdirSync(RESULTS, { recursive: true });
    // A partial run (--only, or a smaller catalogue) must not replace the last full results.
    const stem =
      ONLY || SCENARIO || CACHE || REUSE || PRODUCTS !== 100000 ? 'catalog-partial' : 'catalog-latest';
    fs.writeFileSync(
      path.join(RESULTS, `${stem}.json`),
      `${JSON.stringify({ environment, goals, worst, groups, ratios, results }, null, 2)}\n`,
    );
    fs.writeFileSync(
      path.join(RESULTS, `${stem}.md`),
      [
        `# Catalogue benchmark, ${environment.date}`,
        '',
        `${PRODUCTS} products, ${VENDORS} vendors; ${CONNECTIONS} connections, ${DURATION} s per scenario; ` +
          `${environment.cpus} × ${environment.cpuModel}, ${environment.memoryGb} GB; Node ${environment.node}; ${environment.postgres}; ` +
          `load average ${environment.loadAverageBefore} before, ${environment.loadAverage} after (other work on the machine).`,
        '',
        `Ratios: every row's req/s as a percentage of the one-query reference (node:http + pg, one ` +
          `\`SELECT ... LIMIT 24\` of the same table), measured for half the duration just before each storefront ` +
          `scenario (other rows: the mean of its runs at the start and the end, ${Math.round(ratios.oneQueryRps)} req/s), ` +
          `and of the app's \`GET /api/health\` (${Math.round(ratios.healthRps)} req/s, the mean of its runs at the start and the end).`,
        '',
        markdownTable(results),
        '',
        ...ratios.summary,
        '',
        ...Object.entries(groups).map(
          ([name, w]) =>
            `- ${name}: worst p95 ${w.p95.toFixed(1)} ms, worst p99 ${w.p99.toFixed(1)} ms, at most ${w.statements} SQL statements per request`,
        ),
        '',
        `Overall: worst p95 ${worst.p95.toFixed(1)} ms (goal < 50: ${goals.p95 ? 'met' : 'missed'}), ` +
          `worst p99 ${worst.p99.toFixed(1)} ms (goal < 100: ${goals.p99 ? 'met' : 'missed'}), ` +
          `most SQL statements per request ${worst.statements} (goal <= 3: ${goals.statements ? 'met' : 'missed'}).`,
        '',
      ].join('\n'),
    );
    fs.writeFileSync(
      path.join(RESULTS, stem === 'catalog-latest' ? 'catalog-plans.txt' : 'catalog-plans-partial.txt'),
      plans.join('\n'),
    );
    log(`results in ${path.relative(process.cwd(), RESULTS)}/${stem}.md`);
    log(
      `worst p95 ${worst.p95.toFixed(1)} ms, worst p99 ${worst.p99.toFixed(1)} ms, SQL/request ${worst.statements}`,
    );
  } finally {
    // A clean stop lets the server write its CPU profile (BENCH_CPU_PROF).
    await app?.stop();
    await reference?.stop();
    await database.close();
    if (!KEEP && !REUSE) await admin.db.execute(sql.raw(`drop database if exists ${dbName} with (force)`));
    else log(`kept database ${dbName}`);
    await admin.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * The app under test, in its own process so the load generator does not share its event loop.
 * Counts the SQL statements each HTTP request runs (AsyncLocalStorage around the request
 * listener, a counter in the pg pool) and answers the parent's IPC messages:
 *   { type: 'stats' } -> { type: 'stats', requests, histogram: { [statements]: requests }, cpuMs }, then resets
 *   { type: 'cache', ttl } -> sets the storefront response cache TTL (0 = off)
 *   { type: 'explain', url, headers } -> { type: 'explain', plans: [...] } (EXPLAIN ANALYZE of each statement)
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openPostgres } from '../../apps/server/src/db/client.js';
import { setResponseCacheTtl } from '../../apps/server/src/modules/catalog/list-cache.js';

type Store = { count: number };
type Statement = { text: string; values: unknown[] };

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required');

const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: process.env.BENCH_DATA_DIR ?? '/tmp/market-bench-data',
  LOG_LEVEL: 'silent',
  DATABASE_URL: url,
  PORT: '0',
});
const database = openPostgres(url, { max: Number(process.env.BENCH_POOL ?? 20) });
// BENCH_BACKGROUND_JOBS=1: the analytics job (and the mailer) run as in the real server.
const app = await buildApp({
  config,
  database,
  logger: false,
  backgroundJobs: process.env.BENCH_BACKGROUND_JOBS === '1',
});

const als = new AsyncLocalStorage<Store>();
let capture: Statement[] | null = null;
/** A second stop (the runner sends one on every exit path) must not close the pool twice. */
let stopping = false;
const pool = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
const originalQuery = pool.query.bind(pool);
pool.query = (...args: unknown[]) => {
  const store = als.getStore();
  if (store) store.count++;
  if (capture && !store) {
    const first = args[0] as string | { text: string; values?: unknown[] };
    const text = typeof first === 'string' ? first : first.text;
    const values = (Array.isArray(args[1]) ? args[1] : typeof first === 'object' ? first.values : []) ?? [];
    capture.push({ text, values });
  }
  return originalQuery(...args);
};

let histogram: Record<number, number> = {};
let requests = 0;
const listeners = app.server.listeners('request') as Array<
  (req: IncomingMessage, res: ServerResponse) => void
>;
app.server.removeAllListeners('request');
app.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
  const store: Store = { count: 0 };
  res.on('finish', () => {
    requests++;
    histogram[store.count] = (histogram[store.count] ?? 0) + 1;
  });
  als.run(store, () => {
    for (const listener of listeners) listener.call(app.server, req, res);
  });
});

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

let cpu = process.cpuUsage();
process.on(
  'message',
  async (message: { type: string; url?: string; headers?: Record<string, string>; ttl?: number }) => {
    if (message.type === 'stats') {
      const used = process.cpuUsage(cpu);
      process.send?.({ type: 'stats', requests, histogram, cpuMs: (used.user + used.system) / 1000 });
      histogram = {};
      requests = 0;
      cpu = process.cpuUsage();
    } else if (message.type === 'cache') {
      setResponseCacheTtl(app.ctx, message.ttl ?? 0);
      process.send?.({ type: 'cache' });
    } else if (message.type === 'explain') {
      capture = [];
      await app.inject({ method: 'GET', url: message.url!, headers: message.headers });
      const statements = capture;
      capture = null;
      const plans: Array<{ sql: string; plan: string }> = [];
      for (const s of statements) {
        if (/from "sessions"/.test(s.text)) continue;
        const result = (await originalQuery(`explain (analyze, buffers) ${s.text}`, s.values)) as {
          rows: Array<{ 'QUERY PLAN': string }>;
        };
        plans.push({ sql: s.text, plan: result.rows.map((r) => r['QUERY PLAN']).join('\n') });
      }
      process.send?.({ type: 'explain', plans });
    } else if (message.type === 'stop') {
      if (stopping) return;
      stopping = true;
      // Exit even if a connection keeps the close waiting (the CPU profile is written on exit).
      setTimeout(() => process.exit(0), 3000).unref();
      await app.close();
      await database.close();
      process.exit(0);
    }
  },
);

process.send?.({ type: 'ready', port });

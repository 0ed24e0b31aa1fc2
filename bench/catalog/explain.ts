/**
 * EXPLAIN ANALYZE of the SQL behind some requests, on a kept benchmark database:
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/market_bench_... \
 *     npx tsx --conditions=source bench/catalog/explain.ts '/api/products?sort=name' ...
 * (vendor routes: set BENCH_TOKEN to a vendor session token).
 */
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openPostgres } from '../../apps/server/src/db/client.js';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required');
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: '/tmp/market-bench-data',
  LOG_LEVEL: 'silent',
  DATABASE_URL: url,
});
const database = openPostgres(url, { max: 2 });
const app = await buildApp({ config, database, logger: false });
await app.ready();
const pool = (database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
  .$client;
const original = pool.query.bind(pool);
let captured: Array<{ text: string; values: unknown[] }> = [];
pool.query = (...args: unknown[]) => {
  const first = args[0] as string | { text: string };
  captured.push({
    text: typeof first === 'string' ? first : first.text,
    values: (args[1] as unknown[]) ?? [],
  });
  return original(...args);
};
const verbose = process.env.VERBOSE === '1';
for (const path of process.argv.slice(2)) {
  for (let i = 0; i < 6; i++) await app.inject({ method: 'GET', url: path });
  captured = [];
  const headers = process.env.BENCH_TOKEN
    ? { authorization: `Bearer ${process.env.BENCH_TOKEN}` }
    : undefined;
  const res = await app.inject({ method: 'GET', url: path, headers });
  const statements = captured.filter((s) => !/from "sessions"/.test(s.text));
  captured = [];
  console.log(`\n=== ${path} -> ${res.statusCode}, ${statements.length} statement(s)`);
  for (const s of statements) {
    const result = (await original(`explain (analyze, buffers) ${s.text}`, s.values)) as {
      rows: Array<{ 'QUERY PLAN': string }>;
    };
    const lines = result.rows.map((r) => r['QUERY PLAN']);
    console.log(
      verbose
        ? lines.join('\n')
        : lines.filter((l) => /Index|Seq Scan|Sort|Time|SubPlan|Bitmap/.test(l)).join('\n'),
    );
  }
}
await app.close();
await database.close();

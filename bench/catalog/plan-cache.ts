/**
 * Which named statements keep their generic plan: runs each URL 12 times on one connection of a
 * kept benchmark database, then prints pg_prepared_statements (generic_plans, custom_plans).
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/market_bench_... [BENCH_TOKEN=...] \
 *     npx tsx --conditions=source bench/catalog/plan-cache.ts /api/products?page=2 ...
 */
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openPostgres } from '../../apps/server/src/db/client.js';

const url = process.env.BENCH_DATABASE_URL!;
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: '/tmp/market-bench-data',
  LOG_LEVEL: 'silent',
  DATABASE_URL: url,
});
const database = openPostgres(url, { max: 1 });
const app = await buildApp({ config, database, logger: false });
await app.ready();
const pool = (database.db as unknown as { $client: { query: (q: string) => Promise<{ rows: unknown[] }> } })
  .$client;
for (const u of process.argv.slice(2))
  for (let i = 0; i < 12; i++)
    await app.inject({
      method: 'GET',
      url: u,
      headers: process.env.BENCH_TOKEN ? { authorization: `Bearer ${process.env.BENCH_TOKEN}` } : {},
    });
const r = await pool.query(
  "select name, generic_plans, custom_plans, left(regexp_replace(statement, '\\s+', ' ', 'g'), 90) as s from pg_prepared_statements",
);
console.table(r.rows);
await app.close();
process.exit(0);

/**
 * Which named statements keep their generic plan: runs each URL 12 times on one connection of a
 * kept benchmark database, then prints pg_prepared_statements (generic_plans, custom_plans).
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/market_bench_... [BENCH_TOKEN=...] \
 *     npx tsx --conditions=source bench/catalog/plan-cache.ts /api/products?page=2 ...
 */
import { benchHeaders, openKeptApp } from './kept-app.js';

const { app, database, pool } = await openKeptApp(1);
for (const u of process.argv.slice(2))
  for (let i = 0; i < 12; i++)
    await app.inject({
      method: 'GET',
      url: u,
      headers: benchHeaders(),
    });
const r = (await pool.query(
  "select name, generic_plans, custom_plans, left(regexp_replace(statement, '\\s+', ' ', 'g'), 90) as s from pg_prepared_statements",
)) as { rows: unknown[] };
console.table(r.rows);
await app.close();
await database.close();

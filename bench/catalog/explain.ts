/**
 * EXPLAIN ANALYZE of the SQL behind some requests, on a kept benchmark database:
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/market_bench_... \
 *     npx tsx --conditions=source bench/catalog/explain.ts '/api/products?sort=name' ...
 * (vendor routes: set BENCH_TOKEN to a vendor session token).
 */
import { benchHeaders, captureStatements, openKeptApp } from './kept-app.js';

const { app, database, pool } = await openKeptApp(2);
const { original, take } = captureStatements(pool);
const verbose = process.env.VERBOSE === '1';
for (const path of process.argv.slice(2)) {
  for (let i = 0; i < 6; i++) await app.inject({ method: 'GET', url: path });
  take();
  const res = await app.inject({ method: 'GET', url: path, headers: benchHeaders() });
  const statements = take();
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

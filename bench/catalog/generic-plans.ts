/** Compares custom and generic plans of the prepared list statements (kept benchmark database). */
import pg from 'pg';
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
const client = new pg.Client({ connectionString: url });
await client.connect();
for (const path of process.argv.slice(2)) {
  captured = [];
  await app.inject({
    method: 'GET',
    url: path,
    headers: process.env.BENCH_TOKEN ? { authorization: `Bearer ${process.env.BENCH_TOKEN}` } : {},
  });
  for (const [i, s] of captured.filter((c) => !/from "sessions"/.test(c.text)).entries()) {
    const name = `g${i}`;
    await client.query(`deallocate all`);
    await client.query(`prepare ${name} as ${s.text}`);
    const literal = (v: unknown) => (Array.isArray(v) ? `{${v.join(',')}}` : String(v));
    const args = s.values
      .map((v) => (v === null ? 'null' : `'${literal(v).replace(/'/g, "''")}'`))
      .join(', ');
    const time = async (mode: string) => {
      await client.query(`set plan_cache_mode = ${mode}`);
      const r = await client.query(`explain (analyze) execute ${name}${args ? `(${args})` : ''}`);
      const lines = r.rows.map((x: { 'QUERY PLAN': string }) => x['QUERY PLAN']);
      return `${lines.find((l: string) => l.startsWith('Execution Time'))}  first node: ${lines[0]!.slice(0, 70)}`;
    };
    console.log(
      `${path} [${i}]\n  custom : ${await time('force_custom_plan')}\n  generic: ${await time('force_generic_plan')}`,
    );
  }
}
await client.end();
await app.close();
await database.close();

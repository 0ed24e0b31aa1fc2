/** Compares custom and generic plans of the prepared list statements (kept benchmark database). */
import pg from 'pg';
import { benchHeaders, captureStatements, openKeptApp } from './kept-app.js';

const { url, app, database, pool } = await openKeptApp(1);
const statements = captureStatements(pool);
const client = new pg.Client({ connectionString: url });
await client.connect();
for (const path of process.argv.slice(2)) {
  statements.take();
  await app.inject({ method: 'GET', url: path, headers: benchHeaders() });
  for (const [i, s] of statements.take().entries()) {
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

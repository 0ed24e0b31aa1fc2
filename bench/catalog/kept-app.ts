/**
 * The application on a kept benchmark database (BENCH_DATABASE_URL), for the tools that look at
 * its statements (explain.ts, generic-plans.ts, plan-cache.ts): logger off, `max` connections.
 */
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openPostgres } from '../../apps/server/src/db/client.js';

export type PgPool = { query: (...args: unknown[]) => Promise<unknown> };

export async function openKeptApp(max: number) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL is required');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/market-bench-data',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
  });
  const database = openPostgres(url, { max });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const pool = (database.db as unknown as { $client: PgPool }).$client;
  return { url, app, database, pool };
}

/** A vendor route's bearer token (BENCH_TOKEN), when set. */
export function benchHeaders(): Record<string, string> {
  return process.env.BENCH_TOKEN ? { authorization: `Bearer ${process.env.BENCH_TOKEN}` } : {};
}

export type Statement = { text: string; values: unknown[] };

/**
 * Records every statement the app sends through `pool`; `take()` returns those since the last
 * call, without the session lookup. `original` runs a statement without recording it.
 */
export function captureStatements(pool: PgPool) {
  const original = pool.query.bind(pool);
  let captured: Statement[] = [];
  pool.query = (...args: unknown[]) => {
    const first = args[0] as string | { text: string };
    captured.push({
      text: typeof first === 'string' ? first : first.text,
      values: (args[1] as unknown[]) ?? [],
    });
    return original(...args);
  };
  return {
    original,
    take(): Statement[] {
      const taken = captured.filter((s) => !/from "sessions"/.test(s.text));
      captured = [];
      return taken;
    },
  };
}

import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';

/** Whether a database of that name exists on the server `db` is connected to. */
export async function databaseExists(db: Database, name: string) {
  const result = (await db.execute(sql`select 1 from pg_database where datname = ${name}`)) as unknown as {
    rows: unknown[];
  };
  return result.rows.length > 0;
}

/**
 * The app under test (`server.ts`) in a child process, and its message protocol: `next(type)`
 * waits for the server's next message of that type; `stop()` asks for a clean exit (so a CPU
 * profile is written, BENCH_CPU_PROF=<dir>) and kills it after 10 s.
 */
export function forkBenchServer(env: Record<string, string>, script = 'server.ts') {
  const profile = process.env.BENCH_CPU_PROF && script === 'server.ts';
  const child: ChildProcess = fork(path.join(import.meta.dirname, script), {
    execArgv: [
      '--import',
      'tsx',
      '--conditions=source',
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`server exited (${code})`));
      const onMessage = (m: { type: string }) => {
        if (m.type === type) {
          child.off('message', onMessage);
          child.off('exit', onExit);
          resolve(m as T);
        }
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.send({ type: 'stop' });
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) child.kill();
  };
  return { child, next, stop };
}

/**
 * The one-query reference (reference-server.ts) serving `text` with `params` on every request:
 * what one indexed statement behind bare node:http serves on this machine, in the same run.
 */
export async function startOneQueryReference(databaseUrl: string, text: string, params: unknown[]) {
  const reference = forkBenchServer(
    {
      BENCH_DATABASE_URL: databaseUrl,
      BENCH_REFERENCE_SQL: text,
      BENCH_REFERENCE_PARAMS: JSON.stringify(params),
    },
    'reference-server.ts',
  );
  const { port } = await reference.next<{ port: number }>('ready');
  return { base: `http://127.0.0.1:${port}`, stop: reference.stop };
}

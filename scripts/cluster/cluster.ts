/**
 * Several API instances on one PostgreSQL database and one Redis, behind nginx on loopback: the
 * pieces `npm run cluster` (scripts/cluster/run.ts), the soak and the throughput comparison
 * (bench/soak/) share. Issue 17.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { openPostgres } from '../../apps/server/src/db/client.js';
import { freePort } from '../../apps/server/src/test/free-port.js';

export {
  NGINX_MISSING,
  type Nginx,
  nginxAvailable,
  startNginx,
} from '../../apps/server/src/test/nginx.js';
export { freePort };

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The path a load balancer or a script asks to know an instance can take traffic (database and Redis reachable). */
export const READINESS_PATH = '/api/ready';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/marketplace_cluster';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** Creates the database when it does not exist, then runs the migrations once (an advisory lock guards them). */
export async function prepareDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[a-z_][a-z0-9_]*$/i.test(name))
    throw new Error(`unusual database name "${name}": create it yourself`);
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = '/postgres';
  const admin = openPostgres(adminUrl.toString(), { max: 1 });
  try {
    const found = (await admin.db.execute(
      `select 1 from pg_database where datname = '${name}'`,
    )) as unknown as {
      rows: unknown[];
    };
    if (found.rows.length === 0) await admin.db.execute(`create database "${name}"`);
  } finally {
    await admin.close();
  }
  const db = openPostgres(databaseUrl, { max: 1 });
  try {
    await db.migrate();
  } finally {
    await db.close();
  }
}

/** Drops a database the soak or the throughput run created. */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.replace(/^\//, '');
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = '/postgres';
  const admin = openPostgres(adminUrl.toString(), { max: 1 });
  try {
    await admin.db.execute(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.close();
  }
}

export type ServerProcess = {
  name: string;
  url: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code or the signal's name. */
  exited: Promise<number | string>;
  /** The last lines the process wrote (kept when its output is not shown). */
  output(): string;
  /** SIGTERM, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
};

/**
 * Starts one API instance: the built server (`apps/server/dist/main.js`, what `npm start` runs) or
 * the source under tsx (what the test harness runs; no build needed), on a free loopback port,
 * and waits until READINESS_PATH answers 200.
 */
export async function startServer(opts: {
  name: string;
  entry: 'dist' | 'source';
  env: Record<string, string | undefined>;
  /** Print the output prefixed with the name instead of keeping it. */
  show?: boolean;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const port = await freePort();
  const serverDir = path.join(ROOT, 'apps/server');
  const args =
    opts.entry === 'dist'
      ? [path.join(serverDir, 'dist/main.js')]
      : ['--import', 'tsx', '--conditions=source', path.join(serverDir, 'src/main.ts')];
  const child = spawn(process.execPath, args, {
    cwd: opts.entry === 'dist' ? ROOT : serverDir,
    env: { ...process.env, HOST: '127.0.0.1', ...opts.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let kept = '';
  const onData = (chunk: Buffer) => {
    const text = chunk.toString();
    if (opts.show) {
      for (const line of text.split('\n')) if (line.trim()) process.stdout.write(`[${opts.name}] ${line}\n`);
    }
    kept = (kept + text).slice(-20_000);
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async (graceMs = 15_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + (opts.timeoutMs ?? 300_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${opts.name} exited (${await exited}) before it was ready:\n${kept}`);
    }
    try {
      const res = await fetch(url + READINESS_PATH, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop(1000);
      throw new Error(`${opts.name} was not ready within ${(opts.timeoutMs ?? 300_000) / 1000} s:\n${kept}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { name: opts.name, url, port, child, exited, output: () => kept, stop };
}

/** Whether something accepts TCP connections at a redis:// (or any host:port) URL. */
export function reachable(rawUrl: string, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      resolve(false);
      return;
    }
    const socket = net.connect(Number(url.port || 6379), url.hostname);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Resident memory of a process in kB (VmRSS of /proc/<pid>/status), or undefined when it has gone. */
export async function rssKb(pid: number): Promise<number | undefined> {
  const fs = await import('node:fs/promises');
  try {
    const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

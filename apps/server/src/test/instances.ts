import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../db/client.js';
import { adminUrl, databaseUrlFor } from './pg-urls.js';

/**
 * Real server processes (`src/main.ts` under tsx, as `npm run dev` runs it) on one PostgreSQL
 * database copied from the test template, for the tests of issue 17 (several instances behind a
 * load balancer). Only on PostgreSQL: PGlite lives inside one process.
 */

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const SERVER_DIR = path.resolve(path.dirname(MAIN), '..');

/** True when the suite runs on PostgreSQL (TEST_DATABASE_URL), where instances can share a database. */
export const instancesAvailable = Boolean(process.env.TEST_DATABASE_URL);

/** The Redis the tests use (the local one unless TEST_REDIS_URL says otherwise). */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export type Instance = {
  index: number;
  /** http://127.0.0.1:<port> */
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, stdout and stderr, for assertions on log lines and for failures. */
  output: string[];
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
};

export type Instances = {
  databaseUrl: string;
  /** A pool on the same database, for fixtures and for checking what the instances wrote. */
  database: DatabaseHandle;
  list: Instance[];
  /** Starts one more instance (or restarts a stopped index) with the same environment. */
  start(index: number, env?: Record<string, string>): Promise<Instance>;
  /** Sends a signal to one instance and waits until it has exited. */
  kill(index: number, signal?: NodeJS.Signals): Promise<number | string>;
  /** Stops every instance, closes the pool and drops the database. */
  stop(): Promise<void>;
};

let counter = 0;

/**
 * Creates a database from the migrated template and starts `count` instances on it. `env` is
 * added to every instance's environment (for example REDIS_URL, SMTP_URL, LOG_LEVEL).
 */
export async function startInstances(opts: { count?: number; env?: Record<string, string> } = {}) {
  const testUrl = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplateDb');
  if (!testUrl || !template) throw new Error('startInstances needs TEST_DATABASE_URL (PostgreSQL)');
  const name = `market_i_${process.pid}_${Date.now()}_${counter++}`;
  const admin = openPostgres(adminUrl(testUrl), { max: 1 });
  await admin.db.execute(`create database ${name} template ${template}`);
  const databaseUrl = databaseUrlFor(testUrl, name);
  const database = openPostgres(databaseUrl, { max: 5 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-instances-'));
  const list: Instance[] = [];
  const baseEnv = opts.env ?? {};

  const start = async (index: number, env: Record<string, string> = {}) => {
    const instance = await launch(index, {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      ...baseEnv,
      ...env,
    });
    list[index] = instance;
    return instance;
  };

  const kill = async (index: number, signal: NodeJS.Signals = 'SIGTERM') => {
    const instance = list[index];
    if (!instance) throw new Error(`no instance ${index}`);
    if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill(signal);
    return instance.exited;
  };

  try {
    await Promise.all(Array.from({ length: opts.count ?? 2 }, (_, i) => start(i)));
  } catch (error) {
    for (const instance of list) instance?.child.kill('SIGKILL');
    await database.close();
    await admin.db.execute(`drop database if exists ${name} with (force)`);
    await admin.close();
    throw error;
  }

  return {
    databaseUrl,
    database,
    list,
    start,
    kill,
    async stop() {
      await Promise.all(list.map((_, i) => kill(i, 'SIGKILL').catch(() => undefined)));
      await database.close();
      await admin.db.execute(`drop database if exists ${name} with (force)`);
      await admin.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  } satisfies Instances;
}

/**
 * Starts one `src/main.ts` on a database the caller provides (DATABASE_URL and DATA_DIR in `env`),
 * for example a throwaway PostgreSQL cluster a fault test stops and starts.
 */
export function startServerProcess(env: Record<string, string>, index = 0): Promise<Instance> {
  return launch(index, env);
}

/** Starts one `src/main.ts` on a free loopback port and waits for its "running on" line. */
async function launch(index: number, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', MAIN], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ANALYTICS_REFRESH_MS: '60000',
      // Several test files run at once, each with instances: keep well under max_connections (100).
      DB_POOL_MAX: '6',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`instance ${index} did not start within 60 s:\n${output.join('')}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      const match = /Marketplace running on http:\/\/localhost:(\d+)/.exec(output.join(''));
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`instance ${index} exited (${code}) before it started:\n${output.join('')}`));
    });
  });
  return { index, url, child, output, exited };
}

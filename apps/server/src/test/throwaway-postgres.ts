import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.js';

/**
 * A PostgreSQL cluster of a test's own (initdb in a temporary folder, run as the postgres user on
 * a free loopback port, trust authentication), for fault tests that stop and restart the database.
 * Never the shared server on 5432.
 */
export type ThrowawayPostgres = {
  url: string;
  port: number;
  start(): Promise<void>;
  /** Fast shutdown: open connections are terminated, new ones refused. */
  stop(): Promise<void>;
  /** Stops the server (if running) and deletes its folder. */
  remove(): Promise<void>;
};

const BIN = '/usr/lib/postgresql/15/bin';

/** True when this machine can make such a cluster (the PostgreSQL 15 binaries and runuser, as root). */
export const throwawayPostgresAvailable =
  fs.existsSync(path.join(BIN, 'initdb')) && process.getuid?.() === 0 && fs.existsSync('/usr/sbin/runuser');

const run = promisify(execFile);

/** Runs a PostgreSQL program as the postgres user (without blocking the test's event loop). */
async function asPostgres(command: string, args: string[]): Promise<void> {
  await run('runuser', ['-u', 'postgres', '--', path.join(BIN, command), ...args], { timeout: 60_000 });
}

export async function createThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-pg-'));
  fs.chmodSync(dir, 0o755);
  const data = path.join(dir, 'data');
  fs.mkdirSync(data);
  execFileSync('chown', ['-R', 'postgres', dir]);
  await asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  let running = false;
  const pg: ThrowawayPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
      running = true;
    },
    async stop() {
      await asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    async remove() {
      if (running) {
        try {
          await asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
        } catch {
          // Already gone.
        }
        running = false;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  await pg.start();
  return pg;
}

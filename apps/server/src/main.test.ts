import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: '/nonexistent-should-not-be-used', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('start-up with a bad configuration', () => {
  it('stops on a bad PORT with one clear line', () => {
    const run = start({ PORT: 'eighty' });
    expect(run.status).toBe(1);
    const lines = run.stderr
      .trim()
      .split('\n')
      .filter((l) => !l.startsWith('npm warn'));
    expect(lines).toEqual(['Invalid configuration: PORT="eighty" must be a number']);
  });

  it('stops on a malformed DATABASE_URL with one clear line', () => {
    const run = start({ DATABASE_URL: 'mysql://localhost/db' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(
      /^Invalid configuration: DATABASE_URL="mysql:\/\/localhost\/db" must be a postgres/,
    );
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('stops when the S3 bucket cannot be reached, naming it and never the secret', () => {
    const run = start({
      S3_BUCKET: 'market-uploads',
      S3_ENDPOINT: 'http://127.0.0.1:1',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'very-secret-value',
    });
    expect(run.status).toBe(1);
    const lines = run.stderr
      .trim()
      .split('\n')
      .filter((l) => l.startsWith('Cannot'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Cannot use the S3 bucket market-uploads at http://127.0.0.1:1:');
    expect(run.stderr).not.toContain('very-secret-value');
  });

  it('stops when PostgreSQL cannot be reached, naming where it tried', () => {
    const run = start({ DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/market' });
    expect(run.status).toBe(1);
    const out = run.stderr.trim();
    expect(out.split('\n')).toHaveLength(1);
    expect(out).toContain('Cannot open the PostgreSQL at postgres://nobody:***@127.0.0.1:1/market');
    expect(out).not.toContain('secret');
  });
});

/** Whether a TCP connection to host:port is accepted. */
function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

describe('start-up with the default host', () => {
  it('listens on loopback only in development and says so', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-main-'));
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '',
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let out = '';
      const port = await new Promise<number>((resolve, reject) => {
        child.stdout.on('data', (chunk) => {
          out += chunk;
          const match = out.match(/Listening on 127\.0\.0\.1:(\d+): reachable from this machine only/);
          if (match) resolve(Number(match[1]));
        });
        child.stderr.on('data', (chunk) => {
          out += chunk;
        });
        child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
      });
      expect(out).toContain(
        `Development mailbox: http://localhost:${port}/dev/mailbox (answers this machine only)`,
      );
      expect(await connects('127.0.0.1', port)).toBe(true);
      // Another address of this machine (if it has one) is not listened on.
      const outside = Object.values(os.networkInterfaces())
        .flat()
        .find((i) => i && !i.internal && i.family === 'IPv4');
      if (outside) expect(await connects(outside.address, port)).toBe(false);
    } finally {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

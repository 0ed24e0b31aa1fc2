import { spawnSync } from 'node:child_process';
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

  it('stops when PostgreSQL cannot be reached, naming where it tried', () => {
    const run = start({ DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/market' });
    expect(run.status).toBe(1);
    const out = run.stderr.trim();
    expect(out.split('\n')).toHaveLength(1);
    expect(out).toContain('Cannot open the PostgreSQL at postgres://nobody:***@127.0.0.1:1/market');
    expect(out).not.toContain('secret');
  });
});

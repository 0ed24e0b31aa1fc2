import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.currency).toBe('USD');
    expect(c.nodeEnv).toBe('development');
    expect(c.seedDemo).toBe(true);
    expect(c.dataDir.endsWith('data')).toBe(true);
  });

  it('does not seed demo data in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT="abc" must be a number'],
    [{ PORT: '70000' }, 'PORT="70000" must be between 0 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL="mysql://x" must be a postgres://'],
    [{ CURRENCY: 'dollars' }, 'CURRENCY="dollars" must be a three-letter'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV="staging" must be development, production or test'],
  ])('refuses %o with one clear line', (env, expected) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(expected);
    expect(message.split('\n')).toHaveLength(1);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });
});

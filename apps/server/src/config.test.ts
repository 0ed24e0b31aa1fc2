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
    expect(c.host).toBe('127.0.0.1');
    expect(c.trustProxy).toBe(false);
  });

  it('listens on loopback outside production and on every interface in production, unless HOST says', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', HOST: '10.1.2.3' }).host).toBe('10.1.2.3');
  });

  it('trusts no proxy unless TRUST_PROXY lists proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5' }).trustProxy).toEqual(['10.0.0.5']);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 192.168.0.0/16,::1 , fd00::/8' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback,uniquelocal' }).trustProxy).toEqual([
      'loopback',
      'uniquelocal',
    ]);
  });

  it('lists at most 50,000 addresses per sitemap file unless SITEMAP_PAGE_SIZE says fewer', () => {
    expect(loadConfig({}).sitemapPageSize).toBe(50000);
    expect(loadConfig({ SITEMAP_PAGE_SIZE: '2' }).sitemapPageSize).toBe(2);
    for (const bad of ['0', '50001', '2.5', 'many'])
      expect(() => loadConfig({ SITEMAP_PAGE_SIZE: bad }), bad).toThrow(/SITEMAP_PAGE_SIZE/);
  });

  it('serves the web app from apps/web/dist unless WEB_DIST_DIR names another build', () => {
    expect(loadConfig({}).webDistDir.endsWith('/apps/web/dist')).toBe(true);
    expect(loadConfig({ WEB_DIST_DIR: '/srv/web' }).webDistDir).toBe('/srv/web');
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
    [
      { TRUST_PROXY: 'true' },
      'TRUST_PROXY="true" is not accepted: it would believe X-Forwarded-For from any',
    ],
    [{ TRUST_PROXY: '1' }, 'TRUST_PROXY="1" must be false or the proxy addresses/CIDR ranges'],
    [{ TRUST_PROXY: '10.0.0.300' }, 'TRUST_PROXY="10.0.0.300" must be false or the proxy addresses'],
    [{ TRUST_PROXY: '10.0.0.5,proxy.local' }, 'TRUST_PROXY="10.0.0.5,proxy.local" must be false or'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY="10.0.0.0/33" must be false or'],
    [{ REDIS_URL: 'http://cache:6379' }, 'REDIS_URL="http://cache:6379" must be a redis:// or rediss:// URL'],
    [{ REDIS_URL: 'redis://' }, 'REDIS_URL="redis://" must be a redis:// or rediss:// URL'],
    [{ REDIS_PREFIX: 'has space' }, 'REDIS_PREFIX="has space" must be 1 to 64 letters'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN=(hidden) must be at least 16 characters'],
    [{ S3_BUCKET: 'Bad_Bucket' }, 'S3_BUCKET="Bad_Bucket" must be an S3 bucket name'],
    [{ S3_BUCKET: 'uploads', S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT="not a url" must be a URL'],
    [
      { S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'AKIA' },
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    ],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE="yes" must be true or false'],
    [{ HTTP_REQUEST_TIMEOUT_MS: '5' }, 'HTTP_REQUEST_TIMEOUT_MS="5" must be at least 100'],
    [{ HTTP_KEEP_ALIVE_TIMEOUT_MS: 'soon' }, 'HTTP_KEEP_ALIVE_TIMEOUT_MS="soon" must be a number'],
    [{ HTTP_MAX_CONNECTIONS_PER_ADDRESS: '0' }, 'HTTP_MAX_CONNECTIONS_PER_ADDRESS="0" must be between 1'],
    [
      { HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '10000' },
      'HTTP_HEADERS_TIMEOUT_MS="20000" must not be longer than HTTP_REQUEST_TIMEOUT_MS',
    ],
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

  it('bounds HTTP by default: headers 10 s, request 60 s, idle 65 s, 256 connections per address', () => {
    expect(loadConfig({}).http).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 60_000,
      keepAliveTimeoutMs: 65_000,
      maxConnectionsPerAddress: 256,
    });
  });

  it('keeps /metrics off and uploads on disk unless METRICS_TOKEN and S3_BUCKET are set', () => {
    const plain = loadConfig({ METRICS_TOKEN: '', S3_BUCKET: ' ' });
    expect(plain.metricsToken).toBeUndefined();
    expect(plain.s3).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a-long-random-token-0123' }).metricsToken).toBe(
      'a-long-random-token-0123',
    );
    expect(
      loadConfig({
        S3_BUCKET: 'market-uploads',
        S3_ENDPOINT: 'http://127.0.0.1:7480',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'market-uploads',
      endpoint: 'http://127.0.0.1:7480',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    const aws = loadConfig({ S3_BUCKET: 'market-uploads', S3_REGION: 'eu-west-1' }).s3;
    expect(aws).toMatchObject({ endpoint: undefined, region: 'eu-west-1', credentials: undefined });
    expect(aws?.forcePathStyle).toBe(false);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('keeps shared state in memory unless REDIS_URL names a Redis', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: ' ' }).redisUrl).toBeUndefined();
    expect(loadConfig({}).redisPrefix).toBe('market:');
    const c = loadConfig({ REDIS_URL: 'rediss://:secret@cache.internal:6380/2', REDIS_PREFIX: 'shop-a:' });
    expect(c.redisUrl).toBe('rediss://:secret@cache.internal:6380/2');
    expect(c.redisPrefix).toBe('shop-a:');
  });
});

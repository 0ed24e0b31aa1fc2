import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnRedis, redisServerAvailable, startOwnRedis } from '../test/redis-server.js';
import { connectRedis, type RedisLink } from './redis.js';
import { SharedVersion } from './shared-version.js';

/** Two processes' views of one version, on a redis-server of the test's own. */
describe.skipIf(!redisServerAvailable)('SharedVersion on Redis', () => {
  let redis: OwnRedis;
  let a: RedisLink;
  let b: RedisLink;
  beforeAll(async () => {
    redis = await startOwnRedis();
    const log = pino({ level: 'silent' });
    a = connectRedis(redis.url, 'sv:', log);
    b = connectRedis(redis.url, 'sv:', log);
    expect(await a.ready(5000)).toBe(true);
    expect(await b.ready(5000)).toBe(true);
  }, 30_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  /** Counts the GETs a link sends (the real client does the work). */
  function countGets(link: RedisLink) {
    const counter = { gets: 0 };
    const get = link.client.get.bind(link.client);
    link.client.get = ((key: string) => {
      counter.gets++;
      return get(key);
    }) as typeof link.client.get;
    return counter;
  }

  it('serves the reads of one turn with one GET, and a bump acknowledged before a read is in its answer', async () => {
    const writer = new SharedVersion(a, 'batch');
    const reader = new SharedVersion(b, 'batch');
    const counter = countGets(b);
    const first = await Promise.all(Array.from({ length: 25 }, () => reader.read()));
    expect(new Set(first)).toEqual(new Set(['0']));
    expect(counter.gets).toBe(1);

    expect(await writer.bump()).toBe(true);
    expect(await reader.read()).toBe('1');
    expect(counter.gets).toBe(2);

    // Reads made in different turns each get a GET of their own.
    const early = reader.read();
    await new Promise((resolve) => setImmediate(resolve));
    await writer.bump();
    const late = reader.read();
    expect(await late).toBe('2');
    expect(['1', '2']).toContain(await early);
    expect(counter.gets).toBe(4);
  });

  it('answers null without asking Redis while it is down, and versions again once it is back', async () => {
    const reader = new SharedVersion(b, 'outage');
    await redis.stop();
    for (let i = 0; i < 50 && b.isUp(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await reader.read()).toBeNull();
    await redis.start();
    expect(await b.ready(10_000)).toBe(true);
    expect(await reader.read()).toBe('0');
  }, 30_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from './fixtures.js';
import { fixtureApp, http, uniquePrefix } from './instance-clients.js';
import { type Instances, instancesAvailable, startInstances } from './instances.js';
import { type OwnRedis, redisServerAvailable, startOwnRedis } from './redis-server.js';

/**
 * Fault (issue 17, decision record 0021): Redis stops mid-run. Sign-in keeps working on both
 * instances with limits counted per process and one warning per instance, never a 500; when Redis
 * returns, the limits are shared again. Uses a redis-server of its own, never the shared one.
 */

const UNREACHABLE = 'Redis is unreachable';
const BACK = 'Redis is reachable again';

const occurrences = (lines: string[], text: string) => lines.join('').split(text).length - 1;

async function until(check: () => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!instancesAvailable || !redisServerAvailable)('Redis stopped mid-run', () => {
  let redis: OwnRedis;
  let cluster: Instances;
  let a: string;
  let b: string;
  beforeAll(async () => {
    redis = await startOwnRedis();
    cluster = await startInstances({
      count: 2,
      env: {
        REDIS_URL: redis.url,
        REDIS_PREFIX: uniquePrefix('outage'),
        TRUST_PROXY: 'loopback',
        STOREFRONT_CACHE_TTL_MS: '60000',
      },
    });
    a = cluster.list[0]!.url;
    b = cluster.list[1]!.url;
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
    await redis?.stop();
  });

  const signIn = (base: string, email: string, password: string, ip: string) =>
    http(base, 'POST', '/api/auth/login', { body: { email, password }, ip });

  /** Signs in on A, reads the account on B twice, signs out on A: the status B answers next. */
  const afterSignOutOnA = async (user: { email: string; password: string }, ip: string) => {
    const token = (await signIn(a, user.email, user.password, ip)).body.data.token as string;
    for (let i = 0; i < 2; i++) expect((await http(b, 'GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await http(a, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    return (await http(b, 'GET', '/api/auth/me', { token })).status;
  };

  it('keeps sign-in working with per-process limits while Redis is down, and shares them again when it returns', async () => {
    const app = fixtureApp(cluster);
    const user = await createAccount(app, { role: 'customer' });
    for (const base of [a, b])
      expect((await signIn(base, user.email, user.password, '198.51.100.1')).status).toBe(200);

    await redis.stop();
    await until(
      () => cluster.list.every((i) => occurrences(i.output, UNREACHABLE) >= 1),
      5000,
      'the outage warning on both instances',
    );

    // Sign-in, the session it gives and the storefront keep answering on both instances.
    const statuses: number[] = [];
    for (const base of [a, b]) {
      for (let i = 0; i < 3; i++) {
        const res = await signIn(base, user.email, user.password, '198.51.100.2');
        statuses.push(res.status);
        const me = await http(base, 'GET', '/api/auth/me', { token: res.body.data?.token });
        statuses.push(me.status);
      }
      statuses.push((await http(base, 'GET', '/api/products')).status);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    // A route limited by @fastify/rate-limit counts in this process's memory meanwhile.
    for (const base of [a, b]) {
      const res = await http(base, 'GET', '/api/vendors/application-status/APP-2026-000000');
      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
    }

    // Readiness names Redis (a load balancer may take the instance out) while liveness stays up.
    const ready = await http(a, 'GET', '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.checks).toEqual({ database: 'ok', redis: 'unavailable' });
    expect((await http(a, 'GET', '/api/health')).status).toBe(200);

    // Nothing is cached while the versions cannot be read: a sign-out still reaches B at once.
    expect(await afterSignOutOnA(user, '198.51.100.5')).toBe(401);

    // Limits still hold, per process: ten failures on A block the pair on A only.
    const victim = await createAccount(app, { role: 'customer' });
    for (let i = 0; i < 10; i++) {
      expect((await signIn(a, victim.email, 'wrong-password', '198.51.100.3')).status).toBe(401);
    }
    const blocked = await signIn(a, victim.email, victim.password, '198.51.100.3');
    expect(blocked.status).toBe(429);
    expect((await signIn(b, victim.email, victim.password, '198.51.100.3')).status).toBe(200);

    // One warning per instance for the whole outage, not one per request.
    for (const instance of cluster.list) expect(occurrences(instance.output, UNREACHABLE)).toBe(1);
    // Nothing logged at error level (a 5xx is logged as "ERROR: request failed").
    for (const instance of cluster.list) expect(instance.output.join('')).not.toContain('ERROR');

    await redis.start();
    await until(
      () => cluster.list.every((i) => occurrences(i.output, BACK) >= 1),
      10_000,
      'reconnection on both instances',
    );

    expect(await afterSignOutOnA(user, '198.51.100.6')).toBe(401);
    const readyAgain = await http(b, 'GET', '/api/ready');
    expect(readyAgain.status).toBe(200);
    expect(readyAgain.body.checks).toEqual({ database: 'ok', redis: 'ok' });

    // Shared again: five failures on each instance reach the limit of ten together.
    const next = await createAccount(app, { role: 'customer' });
    for (let i = 0; i < 10; i++) {
      expect((await signIn(i % 2 ? b : a, next.email, 'wrong-password', '198.51.100.4')).status).toBe(401);
    }
    for (const base of [a, b])
      expect((await signIn(base, next.email, next.password, '198.51.100.4')).status).toBe(429);
  }, 90_000);
});

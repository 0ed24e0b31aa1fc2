import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/index.js';
import { type Instances, instancesAvailable, startInstances } from '../../test/instances.js';

const TOKEN = 'instances-metrics-token-0123456789';

/** The value of one sample line (`name{labels} value`), or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** JSON log lines an instance wrote (production logs are JSON lines). */
function logLines(output: string[]): Record<string, unknown>[] {
  return output
    .join('')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/**
 * Two real `src/main.ts` processes on one PostgreSQL database: request ids in headers and log lines
 * over real sockets (instance 0 trusts loopback as its proxy, instance 1 trusts nobody), and each
 * instance's own /metrics.
 */
describe.skipIf(!instancesAvailable)('request ids and metrics on two real instances', () => {
  let cluster: Instances;
  beforeAll(async () => {
    cluster = await startInstances({
      count: 0,
      env: { NODE_ENV: 'production', LOG_LEVEL: 'info', METRICS_TOKEN: TOKEN, DB_POOL_MAX: '7' },
    });
    await Promise.all([cluster.start(0, { TRUST_PROXY: 'loopback' }), cluster.start(1)]);
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  it("logs each refused request with the id its response carried, on that instance's log only", async () => {
    const ids: string[][] = [[], []];
    for (const [i, instance] of cluster.list.entries()) {
      for (let n = 0; n < 3; n++) {
        const res = await fetch(`${instance.url}/api/products/${randomUUID()}`);
        expect(res.status).toBe(404);
        ids[i]!.push(res.headers.get('x-request-id')!);
      }
    }
    expect(new Set(ids.flat()).size).toBe(6);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const [i, instance] of cluster.list.entries()) {
      const logged = logLines(instance.output)
        .filter((l) => l.msg === 'request refused')
        .map((l) => l.reqId);
      expect(logged).toEqual(expect.arrayContaining(ids[i]!));
      expect(logged.filter((id) => ids[1 - i]!.includes(id as string))).toEqual([]);
    }
  });

  it('keeps X-Request-Id only where the peer is a trusted proxy', async () => {
    const proxyId = `nginx-${randomUUID().replaceAll('-', '')}`;
    const [trusting, trustingNobody] = cluster.list;
    const kept = await fetch(`${trusting!.url}/api/health`, { headers: { 'x-request-id': proxyId } });
    expect(kept.headers.get('x-request-id')).toBe(proxyId);
    const ignored = await fetch(`${trustingNobody!.url}/api/health`, {
      headers: { 'x-request-id': proxyId },
    });
    expect(ignored.headers.get('x-request-id')).not.toBe(proxyId);
  });

  it("scrapes each instance's own requests, its PostgreSQL pool and the shared outbox backlog", async () => {
    const [a, b] = cluster.list;
    for (let n = 0; n < 4; n++) await fetch(`${a!.url}/api/categories`);
    await fetch(`${b!.url}/api/categories`);
    const [pending] = await cluster.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outboxEmails)
      .where(eq(outboxEmails.status, 'pending'));
    const scrape = async (url: string) => {
      const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      return res.text();
    };
    const series =
      'http_request_duration_seconds_count{method="GET",route="/api/categories",status_code="200"}';
    const textA = await scrape(a!.url);
    const textB = await scrape(b!.url);
    expect(sample(textA, series)).toBe(4);
    expect(sample(textB, series)).toBe(1);
    for (const text of [textA, textB]) {
      // The pool's size is the instance's DB_POOL_MAX.
      expect(sample(text, 'db_pool_max_connections')).toBe(7);
      expect(sample(text, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'mail_outbox_pending_messages')).toBe(pending!.n);
    }
    expect((await fetch(`${a!.url}/metrics`)).status).toBe(401);
  });
});

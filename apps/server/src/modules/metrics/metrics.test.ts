import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/index.js';
import { call, useTestApp } from '../../test/test-app.js';

const TOKEN = 'metrics-token-for-tests-0123456789';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** The value of one sample line (`name{labels} value`), or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics without a token configured', () => {
  const t = useTestApp();

  it('answers 404, whatever the request carries', async () => {
    expect((await call(t().app, 'GET', '/metrics')).statusCode).toBe(404);
    const res = await call(t().app, 'GET', '/metrics', { token: 'anything-at-all-0123456789' });
    expect(res.statusCode).toBe(404);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  const t = useTestApp({ env: { METRICS_TOKEN: TOKEN } });
  const scrape = async () => {
    const res = await call(t().app, 'GET', '/metrics', { token: TOKEN });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body as string;
  };

  it('answers 401 without the bearer token or with a wrong one', async () => {
    const none = await call(t().app, 'GET', '/metrics');
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Bearer');
    expect(String(none.body)).not.toContain('http_request_duration_seconds');
    for (const headers of [
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${TOKEN}` },
      { authorization: TOKEN },
      { authorization: 'Bearer ' },
    ]) {
      expect((await call(t().app, 'GET', '/metrics', { headers })).statusCode).toBe(401);
    }
  });

  it('counts requests by route pattern and status, never by raw URL', async () => {
    const ids = Array.from({ length: 20 }, () => randomUUID());
    for (const id of ids) expect((await call(t().app, 'GET', `/api/products/${id}`)).statusCode).toBe(404);
    await call(t().app, 'GET', `/api/no-such-route/${randomUUID()}`);
    await call(t().app, 'GET', '/api/health');
    const text = await scrape();

    const count = (labels: string) => sample(text, `http_request_duration_seconds_count{${labels}}`);
    expect(count('method="GET",route="/api/products/:id",status_code="404"')).toBe(20);
    expect(count('method="GET",route="/api/health",status_code="200"')).toBe(1);
    expect(count('method="GET",route="unmatched",status_code="404"')).toBe(1);
    for (const id of ids) expect(text).not.toContain(id);
    // The latency histogram: cumulative buckets ending in +Inf, which holds every request.
    const labels = 'method="GET",route="/api/products/:id",status_code="404"';
    expect(sample(text, `http_request_duration_seconds_bucket{le="+Inf",${labels}}`)).toBe(20);
    const small = sample(text, `http_request_duration_seconds_bucket{le="0.005",${labels}}`);
    expect(small).toBeGreaterThanOrEqual(0);
    expect(small).toBeLessThanOrEqual(20);
  });

  it('reports the outbox backlog as counted at scrape time', async () => {
    const db = t().database.db;
    const before = sample(await scrape(), 'mail_outbox_pending_messages');
    const [pending] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(outboxEmails)
      .where(eq(outboxEmails.status, 'pending'));
    expect(before).toBe(pending!.n);
    const row = { to: 'metrics@example.com', subject: 's', text: 't', html: '<p>t</p>', template: 'test' };
    await db.insert(outboxEmails).values([row, row, row]);
    await db.insert(outboxEmails).values({ ...row, status: 'sent' });
    expect(sample(await scrape(), 'mail_outbox_pending_messages')).toBe(before! + 3);
  });

  it("reports the database pool's use (0 on PGlite, which has no pool) and process metrics", async () => {
    const text = await scrape();
    expect(text).toContain('# HELP db_pool_connections');
    if (onPostgres) {
      expect(sample(text, 'db_pool_max_connections')).toBe(10);
      expect(sample(text, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_waiting_requests')).toBe(0);
    } else {
      expect(text).toMatch(/# HELP db_pool_connections .*PGlite/);
      for (const name of ['db_pool_connections', 'db_pool_idle_connections', 'db_pool_max_connections'])
        expect(sample(text, name)).toBe(0);
    }
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
  });
});

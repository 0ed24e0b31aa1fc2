import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { createAccount } from '../test/fixtures.js';
import { call, useTestApp } from '../test/test-app.js';

/** Log lines written by the app, parsed. */
const lines: Array<Record<string, unknown>> = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

const SECRET = 'tr0ub4dor-secret';

/**
 * Routes without schemas that run statements failing on their input, as a route missing a
 * rule would: the error mapping and the log are what is under test.
 */
function failingRoutes(app: FastifyInstance) {
  // Test-only: hidden from the document (and so from the contract check), as the dev routes are.
  app.get('/test-db/:kind', { schema: { hide: true } }, async (request) => {
    const { kind } = request.params as { kind: string };
    const { value = '' } = request.query as { value?: string };
    const db = app.ctx.db;
    if (kind === 'cast-int') await db.execute(sql`select ${value}::int as n`);
    if (kind === 'cast-date') await db.execute(sql`select ${value}::date as d`);
    if (kind === 'text') await db.execute(sql`select ${value}::text as t`);
    if (kind === 'duplicate') {
      await db.insert(users).values({ email: value, name: SECRET, role: 'customer', passwordHash: SECRET });
    }
    if (kind === 'broken') await db.execute(sql`select * from no_such_table where name = ${value}`);
    return { ok: true };
  });
}

describe('database errors a request causes', () => {
  const t = useTestApp({ logger: { level: 'info', stream }, beforeReady: failingRoutes });

  /** The warn and error lines (the info line of each request logs its URL, query included). */
  const problemLines = () => JSON.stringify(lines.filter((l) => (l.level as number) >= 40));
  const expectNoValuesIn = (text: string, ...values: string[]) => {
    expect(text).not.toBe('[]');
    for (const v of [SECRET, ...values]) expect(text).not.toContain(v);
    expect(text.toLowerCase()).not.toMatch(/select |insert into|no_such_table|params:/);
  };

  it.each([
    ['cast-int', `${SECRET}`, 400, 'A value does not have the expected format', '22P02'],
    ['cast-int', '99999999999', 400, 'A number is out of range', '22003'],
    ['cast-date', '2026-13-45', 400, 'A date or time is out of range', '22008'],
    ['text', `${SECRET}\u0000`, 400, 'The request contains text that cannot be stored', '22021'],
  ])('%s with %j answers %i "%s" (SQLSTATE %s)', async (kind, value, status, message, code) => {
    lines.length = 0;
    const res = await call(t().app, 'GET', `/test-db/${kind}?value=${encodeURIComponent(value)}`);
    expect(res.statusCode).toBe(status);
    expect(res.body).toEqual({ success: false, message, code: 'INVALID_VALUE' });
    const logged = lines.find((l) => l.msg === 'database refused a value');
    expect(logged).toMatchObject({ db: { code }, route: 'GET /test-db/:kind' });
    expectNoValuesIn(problemLines(), value);
  });

  it('answers a duplicate with 409 and logs the constraint, not the e-mail', async () => {
    const email = `taken-${Date.now()}@example.test`;
    await createAccount(t().app, { role: 'customer', email });
    lines.length = 0;
    const res = await call(t().app, 'GET', `/test-db/duplicate?value=${encodeURIComponent(email)}`);
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT', message: 'This conflicts with an existing record' });
    expect(lines.find((l) => l.msg === 'database refused a value')).toMatchObject({ db: { code: '23505' } });
    expectNoValuesIn(problemLines(), email, email.replace('@', '%40'));
  });

  it('logs a server-side database failure as a 500 with its SQLSTATE, never the SQL or its values', async () => {
    lines.length = 0;
    const res = await call(t().app, 'GET', `/test-db/broken?value=${SECRET}`);
    expect(res.statusCode).toBe(500);
    expect(res.body).toEqual({ success: false, message: 'Internal server error', code: 'INTERNAL' });
    const logged = lines.find((l) => l.msg === 'unhandled error');
    expect(logged).toMatchObject({
      level: 50,
      route: 'GET /test-db/:kind',
      err: { code: '42P01', message: 'database error 42P01' },
    });
    expect(String((logged?.err as { stack?: string } | undefined)?.stack)).toMatch(/^\s+at /);
    expectNoValuesIn(problemLines());
  });

  it('answers the router refusals (undecodable URL, overlong path segment) in the envelope', async () => {
    const bad = await call(t().app, 'GET', '/api/products/%FF');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toEqual({ success: false, message: 'The URL is not valid', code: 'BAD_REQUEST' });
    const long = await call(t().app, 'GET', `/api/products/${'a'.repeat(1000)}`);
    expect(long.statusCode).toBe(414);
    expect(long.body).toEqual({
      success: false,
      message: 'A part of the URL is too long',
      code: 'URI_TOO_LONG',
    });
  });
});

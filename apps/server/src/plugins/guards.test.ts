import { describe, expect, it } from 'vitest';
import { signedIn } from '../test/fixtures.js';
import { call, useTestApp } from '../test/test-app.js';

type Operation = { operationId: string; security?: Array<Record<string, string[]>>; 'x-roles'?: string[] };
type Walked = { operationId: string; method: string; url: string; roles: string[] };

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every operation of the served document with a required bearer token (or an optional one), as a
 * request that would fail validation: path parameters that are not ids, an out-of-range page and a
 * body with an unknown field. A guard that ran after validation would answer 400 to these.
 */
async function walk(app: Parameters<typeof call>[0], which: 'required' | 'optional'): Promise<Walked[]> {
  const doc = (await call(app, 'GET', '/api/docs/json')).body as {
    paths: Record<string, Record<string, Operation>>;
  };
  const walked: Walked[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const security = JSON.stringify(op.security);
      const matches =
        which === 'required' ? security === '[{"bearer":[]}]' : security === '[{},{"bearer":[]}]';
      if (!matches) continue;
      const url = `${path.replace(/\{\w+\}/g, 'not-an-id')}?page=0&limit=-1`;
      walked.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        url,
        roles: op['x-roles'] ?? [],
      });
    }
  }
  return walked;
}

const invalidInput = (method: string) => (BODY_METHODS.has(method) ? { body: { unknownField: 1 } } : {});

describe('guards run before validation', () => {
  const t = useTestApp();

  it('answers 401 to a guest on every protected operation of the document, whatever the input', async () => {
    const { app } = t();
    const operations = await walk(app, 'required');
    expect(operations.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    for (const op of operations) {
      const res = await call(app, op.method as 'GET', op.url, invalidInput(op.method));
      if (res.statusCode !== 401 || res.body.code !== 'UNAUTHORIZED')
        wrong.push(`${op.operationId} ${op.method} ${op.url} -> ${res.statusCode} ${res.body.code}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a customer on every vendor and admin operation, before validating', async () => {
    const { app } = t();
    const customer = await signedIn(app, 'customer');
    const operations = (await walk(app, 'required')).filter((op) => !op.roles.includes('customer'));
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.every((op) => op.roles.length > 0)).toBe(true);
    const wrong: string[] = [];
    for (const op of operations) {
      const res = await call(app, op.method as 'GET', op.url, {
        token: customer.token,
        ...invalidInput(op.method),
      });
      if (res.statusCode !== 403 || res.body.code !== 'WRONG_ROLE')
        wrong.push(`${op.operationId} ${op.method} ${op.url} -> ${res.statusCode} ${res.body.code}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 to an unknown token on routes where signing in is optional, before validating', async () => {
    const { app } = t();
    const operations = await walk(app, 'optional');
    expect(operations.length).toBeGreaterThan(5);
    const wrong: string[] = [];
    for (const op of operations) {
      const res = await call(app, op.method as 'GET', op.url, {
        token: 'not-a-session-token',
        ...invalidInput(op.method),
      });
      if (res.statusCode !== 401 || res.body.code !== 'SESSION_EXPIRED')
        wrong.push(`${op.operationId} ${op.method} ${op.url} -> ${res.statusCode} ${res.body.code}`);
    }
    expect(wrong).toEqual([]);
  });

  it('still validates the input of a signed-in caller with the right role (400 with field details)', async () => {
    const { app } = t();
    const admin = await signedIn(app, 'admin');
    const guest = await call(app, 'POST', '/api/admin/categories', { body: { unknownField: 1 } });
    expect(guest.statusCode).toBe(401);
    expect(guest.body).toEqual({ success: false, message: expect.any(String), code: 'UNAUTHORIZED' });
    const res = await call(app, 'POST', '/api/admin/categories', {
      token: admin.token,
      body: { unknownField: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details.length).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/test-app.js';

describe('health and conventions', () => {
  const t = useTestApp();

  it('answers ok with the kind of database it runs on', async () => {
    const res = await call(t().app, 'GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 'ok', db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('answers ready when the database is reachable', async () => {
    const res = await call(t().app, 'GET', '/api/ready');
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('answers 503 naming the check that failed when a service it needs is unreachable', async () => {
    const { readiness } = t().app.ctx;
    readiness.add({ name: 'cache', check: () => Promise.reject(new Error('connection refused')) });
    readiness.add({ name: 'slow', check: () => new Promise(() => undefined) });
    try {
      const started = Date.now();
      const res = await call(t().app, 'GET', '/api/ready');
      expect(Date.now() - started).toBeLessThan(5000);
      expect(res.statusCode).toBe(503);
      expect(res.body).toMatchObject({
        success: false,
        code: 'NOT_READY',
        checks: { database: 'ok', cache: 'unavailable', slow: 'unavailable' },
      });
      // Liveness does not depend on them.
      expect((await call(t().app, 'GET', '/api/health')).statusCode).toBe(200);
    } finally {
      readiness.add({ name: 'cache', check: async () => undefined });
      readiness.add({ name: 'slow', check: async () => undefined });
    }
  });

  it('answers unknown API routes with a JSON 404 in the error envelope', async () => {
    const res = await call(t().app, 'GET', '/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(res.body.message).toContain('/api/nope');
  });

  it('answers a malformed JSON body with 400 in the envelope', async () => {
    const res = await call(t().app, 'POST', '/api/auth/login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'The request body is not valid JSON' });
  });

  it('sends security headers with a content security policy', async () => {
    const res = await call(t().app, 'GET', '/api/health');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await call(t().app, 'GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/vendors/login', '/api/auth/me']),
    );
    expect(res.body.paths['/api/vendors/login'].post.requestBody).toBeDefined();
  });
});

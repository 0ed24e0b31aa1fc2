import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test/test-app.js';

type Line = Record<string, unknown>;

function captureLines(): { lines: Line[]; stream: Writable } {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  return { lines, stream };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  const { lines, stream } = captureLines();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      logger: { level: 'info', stream },
      beforeReady: (app) => {
        // A use case logging through the app's logger (ctx.log), after an await.
        app.get('/api/test-log-through-ctx', { schema: { hide: true } }, async () => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          app.ctx.log.info({ marker: 'from-ctx' }, 'use case line');
          return { ok: true };
        });
      },
    });
  });
  afterAll(async () => t?.close());

  it('sends a fresh id on every response, and the log line of the request carries the same id', async () => {
    const a = await call(t.app, 'GET', '/api/health');
    const b = await call(t.app, 'GET', '/api/health');
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);

    const refused = await call(t.app, 'GET', '/api/products/not-a-uuid-at-all');
    const id = refused.headers['x-request-id'];
    expect(id).toMatch(UUID);
    const line = lines.find(
      (l) => l.msg === 'request refused' && l.url === '/api/products/not-a-uuid-at-all',
    );
    expect(line).toBeDefined();
    expect(line?.reqId).toBe(id);
  });

  it("stamps the id on lines a use case logs through the app's logger during the request", async () => {
    const res = await call(t.app, 'GET', '/api/test-log-through-ctx');
    expect(res.statusCode).toBe(200);
    const line = lines.find((l) => l.marker === 'from-ctx');
    expect(line?.reqId).toBe(res.headers['x-request-id']);
    // Lines outside any request have no id.
    t.app.log.info({ marker: 'outside' }, 'no request');
    expect(lines.find((l) => l.marker === 'outside')?.reqId).toBeUndefined();
  });

  it('ignores an X-Request-Id from a client when no proxy is trusted', async () => {
    const res = await call(t.app, 'GET', '/api/health', {
      headers: { 'x-request-id': 'spoofed-id-123' },
      remoteAddress: '127.0.0.1',
    });
    expect(res.headers['x-request-id']).not.toBe('spoofed-id-123');
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('carries the id on a URL the router refuses before any hook', async () => {
    const res = await call(t.app, 'GET', '/api/products/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-request-id']).toMatch(UUID);
  });
});

describe('request ids behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.5' } });
  });
  afterAll(async () => t?.close());

  it("keeps the trusted proxy's id when it is plain and short", async () => {
    const res = await call(t.app, 'GET', '/api/health', {
      headers: { 'x-request-id': 'f3a9c0de5b7a4e21a9d1c0ffee123456' },
      remoteAddress: '10.0.0.5',
    });
    expect(res.headers['x-request-id']).toBe('f3a9c0de5b7a4e21a9d1c0ffee123456');
  });

  it('ignores the header from any other address, and a malformed one from the proxy', async () => {
    const spoofed = await call(t.app, 'GET', '/api/health', {
      headers: { 'x-request-id': 'spoofed-id-123', 'x-forwarded-for': '10.0.0.5' },
      remoteAddress: '203.0.113.9',
    });
    expect(spoofed.headers['x-request-id']).toMatch(UUID);
    for (const bad of ['has space', 'x'.repeat(129), 'semi;colon', '<script>']) {
      const res = await call(t.app, 'GET', '/api/health', {
        headers: { 'x-request-id': bad },
        remoteAddress: '10.0.0.5',
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { createAccount, lastCodeFor } from '../../test/fixtures.js';
import { call, type TestApp, useTestApp } from '../../test/test-app.js';

const ROUTES = ['/api/dev/outbox', '/dev/mailbox'] as const;

/** Asks for a password reset for a fresh admin; returns the admin's e-mail and the code mailed. */
async function resetCodeForAdmin(t: TestApp) {
  const admin = await createAccount(t.app, { role: 'admin' });
  const res = await call(t.app, 'POST', '/api/auth/forgot-password', {
    body: { email: admin.email, role: 'admin' },
  });
  expect(res.statusCode).toBe(200);
  return { email: admin.email, code: await lastCodeFor(t.app, admin.email) };
}

async function mailbox(t: TestApp, url: string, remoteAddress: string, headers?: Record<string, string>) {
  return call(t.app, 'GET', url, { remoteAddress, headers });
}

describe('development mailbox: only this machine may read it', () => {
  const t = useTestApp();

  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('answers a request from %s', async (ip) => {
    const { email, code } = await resetCodeForAdmin(t());
    const outbox = await mailbox(t(), `/api/dev/outbox?to=${encodeURIComponent(email)}`, ip);
    expect(outbox.statusCode).toBe(200);
    expect(outbox.body.data[0].text).toContain(code);
    const page = await mailbox(t(), '/dev/mailbox', ip);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(code);
  });

  it.each(['192.168.1.20', '10.0.0.7', '203.0.113.9', '::ffff:192.168.1.20', '2001:db8::1', 'fe80::1'])(
    'answers 404 to %s on both routes, showing no code',
    async (ip) => {
      const { email, code } = await resetCodeForAdmin(t());
      for (const url of [`/api/dev/outbox?to=${encodeURIComponent(email)}`, '/dev/mailbox']) {
        const res = await mailbox(t(), url, ip);
        expect(res.statusCode, url).toBe(404);
        expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
        expect(JSON.stringify(res.body)).not.toContain(code);
      }
    },
  );

  it('answers 404 when a local proxy forwards an outside client, though the proxy is not trusted', async () => {
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' },
      { 'x-real-ip': '198.51.100.4' },
      { forwarded: 'for=198.51.100.4;proto=https' },
      { forwarded: 'for="[2001:db8::7]:4711"' },
      { 'x-forwarded-for': 'unknown' },
    ];
    for (const headers of forwarded) {
      for (const url of ROUTES) {
        const res = await mailbox(t(), url, '127.0.0.1', headers);
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
      }
    }
  });

  it('still answers a local request that names only loopback addresses', async () => {
    const res = await mailbox(t(), '/api/dev/outbox', '127.0.0.1', {
      'x-forwarded-for': '127.0.0.1, ::1',
      forwarded: 'for="[::1]:5000"',
    });
    expect(res.statusCode).toBe(200);
  });

  it('is not fooled by an outside client claiming to be loopback', async () => {
    for (const url of ROUTES) {
      const res = await mailbox(t(), url, '192.168.1.20', { 'x-forwarded-for': '127.0.0.1' });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('development mailbox behind a trusted proxy on this machine', () => {
  const t = useTestApp({ env: { TRUST_PROXY: 'loopback' } });

  it('answers only when the forwarded client is this machine too', async () => {
    for (const url of ROUTES) {
      const outside = await mailbox(t(), url, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' });
      expect(outside.statusCode, url).toBe(404);
      const local = await mailbox(t(), url, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' });
      expect(local.statusCode, url).toBe(200);
    }
  });
});

describe('development mailbox behind a trusted proxy on another machine', () => {
  const t = useTestApp({ env: { TRUST_PROXY: '10.0.0.5' } });

  it('answers 404 even when the proxy names a loopback client', async () => {
    for (const url of ROUTES) {
      const res = await mailbox(t(), url, '10.0.0.5', { 'x-forwarded-for': '127.0.0.1' });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('development mailbox in production', () => {
  const t = useTestApp({ env: { NODE_ENV: 'production' } });

  it('does not exist, even for this machine', async () => {
    const outbox = await mailbox(t(), '/api/dev/outbox', '127.0.0.1');
    expect(outbox.statusCode).toBe(404);
    // Without the route, GET /dev/mailbox falls to the web app (its own not-found page) or a 404.
    const page = await mailbox(t(), '/dev/mailbox', '127.0.0.1');
    expect(String(page.body)).not.toContain('Development mailbox');
  });
});

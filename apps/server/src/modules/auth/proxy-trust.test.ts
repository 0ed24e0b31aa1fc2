import { describe, expect, it } from 'vitest';
import { createAccount } from '../../test/fixtures.js';
import { call, type TestApp, useTestApp } from '../../test/test-app.js';

/** Ten failed customer sign-ins (the per-address limit) from one socket address. */
async function failTenTimes(
  t: TestApp,
  remoteAddress: string,
  forwardedFor: (i: number) => string | undefined,
) {
  for (let i = 0; i < 10; i++) {
    const forwarded = forwardedFor(i);
    const res = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: `nobody${i}@example.test`, password: 'wrong-password' },
      remoteAddress,
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    });
    expect(res.statusCode).toBe(401);
  }
}

async function signIn(t: TestApp, remoteAddress: string, forwardedFor?: string) {
  const customer = await createAccount(t.app, { role: 'customer' });
  const res = await call(t.app, 'POST', '/api/auth/login', {
    body: { email: customer.email, password: customer.password },
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return res.statusCode;
}

describe('client address by default (TRUST_PROXY unset)', () => {
  const t = useTestApp();

  it('ignores X-Forwarded-For: a new header per attempt does not escape the per-address limit', async () => {
    await failTenTimes(t(), '10.3.0.1', (i) => `198.51.100.${i}`);
    expect(await signIn(t(), '10.3.0.1', '198.51.100.200')).toBe(429);
    expect(await signIn(t(), '10.3.0.1')).toBe(429);
    expect(await signIn(t(), '10.3.0.2', '10.3.0.1')).toBe(200);
  });
});

describe('client address behind a configured proxy (TRUST_PROXY=10.0.0.5)', () => {
  const t = useTestApp({ env: { TRUST_PROXY: '10.0.0.5' } });

  it("takes the client from the proxy's X-Forwarded-For", async () => {
    await failTenTimes(t(), '10.0.0.5', () => '198.51.100.1');
    expect(await signIn(t(), '10.0.0.5', '198.51.100.1')).toBe(429);
    // Another client behind the same proxy has its own allowance.
    expect(await signIn(t(), '10.0.0.5', '198.51.100.2')).toBe(200);
  });

  it('ignores the header from any other sender', async () => {
    await failTenTimes(t(), '10.4.0.1', (i) => `203.0.113.${i}`);
    expect(await signIn(t(), '10.4.0.1', '203.0.113.99')).toBe(429);
    // A client the proxy reports as blocked is not blocked when someone else merely names it.
    await failTenTimes(t(), '10.0.0.5', () => '198.51.100.3');
    expect(await signIn(t(), '10.0.0.5', '198.51.100.3')).toBe(429);
    expect(await signIn(t(), '10.4.0.2', '198.51.100.3')).toBe(200);
  });
});

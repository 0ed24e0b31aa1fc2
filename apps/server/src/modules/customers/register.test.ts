import { describe, expect, it } from 'vitest';
import { lastCodeFor } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';

describe('customer registration', () => {
  const t = useTestApp();
  const body = (email: string) => ({
    name: 'Nora New',
    email,
    password: 'Nora-garden-42',
    phone: '+1 555 0142',
  });

  it('needs a verified customer code, then creates and signs in the account', async () => {
    const email = `new-${Date.now()}@example.test`;
    const early = await call(t().app, 'POST', '/api/auth/register', { body: body(email) });
    expect(early.statusCode).toBe(403);
    await call(t().app, 'POST', '/api/email-verification/send-customer-otp', {
      body: { email, name: 'Nora' },
    });
    const otp = await lastCodeFor(t().app, email);
    expect(
      (await call(t().app, 'POST', '/api/email-verification/verify-customer-otp', { body: { email, otp } }))
        .statusCode,
    ).toBe(200);
    const res = await call(t().app, 'POST', '/api/auth/register', { body: body(email) });
    expect(res.statusCode).toBe(201);
    expect(res.body.data.user).toMatchObject({ email, name: 'Nora New', role: 'customer' });
    const me = await call(t().app, 'GET', '/api/auth/me', { token: res.body.data.token });
    expect(me.body.data.user.email).toBe(email);
    const again = await call(t().app, 'POST', '/api/auth/register', { body: body(email) });
    expect(again.statusCode).toBe(403);
    const login = await call(t().app, 'POST', '/api/auth/login', {
      body: { email, password: 'Nora-garden-42' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses bad input with field details', async () => {
    const res = await call(t().app, 'POST', '/api/auth/register', {
      body: { name: '', email: 'x', password: '1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.details.map((d: any) => d.path).sort()).toEqual(['email', 'name', 'password']);
  });
});

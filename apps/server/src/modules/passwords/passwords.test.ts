import { describe, expect, it } from 'vitest';
import { createAccount, lastCodeFor, lastEmailTo } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';

describe('lost passwords', () => {
  const t = useTestApp();

  it('answers the same whether or not the account exists, and mails only a real account', async () => {
    const customer = await createAccount(t().app, { role: 'customer' });
    const known = await call(t().app, 'POST', '/api/auth/forgot-password', {
      body: { email: customer.email },
    });
    const unknown = await call(t().app, 'POST', '/api/auth/forgot-password', {
      body: { email: 'ghost@example.test' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect((await lastEmailTo(t().app, customer.email))!.subject).toMatch(
      /^Your password reset code: \d{6}$/,
    );
    expect(await lastEmailTo(t().app, 'ghost@example.test')).toBeUndefined();
  });

  it('resets with the code, revokes every session and lets the new password in', async () => {
    const vendor = await createAccount(t().app, { role: 'vendor' });
    const session = await call(t().app, 'POST', '/api/vendors/login', {
      body: { email: vendor.email, password: vendor.password },
    });
    const token = session.body.data.token;
    await call(t().app, 'POST', '/api/auth/forgot-password', {
      body: { email: vendor.email, role: 'vendor' },
    });
    const code = await lastCodeFor(t().app, vendor.email);
    const res = await call(t().app, 'POST', '/api/auth/reset-password', {
      body: { email: vendor.email, role: 'vendor', code, newPassword: 'brand-new-pass' },
    });
    expect(res.statusCode).toBe(200);
    expect((await call(t().app, 'GET', '/api/auth/me', { token })).statusCode).toBe(401);
    expect(
      (
        await call(t().app, 'POST', '/api/vendors/login', {
          body: { email: vendor.email, password: vendor.password },
        })
      ).statusCode,
    ).toBe(401);
    const login = await call(t().app, 'POST', '/api/vendors/login', {
      body: { email: vendor.email, password: 'brand-new-pass' },
    });
    expect(login.statusCode).toBe(200);
    const reuse = await call(t().app, 'POST', '/api/auth/reset-password', {
      body: { email: vendor.email, role: 'vendor', code, newPassword: 'another-pass' },
    });
    expect(reuse.statusCode).toBe(400);
  });

  it('refuses a wrong code and keeps the old password', async () => {
    const admin = await createAccount(t().app, { role: 'admin' });
    await call(t().app, 'POST', '/api/auth/forgot-password', { body: { email: admin.email, role: 'admin' } });
    const code = await lastCodeFor(t().app, admin.email);
    const wrong = code === '123456' ? '654321' : '123456';
    const res = await call(t().app, 'POST', '/api/auth/reset-password', {
      body: { email: admin.email, role: 'admin', code: wrong, newPassword: 'whatever-pass-7' },
    });
    expect(res.statusCode).toBe(400);
    expect(
      (
        await call(t().app, 'POST', '/api/admin/login', {
          body: { email: admin.email, password: admin.password },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('does not reveal an account through the cooldown', async () => {
    const customer = await createAccount(t().app, { role: 'customer' });
    await call(t().app, 'POST', '/api/auth/forgot-password', { body: { email: customer.email } });
    const again = await call(t().app, 'POST', '/api/auth/forgot-password', {
      body: { email: customer.email },
    });
    expect(again.statusCode).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { createAccount, signedIn, signIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';

describe('sign-in, sessions and the role guard', () => {
  const t = useTestApp();

  it('signs a vendor in and returns data.vendor and data.token', async () => {
    const vendor = await createAccount(t().app, { role: 'vendor', businessName: 'Acme Goods' });
    const res = await call(t().app, 'POST', '/api/vendors/login', {
      body: { email: vendor.email, password: vendor.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.vendor).toMatchObject({
      _id: vendor.vendorId,
      businessName: 'Acme Goods',
      verificationStatus: 'approved',
    });
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accepts the e-mail in any letter case', async () => {
    const customer = await createAccount(t().app, { role: 'customer' });
    const res = await call(t().app, 'POST', '/api/auth/login', {
      body: { email: customer.email.toUpperCase(), password: customer.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.user.email).toBe(customer.email);
  });

  it('stores only a hash of the token', async () => {
    const customer = await signedIn(t().app, 'customer');
    const rows = await t().database.db.select().from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.tokenHash === customer.token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('gives a 24-hour session, or 30 days with rememberMe', async () => {
    const admin = await createAccount(t().app, { role: 'admin' });
    const now = t().clock.now().getTime();
    const short = await call(t().app, 'POST', '/api/admin/login', {
      body: { email: admin.email, password: admin.password },
    });
    const long = await call(t().app, 'POST', '/api/admin/login', {
      body: { email: admin.email, password: admin.password, rememberMe: true },
    });
    expect(new Date(short.body.data.expiresAt).getTime() - now).toBe(24 * 3600 * 1000);
    expect(new Date(long.body.data.expiresAt).getTime() - now).toBe(30 * 24 * 3600 * 1000);
  });

  it('answers a missing or malformed field with 400 and field details', async () => {
    const res = await call(t().app, 'POST', '/api/vendors/login', { body: { email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Invalid email format' },
        { path: 'password', message: 'Password is required' },
      ]),
    );
    const short = await call(t().app, 'POST', '/api/vendors/login', {
      body: { email: 'a@b.co', password: '123' },
    });
    expect(short.body.details).toEqual([
      { path: 'password', message: 'Password must be at least 6 characters' },
    ]);
  });

  it('rejects unknown fields', async () => {
    const res = await call(t().app, 'POST', '/api/auth/login', {
      body: { email: 'a@b.co', password: 'secret123', role: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.details).toEqual([{ path: 'role', message: 'Unknown field: role' }]);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const vendor = await createAccount(t().app, { role: 'vendor' });
    const wrong = await call(t().app, 'POST', '/api/vendors/login', {
      body: { email: vendor.email, password: 'wrong-password' },
      remoteAddress: '10.0.0.1',
    });
    const unknown = await call(t().app, 'POST', '/api/vendors/login', {
      body: { email: 'nobody@example.test', password: 'wrong-password' },
      remoteAddress: '10.0.0.1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Invalid email or password');
  });

  it('does not let one role sign in through another role', async () => {
    const customer = await createAccount(t().app, { role: 'customer' });
    const res = await call(t().app, 'POST', '/api/admin/login', {
      body: { email: customer.email, password: customer.password },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers the 11th failure in 15 minutes for one account with 429 and Retry-After', async () => {
    const vendor = await createAccount(t().app, { role: 'vendor' });
    for (let i = 0; i < 10; i++) {
      const res = await call(t().app, 'POST', '/api/vendors/login', {
        body: { email: vendor.email, password: 'wrong-password' },
        remoteAddress: `10.1.0.${i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await call(t().app, 'POST', '/api/vendors/login', {
      body: { email: vendor.email, password: vendor.password },
      remoteAddress: '10.1.1.1',
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
    t().clock.advance(15 * 60 * 1000 + 1000);
    const later = await call(t().app, 'POST', '/api/vendors/login', {
      body: { email: vendor.email, password: vendor.password },
      remoteAddress: '10.1.1.1',
    });
    expect(later.statusCode).toBe(200);
  });

  it('limits failures per client address across accounts', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await call(t().app, 'POST', '/api/auth/login', {
        body: { email: `someone${i}@example.test`, password: 'wrong-password' },
        remoteAddress: '10.2.0.1',
      });
      expect(res.statusCode).toBe(401);
    }
    const customer = await createAccount(t().app, { role: 'customer' });
    const blocked = await call(t().app, 'POST', '/api/auth/login', {
      body: { email: customer.email, password: customer.password },
      remoteAddress: '10.2.0.1',
    });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await call(t().app, 'POST', '/api/auth/login', {
      body: { email: customer.email, password: customer.password },
      remoteAddress: '10.2.0.2',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('answers /auth/me with the account behind the token', async () => {
    const vendor = await signedIn(t().app, 'vendor', { businessName: 'Me Shop' });
    const res = await call(t().app, 'GET', '/api/auth/me', { token: vendor.token });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.user).toMatchObject({ _id: vendor.id, role: 'vendor' });
    expect(res.body.data.vendor).toMatchObject({ businessName: 'Me Shop' });
    expect(res.body.data.impersonatedBy).toBeNull();
  });

  it('answers 401 without a token and with a made-up token', async () => {
    expect((await call(t().app, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const bad = await call(t().app, 'GET', '/api/auth/me', { token: 'made-up-token' });
    expect(bad.statusCode).toBe(401);
    expect(bad.body.code).toBe('SESSION_EXPIRED');
  });

  it('answers 403 for an admin token on a vendor route', async () => {
    const admin = await signedIn(t().app, 'admin');
    const res = await call(t().app, 'POST', '/api/vendors/logout', { token: admin.token });
    expect(res.statusCode).toBe(403);
    expect(res.body.code).toBe('WRONG_ROLE');
  });

  it('revokes the token on logout', async () => {
    const vendor = await signedIn(t().app, 'vendor');
    // Used just before: the session is in the server's short-lived session cache.
    expect((await call(t().app, 'GET', '/api/auth/me', { token: vendor.token })).statusCode).toBe(200);
    const out = await call(t().app, 'POST', '/api/vendors/logout', { token: vendor.token });
    expect(out.statusCode).toBe(200);
    expect((await call(t().app, 'GET', '/api/auth/me', { token: vendor.token })).statusCode).toBe(401);
  });

  it('expires a session after 24 hours', async () => {
    const customer = await createAccount(t().app, { role: 'customer' });
    const token = await signIn(t().app, 'customer', customer);
    t().clock.advance(24 * 3600 * 1000 - 1000);
    expect((await call(t().app, 'GET', '/api/auth/me', { token })).statusCode).toBe(200);
    t().clock.advance(2000);
    expect((await call(t().app, 'GET', '/api/auth/me', { token })).statusCode).toBe(401);
  });
});

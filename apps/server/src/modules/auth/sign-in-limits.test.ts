import { MESSAGES } from '@market/domain';
import { describe, expect, it } from 'vitest';
import { createAccount, lastCodeFor } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

describe('sign-in protection an attacker cannot turn into a lockout (decision record 0009)', () => {
  const t = useTestApp();
  const login = (email: string, password: string, ip: string) =>
    call(t().app, 'POST', '/api/admin/login', { body: { email, password }, remoteAddress: ip });
  const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

  // Many password hashes: slow on a busy machine.
  it('lets the owner in from its usual address while an attacker elsewhere has failed 50 times', {
    timeout: 120_000,
  }, async () => {
    const admin = await createAccount(t().app, { role: 'admin' });
    expect((await login(admin.email, admin.password, '10.20.0.1')).statusCode).toBe(200);
    let failures = 0;
    for (let attempt = 0; failures < 50; attempt++) {
      expect(attempt).toBeLessThan(200);
      const res = await login(admin.email, 'wrong-password', `10.20.1.${Math.floor(failures / 5)}`);
      if (res.statusCode === 429) t().clock.advance(retryAfter(res) * 1000);
      else {
        expect(res.statusCode).toBe(401);
        failures++;
      }
    }
    expect((await login(admin.email, admin.password, '10.20.0.1')).statusCode).toBe(200);
  });

  it('slows the account down for addresses it does not know, with a growing delay, not a lock', async () => {
    const admin = await createAccount(t().app, { role: 'admin' });
    for (let i = 0; i < 10; i++) {
      expect((await login(admin.email, 'wrong-password', `10.21.0.${i}`)).statusCode).toBe(401);
    }
    const first = await login(admin.email, admin.password, '10.21.1.1');
    expect(first.statusCode).toBe(429);
    expect(first.body.message).toBe(MESSAGES.tooManyLogins);
    expect(retryAfter(first)).toBe(30);
    t().clock.advance(30 * 1000);
    expect((await login(admin.email, 'wrong-password', '10.21.1.2')).statusCode).toBe(401);
    const second = await login(admin.email, admin.password, '10.21.1.1');
    expect(second.statusCode).toBe(429);
    expect(retryAfter(second)).toBe(60);
    t().clock.advance(60 * 1000);
    expect((await login(admin.email, admin.password, '10.21.1.1')).statusCode).toBe(200);
    // Reset on success: the next wrong password is a plain failure again.
    expect((await login(admin.email, 'wrong-password', '10.21.1.3')).statusCode).toBe(401);
    expect((await login(admin.email, admin.password, '10.21.1.4')).statusCode).toBe(200);
  });

  it('blocks the account-and-address pair after 10 consecutive failures, for a growing time', async () => {
    const admin = await createAccount(t().app, { role: 'admin' });
    expect((await login(admin.email, admin.password, '10.22.0.9')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) {
      expect((await login(admin.email, 'wrong-password', '10.22.0.1')).statusCode).toBe(401);
    }
    const blocked = await login(admin.email, admin.password, '10.22.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(retryAfter(blocked)).toBe(15 * 60);
    // The owner's usual address is not held by the attacker's pair.
    expect((await login(admin.email, admin.password, '10.22.0.9')).statusCode).toBe(200);
    t().clock.advance(15 * MINUTE);
    expect((await login(admin.email, 'wrong-password', '10.22.0.1')).statusCode).toBe(401);
    const longer = await login(admin.email, admin.password, '10.22.0.1');
    expect(longer.statusCode).toBe(429);
    expect(retryAfter(longer)).toBe(30 * 60);
    t().clock.advance(30 * MINUTE);
    expect((await login(admin.email, admin.password, '10.22.0.1')).statusCode).toBe(200);
    // The success started the pair afresh: one more failure does not block it.
    expect((await login(admin.email, 'wrong-password', '10.22.0.1')).statusCode).toBe(401);
    expect((await login(admin.email, admin.password, '10.22.0.1')).statusCode).toBe(200);
  });

  // Many password hashes: slow on a busy machine.
  it('blocks an address after 100 failures across accounts in a UTC day', { timeout: 120_000 }, async () => {
    const now = t().clock.now().getTime();
    t().clock.set(Math.ceil(now / DAY) * DAY + MINUTE);
    const admin = await createAccount(t().app, { role: 'admin' });
    for (let round = 0; round < 10; round++) {
      for (let i = 0; i < 10; i++) {
        const res = await login(`nobody${round}-${i}@example.test`, 'wrong-password', '10.23.0.1');
        expect(res.statusCode).toBe(401);
      }
      t().clock.advance(15 * MINUTE);
    }
    const blocked = await login(admin.email, admin.password, '10.23.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body.message).toBe(MESSAGES.tooManyLogins);
    expect(retryAfter(blocked)).toBe((DAY - MINUTE - 150 * MINUTE) / 1000);
    expect((await login(admin.email, admin.password, '10.23.0.2')).statusCode).toBe(200);
    t().clock.advance(retryAfter(blocked) * 1000);
    expect((await login(admin.email, admin.password, '10.23.0.1')).statusCode).toBe(200);
  });

  it('answers an unknown e-mail as it answers an existing account under the limits', async () => {
    const admin = await createAccount(t().app, { role: 'admin' });
    for (let i = 0; i < 10; i++) {
      await login(admin.email, 'wrong-password', `10.24.0.${i}`);
      await login('ghost-admin@example.test', 'wrong-password', `10.24.1.${i}`);
    }
    const known = await login(admin.email, 'wrong-password', '10.24.2.1');
    const unknown = await login('ghost-admin@example.test', 'wrong-password', '10.24.2.1');
    expect(known.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(known.body).toEqual(unknown.body);
  });

  it('lets the owner in from a new address right after a password reset', async () => {
    const admin = await createAccount(t().app, { role: 'admin' });
    for (let i = 0; i < 10; i++) {
      expect((await login(admin.email, 'wrong-password', `10.25.0.${i}`)).statusCode).toBe(401);
    }
    const ip = '10.25.1.1';
    await call(t().app, 'POST', '/api/auth/forgot-password', {
      body: { email: admin.email, role: 'admin' },
      remoteAddress: ip,
    });
    const code = await lastCodeFor(t().app, admin.email);
    const reset = await call(t().app, 'POST', '/api/auth/reset-password', {
      body: { email: admin.email, role: 'admin', code, newPassword: 'brand-new-pass' },
      remoteAddress: ip,
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(admin.email, 'brand-new-pass', ip)).statusCode).toBe(200);
  });
});

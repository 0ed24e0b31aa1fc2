import { describe, expect, it } from 'vitest';
import { createAccount, lastCodeFor } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';

const HOUR = 3600 * 1000;
let n = 0;
const fresh = () => `code-limits${++n}-${Date.now()}@example.test`;

describe('e-mail codes an attacker cannot withhold from their user (decision record 0009)', () => {
  const t = useTestApp();
  const send = (email: string, ip: string) =>
    call(t().app, 'POST', '/api/email-verification/send-vendor-otp', {
      body: { email, businessName: 'Sunrise Ceramics' },
      remoteAddress: ip,
    });
  const verify = (email: string, otp: string, ip: string) =>
    call(t().app, 'POST', '/api/email-verification/verify-vendor-otp', {
      body: { email, otp },
      remoteAddress: ip,
    });
  const startOfNextHour = () => t().clock.set(Math.ceil(t().clock.now().getTime() / HOUR) * HOUR + 1000);
  const mailCount = async (email: string) =>
    (await call(t().app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(email)}&limit=200`)).body.data
      .length;

  it("sends a code to the user's own address although others asked for six this hour", async () => {
    startOfNextHour();
    const email = fresh();
    for (let i = 0; i < 6; i++) {
      expect((await send(email, `10.30.0.${i}`)).statusCode).toBe(200);
      t().clock.advance(121 * 1000);
    }
    expect((await send(email, '10.30.1.1')).statusCode).toBe(200);
    expect((await verify(email, await lastCodeFor(t().app, email), '10.30.1.1')).statusCode).toBe(200);
  });

  it('lets the user ask again at once from its own address after an attacker killed the code', async () => {
    const email = fresh();
    expect((await send(email, '10.31.1.1')).statusCode).toBe(200);
    t().clock.advance(121 * 1000);
    expect((await send(email, '10.31.0.1')).statusCode).toBe(200);
    const code = await lastCodeFor(t().app, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await verify(email, wrong, '10.31.0.2');
    expect((await verify(email, code, '10.31.1.1')).body.code).toBe('CODE_LOCKED');
    const again = await send(email, '10.31.1.1');
    expect(again.statusCode).toBe(200);
    expect((await verify(email, await lastCodeFor(t().app, email), '10.31.1.1')).statusCode).toBe(200);
  });

  it('keeps the resend cooldown per client and address', async () => {
    const email = fresh();
    expect((await send(email, '10.32.0.1')).statusCode).toBe(200);
    t().clock.advance(30 * 1000);
    const early = await send(email, '10.32.0.1');
    expect(early.statusCode).toBe(429);
    expect(early.body.message).toBe('Please wait 90 seconds before requesting a new code.');
    expect(early.headers['retry-after']).toBe('90');
    expect((await send(email, '10.32.0.2')).statusCode).toBe(200);
  });

  it("holds a client's wrong codes against that client only", async () => {
    const start = t().clock.now().getTime();
    t().clock.set(Math.ceil(start / (15 * 60 * 1000)) * 15 * 60 * 1000 + 1000);
    const mine = fresh();
    expect((await send(mine, '10.35.1.1')).statusCode).toBe(200);
    for (let i = 0; i < 6; i++) {
      const other = fresh();
      expect((await send(other, '10.35.0.1')).statusCode).toBe(200);
      const wrong = (await lastCodeFor(t().app, other)) === '999999' ? '000000' : '999999';
      for (let j = 0; j < 5; j++) expect((await verify(other, wrong, '10.35.0.2')).statusCode).toBe(400);
    }
    const held = await verify(mine, '999999', '10.35.0.2');
    expect(held.statusCode).toBe(429);
    expect(held.body.message).toBe('Too many incorrect codes. Please try again later.');
    expect((await verify(mine, await lastCodeFor(t().app, mine), '10.35.1.1')).statusCode).toBe(200);
  });

  it('caps the codes one address receives from all clients at 20 an hour', async () => {
    startOfNextHour();
    const email = fresh();
    for (let round = 0; round < 5; round++) {
      for (let ip = 0; ip < 4; ip++) expect((await send(email, `10.33.0.${ip}`)).statusCode).toBe(200);
      t().clock.advance(121 * 1000);
    }
    const capped = await send(email, '10.33.1.1');
    expect(capped.statusCode).toBe(429);
    expect(capped.body.message).toBe('Too many verification codes requested. Please try again later.');
    t().clock.advance(Number(capped.headers['retry-after']) * 1000);
    expect((await send(email, '10.33.1.1')).statusCode).toBe(200);
  });

  it("mails a reset code to the owner's usual address although the address's hourly cap is used up", async () => {
    startOfNextHour();
    const customer = await createAccount(t().app, { role: 'customer' });
    const login = await call(t().app, 'POST', '/api/auth/login', {
      body: { email: customer.email, password: customer.password },
      remoteAddress: '10.34.1.1',
    });
    expect(login.statusCode).toBe(200);
    const before = await mailCount(customer.email);
    const forgot = (ip: string) =>
      call(t().app, 'POST', '/api/auth/forgot-password', {
        body: { email: customer.email },
        remoteAddress: ip,
      });
    for (let round = 0; round < 5; round++) {
      for (let ip = 0; ip < 4; ip++) expect((await forgot(`10.34.0.${ip}`)).statusCode).toBe(200);
      t().clock.advance(121 * 1000);
    }
    expect(await mailCount(customer.email)).toBe(before + 20);
    expect((await forgot('10.34.2.2')).statusCode).toBe(200);
    expect(await mailCount(customer.email)).toBe(before + 20);
    expect((await forgot('10.34.1.1')).statusCode).toBe(200);
    expect(await mailCount(customer.email)).toBe(before + 21);
  });
});

import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/index.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

type Received = { to: string[]; raw: string };

describe('mail over a real SMTP server', () => {
  const received: Received[] = [];
  let refuseNext = 0;
  let server: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        if (refuseNext > 0) {
          refuseNext--;
          return callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
        }
        callback();
      },
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`, MAIL_FROM: 'Shop <shop@example.test>' },
    });
  });

  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends the verification code over SMTP and the received code verifies', async () => {
    const email = 'smtp-applicant@example.test';
    const res = await call(t.app, 'POST', '/api/email-verification/send-vendor-otp', {
      body: { email, businessName: 'SMTP Shop' },
    });
    expect(res.statusCode).toBe(200);
    const message = received.find((m) => m.to.includes(email));
    expect(message).toBeDefined();
    expect(message!.raw).toMatch(/^From: Shop <shop@example\.test>/m);
    const code = message!.raw.match(/^Subject: Your verification code: (\d{6})/m)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verified = await call(t.app, 'POST', '/api/email-verification/verify-vendor-otp', {
      body: { email, otp: code },
    });
    expect(verified.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps a message whose delivery failed and delivers it on a later attempt', async () => {
    const email = 'smtp-retry@example.test';
    refuseNext = 1;
    const res = await call(t.app, 'POST', '/api/email-verification/send-customer-otp', {
      body: { email, name: 'Retry' },
    });
    expect(res.statusCode).toBe(200);
    let [row] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('Mailbox temporarily unavailable');
    expect(received.some((m) => m.to.includes(email))).toBe(false);

    expect(await t.app.ctx.mailer.processDue()).toBe(0);
    t.clock.advance(61 * 1000);
    expect(await t.app.ctx.mailer.processDue()).toBe(1);
    [row] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(received.some((m) => m.to.includes(email))).toBe(true);
  });
});

import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/index.js';
import { useTestApp } from '../../test/test-app.js';
import { CLAIM_LEASE_MS, Mailer, type MailTransport, type OutgoingMessage } from './mailer.js';
import { emails } from './templates.js';

/** A transport that records what it was given (the delivery itself is what these tests count). */
function recorder(): MailTransport & { sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = [];
  return {
    kind: 'dev',
    sent,
    async send(message) {
      // A little asynchronous work, so two mailers draining at once interleave.
      await new Promise((resolve) => setImmediate(resolve));
      sent.push(message);
    },
  };
}

const email = (n: number) =>
  emails.verificationCode({ name: `Person ${n}`, code: '123456', purpose: 'customer' });

describe('outbox claims: each message is sent by one sender, once', () => {
  const t = useTestApp();
  const mailerOf = (transport: MailTransport) => {
    const { app, clock } = t();
    return new Mailer(app.ctx.db, clock, app.log, transport);
  };
  const rowsOf = (ids: string[]) =>
    t().database.db.select().from(outboxEmails).where(inArray(outboxEmails.id, ids));

  it('two mailers draining the same outbox send each message exactly once', async () => {
    const writer = mailerOf(recorder());
    const ids: string[] = [];
    for (let i = 0; i < 120; i++)
      ids.push(await writer.enqueue(t().app.ctx.db, `claims-${i}@example.test`, email(i)));
    const a = recorder();
    const b = recorder();
    const [mailerA, mailerB] = [mailerOf(a), mailerOf(b)];
    expect(mailerA.claimant).not.toBe(mailerB.claimant);
    await Promise.all([mailerA.drain(), mailerB.drain(), mailerA.deliver(ids.slice(0, 60))]);
    const delivered = [...a.sent, ...b.sent].map((m) => m.to);
    expect(delivered).toHaveLength(120);
    expect(new Set(delivered).size).toBe(120);
    const rows = await rowsOf(ids);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.claimedUntil === null)).toBe(true);
    // The row names its sender; the Message-ID the SMTP transport sets is the row's id.
    const byA = new Set(a.sent.map((m) => m.id));
    for (const row of rows) expect(row.claimedBy).toBe(byA.has(row.id) ? mailerA.claimant : mailerB.claimant);
  });

  it('retries a message whose sender crashed once its lease ran out, and not before', async () => {
    const { app, clock } = t();
    const transport = recorder();
    const mailer = mailerOf(transport);
    const stale = await mailer.enqueue(app.ctx.db, 'crashed-sender@example.test', email(1));
    const held = await mailer.enqueue(app.ctx.db, 'live-sender@example.test', email(2));
    const now = clock.now().getTime();
    // A sender that crashed mid-send a lease ago, and one sending right now on another instance.
    await app.ctx.db
      .update(outboxEmails)
      .set({ status: 'sending', claimedBy: 'crashed:1:x', claimedUntil: new Date(now - 1000) })
      .where(eq(outboxEmails.id, stale));
    await app.ctx.db
      .update(outboxEmails)
      .set({ status: 'sending', claimedBy: 'alive:2:y', claimedUntil: new Date(now + CLAIM_LEASE_MS) })
      .where(eq(outboxEmails.id, held));

    await mailer.deliver([held]);
    await mailer.drain();
    expect(transport.sent.map((m) => m.to)).toEqual(['crashed-sender@example.test']);
    const [staleRow] = await rowsOf([stale]);
    expect(staleRow).toMatchObject({ status: 'sent', claimedBy: mailer.claimant, claimedUntil: null });
    const [heldRow] = await rowsOf([held]);
    expect(heldRow).toMatchObject({ status: 'sending', claimedBy: 'alive:2:y' });

    // The live sender crashes too: past its lease the message is taken over and sent once.
    clock.advance(CLAIM_LEASE_MS + 1000);
    expect(await mailer.drain()).toBe(1);
    expect(transport.sent.map((m) => m.to)).toEqual([
      'crashed-sender@example.test',
      'live-sender@example.test',
    ]);
    expect(await mailer.drain()).toBe(0);
    expect(transport.sent).toHaveLength(2);
  });
});

import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { outboxEmails } from '../../db/schema/index.js';
import { type Instances, instancesAvailable, startInstances } from '../../test/instances.js';

type Received = { to: string[]; messageId: string | undefined };

/** Issue 17: the outbox drained by two real instances on one database; a local SMTP server counts. */
describe.skipIf(!instancesAvailable)('1,000 queued e-mails drained by two instances', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let cluster: Instances;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      maxClients: 100,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          const messageId = /^Message-ID:\s*<([^@>]+)@/im.exec(raw)?.[1];
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), messageId });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    cluster = await startInstances({
      count: 2,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`, OUTBOX_POLL_MS: '200' },
    });
  }, 180_000);

  afterAll(async () => {
    await cluster?.stop();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });

  it('sends each message exactly once, and both instances take part', async () => {
    const total = 1000;
    const now = new Date();
    const rows = Array.from({ length: total }, (_, i) => ({
      to: `drain-${i}@example.test`,
      subject: `Message ${i}`,
      text: `Body ${i}`,
      html: `<p>Body ${i}</p>`,
      template: 'drain-test',
      nextAttemptAt: now,
    }));
    const ids = (
      await cluster.database.db.insert(outboxEmails).values(rows).returning({ id: outboxEmails.id })
    ).map((r) => r.id);

    const sentCount = async () =>
      (
        await queryRows<{ n: number }>(
          cluster.database.db,
          sql`select count(*)::int as n from outbox_emails where template = 'drain-test' and status = 'sent'`,
        )
      )[0]!.n;
    await expect.poll(sentCount, { timeout: 150_000, interval: 500 }).toBe(total);
    // Anything sent twice would arrive by now.
    await new Promise((resolve) => setTimeout(resolve, 1500));

    expect(received).toHaveLength(total);
    const recipients = received.flatMap((m) => m.to);
    expect(recipients).toHaveLength(total);
    expect(new Set(recipients).size).toBe(total);
    // The Message-ID is the outbox row's id: every row arrived, once.
    expect(new Set(received.map((m) => m.messageId))).toEqual(new Set(ids));

    const senders = await queryRows<{ claimed_by: string; n: number }>(
      cluster.database.db,
      sql`select claimed_by, count(*)::int as n from outbox_emails where template = 'drain-test' group by claimed_by`,
    );
    expect(senders).toHaveLength(2);
    expect(senders.reduce((sum, s) => sum + s.n, 0)).toBe(total);
  }, 200_000);
});

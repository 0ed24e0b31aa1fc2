import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { v7 as uuidv7 } from 'uuid';
import type { Database, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import {
  type Claim,
  type ClaimedMessage,
  claimByIds,
  claimDue,
  insertOutboxRow,
  listOutbox,
  type OutboxRow,
  settleClaimed,
} from './outbox.queries.js';
import type { RenderedEmail } from './templates.js';

/** `id` is the outbox row's: the message's Message-ID, so a receiver can tell a repeat. */
export type OutgoingMessage = { id?: string; to: string; subject: string; text: string; html: string };
export type MailTransport = { kind: 'smtp' | 'dev'; send(message: OutgoingMessage): Promise<void> };

const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // Bounded waits unless the URL sets them: a send must end well inside its claim's lease.
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  }
  const transporter = nodemailer.createTransport(url.toString());
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? 'marketplace.local';
  return {
    kind: 'smtp',
    async send({ id, ...message }) {
      await transporter.sendMail({ from, ...message, ...(id ? { messageId: `<${id}@${domain}>` } : {}) });
    },
  };
}

/** Development outbox: the stored row is the delivery; one log line tells where it went. */
export function devTransport(log: FastifyBaseLogger): MailTransport {
  return {
    kind: 'dev',
    async send(message) {
      log.info(`mail to ${message.to}: ${message.subject} (see /dev/mailbox)`);
    },
  };
}

const MAX_ATTEMPTS = 8;
const BACKOFF_MS = [60_000, 5 * 60_000, 15 * 60_000, 30 * 60_000, 60 * 60_000, 2 * 3600_000, 6 * 3600_000];
/** How long a claim holds; a message claimed longer ago (its sender crashed) is claimed again. */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** A claimed message is sent only while this much of its lease remains, so a send ends within it. */
const LEASE_MARGIN_MS = 2 * 60_000;
/** Messages claimed at a time by the background drain. */
const BATCH = 20;

/**
 * Writes every message to the outbox table first (inside the caller's transaction when given),
 * then delivers it; failed deliveries are retried with back-off until they succeed or give up.
 * Every delivery first claims its row (FOR UPDATE SKIP LOCKED, status `sending` with a lease):
 * with several instances on one database each message is sent by exactly one of them, and a
 * message whose sender crashed mid-send is claimed again once the lease has run out (decision 0022).
 */
export class Mailer {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | null = null;
  private stopped = false;
  /** Who holds this process's claims: host, process and a random suffix. */
  readonly claimant = `${os.hostname()}:${process.pid}:${uuidv7().slice(-8)}`;

  constructor(
    protected readonly db: Database,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    readonly transport: MailTransport,
  ) {}

  /** Records a message; call `deliver` with the id after the transaction commits. */
  async enqueue(db: DbOrTx, to: string, email: RenderedEmail): Promise<string> {
    const row = this.outboxRow(to, email);
    await insertOutboxRow(db, row);
    return row.id;
  }

  /**
   * The outbox row of a message, for a caller that inserts it within a larger statement; like
   * `enqueue`, call `deliver` with its id once the transaction has committed.
   */
  outboxRow(to: string, email: RenderedEmail): OutboxRow {
    return {
      id: uuidv7(),
      to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      template: email.template,
      nextAttemptAt: this.clock.now(),
      createdAt: this.clock.now(),
    };
  }

  /** Records and delivers at once (for messages outside any transaction). */
  async send(to: string, email: RenderedEmail): Promise<string> {
    const id = await this.enqueue(this.db, to, email);
    await this.deliver([id]);
    return id;
  }

  /**
   * Claims and tries each message once (those another instance claimed are left to it); never
   * throws: a failure is recorded for a retry, and a message not claimed is retried by the drain.
   */
  async deliver(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    try {
      const claimed = await claimByIds(this.db, ids, this.claim());
      for (const row of claimed) await this.attempt(row);
    } catch (error) {
      this.log.warn({ err: error }, 'mail delivery deferred to the outbox drain');
    }
  }

  /** Claims and delivers the messages whose attempt is due (or whose claim expired), one batch. */
  async processDue(limit = BATCH): Promise<number> {
    const claimed = await claimDue(this.db, limit, this.claim());
    for (const row of claimed) await this.attempt(row);
    return claimed.length;
  }

  /** Delivers batches until nothing is due (or the mailer is stopped); returns how many were claimed. */
  async drain(): Promise<number> {
    let total = 0;
    while (!this.stopped) {
      const n = await this.processDue();
      total += n;
      if (n === 0) break;
    }
    return total;
  }

  private claim(): Claim {
    const now = this.clock.now();
    return { by: this.claimant, now, until: new Date(now.getTime() + CLAIM_LEASE_MS) };
  }

  private async attempt(row: ClaimedMessage): Promise<void> {
    if (this.clock.now().getTime() > row.claimedUntil.getTime() - LEASE_MARGIN_MS) {
      // Too little of the lease left to be sure the send ends inside it: hand the message back.
      await settleClaimed(this.db, row.id, this.claimant, { status: 'pending' });
      return;
    }
    const attempts = row.attempts + 1;
    try {
      await this.transport.send({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
      });
    } catch (error) {
      const message = (error as Error).message ?? String(error);
      const giveUp = attempts >= MAX_ATTEMPTS;
      const delay = BACKOFF_MS[Math.min(attempts - 1, BACKOFF_MS.length - 1)]!;
      this.log.warn(
        { to: row.to, attempts, err: message },
        giveUp ? 'mail failed, giving up' : 'mail failed, will retry',
      );
      await settleClaimed(this.db, row.id, this.claimant, {
        status: giveUp ? 'failed' : 'pending',
        attempts,
        lastError: message.slice(0, 1000),
        nextAttemptAt: new Date(this.clock.now().getTime() + delay),
      });
      return;
    }
    // Sent: if recording it fails (database gone), the lease runs out and the message is sent again
    // later; a rare duplicate beats a lost message.
    await settleClaimed(this.db, row.id, this.claimant, {
      status: 'sent',
      attempts,
      sentAt: this.clock.now(),
      lastError: null,
    });
  }

  /** Background delivery: drains due messages every `intervalMs` (30 seconds by default). */
  start(intervalMs = 30_000): void {
    this.stopped = false;
    const tick = () => {
      if (this.running || this.stopped) return;
      this.running = this.drain()
        .catch((error) => this.log.error({ err: error }, 'outbox processing failed'))
        .finally(() => {
          this.running = null;
        });
    };
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
  }

  /** Stops the background drain and waits for the message being sent to be recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Messages to one address (or all), newest first: the development outbox. */
  async list(opts: { to?: string; limit?: number }) {
    return listOutbox(this.db, opts);
  }
}

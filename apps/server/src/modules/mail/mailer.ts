import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { v7 as uuidv7 } from 'uuid';
import type { Database, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import {
  dueMessages,
  insertOutboxRow,
  listOutbox,
  type OutboxRow,
  pendingByIds,
  updateOutboxRow,
} from './outbox.queries.js';
import type { RenderedEmail } from './templates.js';

export type OutgoingMessage = { to: string; subject: string; text: string; html: string };
export type MailTransport = { kind: 'smtp' | 'dev'; send(message: OutgoingMessage): Promise<void> };

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({ from, ...message });
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

/**
 * Writes every message to the outbox table first (inside the caller's transaction when given),
 * then delivers it; failed deliveries are retried with back-off until they succeed or give up.
 */
type Delivery = OutgoingMessage & { id: string; attempts: number };

export class Mailer {
  private timer: NodeJS.Timeout | undefined;
  /** Messages enqueued by this process and not delivered yet, so delivery needs no read back. */
  private readonly enqueued = new Map<string, Delivery>();

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
    const id = uuidv7();
    // Bounded: ids of rolled-back transactions are never delivered and must not pile up.
    if (this.enqueued.size > 1000) this.enqueued.clear();
    this.enqueued.set(id, {
      id,
      to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      attempts: 0,
    });
    return {
      id,
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

  /** Tries each pending message once; never throws (failures are recorded for a retry). */
  async deliver(ids: string[]): Promise<void> {
    const unknown: string[] = [];
    for (const id of ids) {
      const known = this.enqueued.get(id);
      this.enqueued.delete(id);
      if (known) await this.attempt(known);
      else unknown.push(id);
    }
    if (unknown.length === 0) return;
    const rows = await pendingByIds(this.db, unknown);
    for (const row of rows) await this.attempt(row);
  }

  /** Delivers every message whose next attempt is due. */
  async processDue(limit = 50): Promise<number> {
    const due = await dueMessages(this.db, this.clock.now(), limit);
    for (const row of due) await this.attempt(row);
    return due.length;
  }

  private async attempt(row: Delivery): Promise<void> {
    const attempts = row.attempts + 1;
    try {
      await this.transport.send({ to: row.to, subject: row.subject, text: row.text, html: row.html });
      await updateOutboxRow(this.db, row.id, {
        status: 'sent',
        attempts,
        sentAt: this.clock.now(),
        lastError: null,
      });
    } catch (error) {
      const message = (error as Error).message ?? String(error);
      const giveUp = attempts >= MAX_ATTEMPTS;
      const delay = BACKOFF_MS[Math.min(attempts - 1, BACKOFF_MS.length - 1)]!;
      this.log.warn(
        { to: row.to, attempts, err: message },
        giveUp ? 'mail failed, giving up' : 'mail failed, will retry',
      );
      await updateOutboxRow(this.db, row.id, {
        status: giveUp ? 'failed' : 'pending',
        attempts,
        lastError: message.slice(0, 1000),
        nextAttemptAt: new Date(this.clock.now().getTime() + delay),
      });
    }
  }

  /** Background retries every 30 seconds. */
  start(): void {
    this.timer = setInterval(() => {
      this.processDue().catch((error) => this.log.error({ err: error }, 'outbox processing failed'));
    }, 30_000);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Messages to one address (or all), newest first: the development outbox. */
  async list(opts: { to?: string; limit?: number }) {
    return listOutbox(this.db, opts);
  }
}

import { EventEmitter } from 'node:events';
import type { EventRelay } from './redis-relay.js';

/** Sessions that have just ended (signed out, revoked by a password change, impersonation ended). */
export type SessionsEnded = { sessionIds: string[] };

/**
 * Tells the event streams that sessions have ended, so each stream opened with one closes at once
 * instead of delivering until the browser leaves. In one process an EventEmitter; with REDIS_URL set,
 * `connect` adds a Redis channel so a sign-out on one instance closes the streams open on every
 * other (decision records 0021 and 0035). Use cases publish after their transaction commits.
 */
export class SessionEnds {
  private readonly emitter = new EventEmitter();
  private relay: EventRelay<SessionsEnded> | undefined;

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(sessionIds: readonly string[]): void {
    if (sessionIds.length === 0) return;
    const ended = { sessionIds: [...sessionIds] };
    this.deliver(ended);
    this.relay?.publish(ended);
  }

  /** Also sends what is published here to the other instances (REDIS_URL set). */
  connect(relay: EventRelay<SessionsEnded>): void {
    this.relay = relay;
  }

  /** Sessions ended on another instance: to the listeners of this process only. */
  deliver(ended: SessionsEnded): void {
    if (!Array.isArray(ended?.sessionIds)) return;
    for (const id of ended.sessionIds) if (typeof id === 'string') this.emitter.emit(id);
  }

  subscribe(sessionId: string, listener: () => void): () => void {
    this.emitter.on(sessionId, listener);
    return () => this.emitter.off(sessionId, listener);
  }
}

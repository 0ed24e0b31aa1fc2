import type { FastifyBaseLogger } from 'fastify';
import type { RedisLink } from './redis.js';

type Envelope = { from: string; payload: unknown };

/** What a bus needs to send its events to the other instances. */
export type EventRelay<T> = { publish(payload: T): void };

/**
 * Carries the events of one in-process bus to every other instance over a Redis channel (decision
 * record 0021). The publishing instance delivers to its own listeners itself (without waiting for
 * Redis) and skips its own messages when they come back; a message from another instance is handed
 * to `deliver`. While Redis is down, events stay on the instance that made them.
 */
export class RedisRelay<T> implements EventRelay<T> {
  private readonly channel: string;

  constructor(
    private readonly link: RedisLink,
    name: string,
    private readonly log: FastifyBaseLogger,
    deliver: (payload: T) => void,
  ) {
    this.channel = `${link.prefix}events:${name}`;
    link.subscriber.on('message', (channel: string, text: string) => {
      if (channel !== this.channel) return;
      let envelope: Envelope;
      try {
        envelope = JSON.parse(text) as Envelope;
      } catch {
        return;
      }
      if (envelope.from === link.instanceId) return;
      deliver(envelope.payload as T);
    });
    link.subscriber.subscribe(this.channel).catch((error: Error) => {
      this.log.warn({ channel: this.channel, reason: error.message }, 'could not subscribe to Redis channel');
    });
  }

  publish(payload: T): void {
    if (!this.link.isUp()) return;
    const envelope: Envelope = { from: this.link.instanceId, payload };
    this.link.client.publish(this.channel, JSON.stringify(envelope)).catch(() => {
      // The outage is logged once by the link; the event stayed on this instance.
    });
  }
}

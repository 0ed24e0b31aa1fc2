import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { redactUrl } from './redact-url.js';

/**
 * The connection to Redis when REDIS_URL is set (decision record 0021): one command client and one
 * subscriber client per process. Commands never wait for a connection that is down (no offline
 * queue, a short timeout), so every user of the link falls back at once and a request never hangs
 * on Redis; the clients reconnect by themselves. Errors are logged, once per outage, never thrown
 * out of the event handlers.
 */
export type RedisLink = {
  /** Commands (counters, versions, publish). */
  client: Redis;
  /** Subscriptions only (a subscribed connection cannot send other commands). */
  subscriber: Redis;
  /** Put before every key and channel, so several marketplaces (or test runs) share one Redis. */
  prefix: string;
  /** This process's id on the channels, so it can skip its own messages. */
  instanceId: string;
  /** True while the command client is connected and ready. */
  isUp(): boolean;
  /** Resolves when the command client is ready, or after `ms` (false) when it is not. */
  ready(ms: number): Promise<boolean>;
  close(): Promise<void>;
};

const COMMAND_TIMEOUT_MS = 1000;
/** Reconnect after 100 ms, 200 ms, ... at most every 2 s, for ever. */
const retryStrategy = (times: number) => Math.min(times * 100, 2000);

export function connectRedis(url: string, prefix: string, log: FastifyBaseLogger): RedisLink {
  const where = redactUrl(url, 'the configured Redis');
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy,
    connectionName: 'market-commands',
  });
  // Subscriptions are re-sent by ioredis after a reconnect; queueing them while down is harmless.
  const subscriber = new Redis(url, {
    maxRetriesPerRequest: null,
    retryStrategy,
    connectionName: 'market-events',
  });

  let down = false;
  let everReady = false;
  let closing = false;
  const wentDown = (reason: string) => {
    if (down || closing) return;
    down = true;
    log.warn(
      { redis: where, reason },
      'Redis is unreachable: rate limits count per process, sessions and storefront lists are read from the database, live events stay on this instance until it returns',
    );
  };
  client.on('ready', () => {
    if (down)
      log.warn({ redis: where }, 'Redis is reachable again: limits, caches and events are shared again');
    down = false;
    everReady = true;
  });
  client.on('error', (error: Error) => wentDown(error.message));
  client.on('close', () => {
    if (everReady) wentDown('connection closed');
  });
  // The subscriber's outages are the same outages; its errors only need a listener.
  subscriber.on('error', () => undefined);

  return {
    client,
    subscriber,
    prefix,
    instanceId: randomUUID(),
    isUp: () => client.status === 'ready',
    ready: (ms) =>
      client.status === 'ready'
        ? Promise.resolve(true)
        : new Promise((resolve) => {
            const timer = setTimeout(() => {
              client.off('ready', onReady);
              resolve(false);
            }, ms);
            const onReady = () => {
              clearTimeout(timer);
              resolve(true);
            };
            client.once('ready', onReady);
          }),
    async close() {
      closing = true;
      client.disconnect();
      subscriber.disconnect();
    },
  };
}

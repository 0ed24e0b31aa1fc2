import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { systemClock } from '../lib/clock.js';
import type { Instances } from './instances.js';

/** Test support for the several-instance tests: plain HTTP to real processes, fixtures on their database. */

export type Json = Record<string, any>;

/** A JSON request to one instance; the answer's status and body. */
export async function http(
  base: string,
  method: string,
  path: string,
  /** `ip`: the client address, sent as X-Forwarded-For (the instances trust loopback as a proxy). */
  opts: { body?: unknown; token?: string; ip?: string } = {},
): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Json) : {} };
}

/** What the fixtures need of an app: its database (and clock), here the cluster's own pool. */
export const fixtureApp = (cluster: Instances) =>
  ({ ctx: { db: cluster.database.db, clock: systemClock } }) as unknown as FastifyInstance;

/** A key prefix no other run uses, so parallel runs on the shared Redis never meet. */
export const uniquePrefix = (name: string) => `market-test:${name}:${process.pid}:${Date.now()}:`;

/** Deletes a test run's keys from a Redis (what it left: versions, counts). */
export async function dropRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Reads server-sent events from a stream; `next(name, ms)` resolves with the next such event's data. */
export function readEvents(body: ReadableStream<Uint8Array>) {
  const queue: { event: string; data: Json }[] = [];
  const waiting: (() => void)[] = [];
  let buffer = '';
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) queue.push({ event, data: JSON.parse(data) as Json });
          for (const wake of waiting.splice(0)) wake();
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return {
    async next(name: string, ms: number): Promise<Json> {
      const deadline = Date.now() + ms;
      for (;;) {
        const index = queue.findIndex((e) => e.event === name);
        if (index >= 0) return queue.splice(index, 1)[0]!.data;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no "${name}" event within ${ms} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
  };
}

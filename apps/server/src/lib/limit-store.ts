import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { Clock } from './clock.js';
import type { RedisLink } from './redis.js';

/**
 * Counters and deadlines for sign-in and code limits, kept in a rate-limiter-flexible store. The store only keeps
 * numbers (atomic increments, deletes) and forgets them after a real-time TTL; every time decision reads our
 * injected clock instead, so tests move time with `ManualClock.advance` (decision record 0009):
 * - a windowed count puts the clock's window number in the key, so a new window starts from zero;
 * - a deadline is stored as its own value (epoch milliseconds) and compared with the clock.
 */

/** The one place that picks the store: memory in one process, Redis when REDIS_URL is set. */
export type StoreFactory = (name: string, ttlSeconds: number) => RateLimiterAbstract;

export const memoryStores: StoreFactory = (name, ttlSeconds) =>
  new RateLimiterMemory({ keyPrefix: name, points: 1, duration: ttlSeconds });

/**
 * Counts shared by every instance in Redis (decision record 0021). While Redis cannot be reached,
 * each store answers from its insurance, a memory store of this process: the limits keep working,
 * counted per process, and are shared again as soon as Redis is back (the link logs the outage).
 */
export function redisStores(link: RedisLink): StoreFactory {
  return (name, ttlSeconds) =>
    new RateLimiterRedis({
      storeClient: link.client,
      keyPrefix: `${link.prefix}limits:${name}`,
      points: 1,
      duration: ttlSeconds,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memoryStores(name, ttlSeconds),
    });
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The memory store forgets keys with setTimeout, which cannot wait longer than about 24.8 days. */
export const MAX_TTL_MS = 24 * 24 * 3600 * 1000;
const ttl = (ms: number) => seconds(Math.min(ms, MAX_TTL_MS));

/** Events per key in fixed windows of the clock (aligned on the epoch: a 1-day window is a UTC day). */
export class WindowCount {
  private readonly store: RateLimiterAbstract;
  readonly max: number;
  readonly windowMs: number;

  constructor(
    private readonly clock: Clock,
    stores: StoreFactory,
    name: string,
    rule: { max: number; windowMs: number },
  ) {
    this.max = rule.max;
    this.windowMs = rule.windowMs;
    this.store = stores(name, ttl(rule.windowMs));
  }

  private slot() {
    const now = this.clock.now().getTime();
    const index = Math.floor(now / this.windowMs);
    return { index, msLeft: (index + 1) * this.windowMs - now };
  }

  /** Seconds until the window ends when the key has reached the maximum, else 0. */
  async retryAfter(key: string): Promise<number> {
    const { index, msLeft } = this.slot();
    const res = await this.store.get(`${key}:${index}`);
    return res && res.consumedPoints >= this.max ? seconds(msLeft) : 0;
  }

  async add(key: string): Promise<void> {
    await this.store.penalty(`${key}:${this.slot().index}`, 1);
  }
}

/** Events per key until reset (consecutive failures); the store forgets a key after `ttlMs` of real time. */
export class RunCount {
  private readonly store: RateLimiterAbstract;

  constructor(stores: StoreFactory, name: string, ttlMs: number) {
    this.store = stores(name, ttl(ttlMs));
  }

  /** Adds one event and returns the count so far. */
  async add(key: string): Promise<number> {
    return (await this.store.penalty(key, 1)).consumedPoints;
  }

  async reset(key: string): Promise<void> {
    await this.store.delete(key);
  }
}

/** A point in time per key (a block's end, a trust's end), compared with the clock. */
export class Deadlines {
  private readonly store: RateLimiterAbstract;

  constructor(
    private readonly clock: Clock,
    stores: StoreFactory,
    name: string,
  ) {
    this.store = stores(name, 0);
  }

  /** Seconds until the key's deadline, or 0 when it has none or it has passed. */
  async secondsLeft(key: string): Promise<number> {
    const res = await this.store.get(key);
    const left = (res?.consumedPoints ?? 0) - this.clock.now().getTime();
    return left > 0 ? seconds(left) : 0;
  }

  /** Sets the key's deadline `ms` (at most MAX_TTL_MS) from now; the store forgets it a little after that. */
  async setIn(key: string, ms: number): Promise<void> {
    await this.store.set(key, this.clock.now().getTime() + ms, ttl(ms + 60 * 1000));
  }

  async clear(key: string): Promise<void> {
    await this.store.delete(key);
  }
}

import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, RateLimitOptions } from '@fastify/rate-limit';
import type { RedisLink } from '../lib/redis.js';

/**
 * A store for @fastify/rate-limit that counts in Redis (shared by every instance) and, for a request
 * Redis cannot answer, in this process's memory: the plugin's own RedisStore and LocalStore, one
 * after the other (decision record 0021). The plugin has no such fallback of its own (its
 * `skipOnError` would let every request through while Redis is down).
 */

type Incr = FastifyRateLimitStore['incr'];
type Callback = Parameters<Incr>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];
type Store = FastifyRateLimitStore & { read?: Incr };

const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: unknown,
  key: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => Store;

class FallbackStore implements Store {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  incr(key: string, cb: Callback, timeWindow: number, max: number): void {
    this.shared.incr(
      key,
      (err, res) => (err ? this.local.incr(key, cb, timeWindow, max) : cb(null, res)),
      timeWindow,
      max,
    );
  }

  read(key: string, cb: Callback, timeWindow: number, max: number): void {
    this.shared.read!(
      key,
      (err, res) => (err ? this.local.read!(key, cb, timeWindow, max) : cb(null, res)),
      timeWindow,
      max,
    );
  }

  child(routeOptions: ChildOptions): Store {
    return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/** The `store` option of @fastify/rate-limit: a class the plugin instantiates with its parameters. */
export function redisRateLimitStore(link: RedisLink) {
  return class SharedRateLimitStore extends FallbackStore {
    constructor(options: FastifyRateLimitOptions) {
      // The plugin passes its resolved global parameters, these two included.
      const params = options as RateLimitOptions;
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, link.client, `${link.prefix}rate:`),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}

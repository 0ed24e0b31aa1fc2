import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';
import type { Database, DatabaseKind } from './db/client.js';
import type { Clock } from './lib/clock.js';
import type { EventStreams } from './lib/event-stream.js';
import { memoryStores, type StoreFactory } from './lib/limit-store.js';
import type { Readiness } from './lib/readiness.js';
import type { RedisLink } from './lib/redis.js';
import type { SessionEnds } from './lib/session-ends.js';
import type { VersionSource } from './lib/shared-version.js';
import { type SessionCache, SignInLimits } from './modules/auth/index.js';
import { CodeLimits } from './modules/email-codes/index.js';
import type { InquiryBus } from './modules/inquiries/index.js';
import type { Mailer } from './modules/mail/index.js';
import type { OrderBus, PaymentProvider } from './modules/orders/index.js';

/** Sign-in and e-mail code protection (decision record 0009). */
export type Limiters = {
  signIn: SignInLimits;
  codes: CodeLimits;
};

/** Everything a use case needs from the outside world; one per app instance. */
export type AppContext = {
  config: AppConfig;
  db: Database;
  dbKind: DatabaseKind;
  clock: Clock;
  log: FastifyBaseLogger;
  limits: Limiters;
  mailer: Mailer;
  payments: PaymentProvider;
  orderBus: OrderBus;
  /** New inquiry messages and status changes, for the inquiry event streams. */
  inquiryBus: InquiryBus;
  /** Sessions read in the last seconds; clear() after any change to a session, user or vendor status. */
  sessions: SessionCache;
  /** Publish the ids of sessions that ended (after the commit): their event streams close, on every instance. */
  sessionEnds: SessionEnds;
  /** The open server-sent event streams: caps, heartbeat, end with their session (decision 0035). */
  streams: EventStreams;
  /** The connection to Redis when REDIS_URL is set (decision record 0021); undefined in one process. */
  redis: RedisLink | undefined;
  /** The catalogue's version in Redis, read before the storefront caches are trusted (with Redis). */
  catalogVersion: VersionSource | undefined;
  /** What /api/ready checks (the database; add a check for each further service, e.g. Redis). */
  readiness: Readiness;
};

/** The one factory of the limits; `stores` picks where their counts live (memory in one process). */
export function createLimiters(clock: Clock, stores: StoreFactory = memoryStores): Limiters {
  return { signIn: new SignInLimits(clock, stores), codes: new CodeLimits(clock, stores) };
}

import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';
import type { Database, DatabaseKind } from './db/client.js';
import type { Clock } from './lib/clock.js';
import { SlidingWindowLimiter } from './lib/rate-limiter.js';
import type { SessionCache } from './modules/auth/index.js';
import type { Mailer } from './modules/mail/index.js';
import type { OrderBus, PaymentProvider } from './modules/orders/index.js';

const MINUTE = 60 * 1000;

export type Limiters = {
  /** Failed sign-ins per account: the 11th failure within 15 minutes is refused. */
  loginAccount: SlidingWindowLimiter;
  /** Failed sign-ins per client address. */
  loginAddress: SlidingWindowLimiter;
  /** E-mail codes sent to one address per hour. */
  codeSendsPerAddress: SlidingWindowLimiter;
  /** E-mail codes requested by one client address per hour. */
  codeSendsPerClient: SlidingWindowLimiter;
  /** Wrong codes entered from one client address per 15 minutes (across addresses). */
  codeFailuresPerClient: SlidingWindowLimiter;
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
  /** Sessions read in the last seconds; clear() after any change to a session, user or vendor status. */
  sessions: SessionCache;
};

export function createLimiters(clock: Clock): Limiters {
  return {
    loginAccount: new SlidingWindowLimiter(clock, 10, 15 * MINUTE),
    loginAddress: new SlidingWindowLimiter(clock, 10, 15 * MINUTE),
    codeSendsPerAddress: new SlidingWindowLimiter(clock, 6, 60 * MINUTE),
    codeSendsPerClient: new SlidingWindowLimiter(clock, 30, 60 * MINUTE),
    codeFailuresPerClient: new SlidingWindowLimiter(clock, 30, 15 * MINUTE),
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';
import type { Database, DatabaseKind } from './db/client.js';
import type { Clock } from './lib/clock.js';
import { memoryStores, type StoreFactory } from './lib/limit-store.js';
import type { SessionCache } from './modules/auth/session-cache.js';
import { SignInLimits } from './modules/auth/sign-in-limits.js';
import { CodeLimits } from './modules/email-codes/code-limits.js';
import type { Mailer } from './modules/mail/mailer.js';
import type { OrderBus } from './modules/orders/order-bus.js';
import type { PaymentProvider } from './modules/orders/payments.js';

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
  /** Sessions read in the last seconds; clear() after any change to a session, user or vendor status. */
  sessions: SessionCache;
};

/** The one factory of the limits; `stores` picks where their counts live (memory in one process). */
export function createLimiters(clock: Clock, stores: StoreFactory = memoryStores): Limiters {
  return { signIn: new SignInLimits(clock, stores), codes: new CodeLimits(clock, stores) };
}

import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { type AppContext, createLimiters } from './context.js';
import type { DatabaseHandle } from './db/client.js';
import { type Clock, systemClock } from './lib/clock.js';
import { logSerializers } from './lib/error-log.js';
import { EventStreams } from './lib/event-stream.js';
import { redisStores } from './lib/limit-store.js';
import { Readiness } from './lib/readiness.js';
import { connectRedis } from './lib/redis.js';
import { RedisRelay } from './lib/redis-relay.js';
import { SessionEnds } from './lib/session-ends.js';
import { SharedVersion } from './lib/shared-version.js';
import { sessionIsLive } from './modules/accounts/index.js';
import { adminVendorRoutes } from './modules/admin-vendors/index.js';
import {
  adminDashboardRoutes,
  customerFinancialRoutes,
  orderAnalyticsRoutes,
  overviewRoutes,
  performanceRoutes,
  productAnalyticsRoutes,
  startAnalyticsJob,
  trendsRoutes,
} from './modules/analytics/index.js';
import { auditLogRoutes } from './modules/audit-log/index.js';
import { authRoutes, SESSION_CACHE_MS, SessionCache } from './modules/auth/index.js';
import {
  adminProductRoutes,
  bulkRoutes,
  categoryRoutes,
  listingReviewRoutes,
  moderationRoutes,
  storefrontRoutes,
  vendorProductRoutes,
} from './modules/catalog/index.js';
import { customerRoutes } from './modules/customers/index.js';
import { emailVerificationRoutes } from './modules/email-codes/index.js';
import { healthRoutes } from './modules/health/index.js';
import {
  adminInquiryRoutes,
  customerInquiryRoutes,
  InquiryBus,
  inquiryFileRoutes,
  vendorInquiryRoutes,
} from './modules/inquiries/index.js';
import { adminLedgerRoutes } from './modules/ledger/index.js';
import {
  devMailboxRoutes,
  devTransport,
  Mailer,
  type MailTransport,
  smtpTransport,
} from './modules/mail/index.js';
import { registerMetrics } from './modules/metrics/index.js';
import {
  adminOrderRoutes,
  OrderBus,
  orderEventRoutes,
  orderRoutes,
  type PaymentProvider,
  testPaymentProvider,
} from './modules/orders/index.js';
import { passwordRoutes } from './modules/passwords/index.js';
import { adminPayoutRoutes, startPayoutScheduler, vendorPayoutRoutes } from './modules/payouts/index.js';
import { performanceDashboardRoutes } from './modules/performance/index.js';
import { reconciliationRoutes } from './modules/reconciliation/index.js';
import { reportRoutes } from './modules/reports/index.js';
import { describeStorefrontPage, renderHead, seoRoutes } from './modules/seo/index.js';
import { settingsRoutes } from './modules/settings/index.js';
import { vendorAccountRoutes } from './modules/vendor-account/index.js';
import { applicationRoutes, findOpenApplicationByEmail } from './modules/vendor-applications/index.js';
import { inventoryRoutes, startAlertDigestJob } from './modules/vendor-inventory/index.js';
import {
  adminCommissionRoutes,
  vendorCustomerRoutes,
  vendorOrderRoutes,
} from './modules/vendor-orders/index.js';
import { registerAudit } from './plugins/audit.js';
import { authPlugin } from './plugins/auth.js';
import { registerCompression } from './plugins/compression.js';
import { boundedHttpOptions, limitConnectionsPerAddress } from './plugins/connection-limits.js';
import { frameworkErrors, registerErrorHandling } from './plugins/errors.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerPrivateResponses } from './plugins/private-responses.js';
import {
  REQUEST_ID_LOG_LABEL,
  registerRequestId,
  requestIdGenerator,
  requestIdMixin,
} from './plugins/request-id.js';
import { loggerOptions, logRequests } from './plugins/request-log.js';
import { registerSecurity } from './plugins/security.js';
import { replySerializerCompiler } from './plugins/serializer.js';
import { uploadsPlugin } from './plugins/uploads.js';
import { validateWithStorableText } from './plugins/validation.js';
import { registerWebApp } from './plugins/web-app.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export type AppDeps = {
  config: AppConfig;
  database: DatabaseHandle;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the configured mail transport (tests). */
  mailTransport?: MailTransport;
  /** The card payment provider; the deterministic test provider by default. */
  payments?: PaymentProvider;
  /** Background work such as mail retries (off in tests). */
  backgroundJobs?: boolean;
};

/**
 * Logger options with the err serializer that keeps SQL and values out of the log, and the mixin
 * that stamps the current request's id on lines logged through the app's logger.
 */
function withSafeErrors(logger: NonNullable<AppDeps['logger']>): AppDeps['logger'] {
  if (typeof logger !== 'object')
    return logger === true ? { serializers: logSerializers, mixin: requestIdMixin } : logger;
  return { ...logger, serializers: { ...logger.serializers, ...logSerializers }, mixin: requestIdMixin };
}

/** Builds the whole HTTP application; main.ts listens with it and tests call inject on it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: withSafeErrors(
      deps.logger ?? loggerOptions({ level: config.logLevel, production: config.isProduction }),
    ),
    logController: new LogController({
      disableRequestLogging: true,
      requestIdLogLabel: REQUEST_ID_LOG_LABEL,
    }),
    genReqId: requestIdGenerator(config.trustProxy),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...boundedHttpOptions(config.http),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  limitConnectionsPerAddress(app.server, {
    max: config.http.maxConnectionsPerAddress,
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validateWithStorableText);
  app.setSerializerCompiler(replySerializerCompiler(config.replySerializer));

  const clock = deps.clock ?? systemClock;
  const transport =
    deps.mailTransport ??
    (config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : devTransport(app.log));
  const mailer = new Mailer(deps.database.db, clock, app.log, transport);
  // Shared state across instances (decision record 0021); without REDIS_URL, all of it stays in memory.
  const redis = config.redisUrl ? connectRedis(config.redisUrl, config.redisPrefix, app.log) : undefined;
  if (redis) {
    app.addHook('onClose', async () => redis.close());
    if (!(await redis.ready(5000))) app.log.warn('Redis not reachable at start-up: starting without it');
  }
  const sessionEnds = new SessionEnds();
  const ctx: AppContext = {
    config,
    db: deps.database.db,
    dbKind: deps.database.kind,
    clock,
    log: app.log,
    limits: createLimiters(clock, redis ? redisStores(redis) : undefined),
    mailer,
    payments: deps.payments ?? testPaymentProvider(() => clock.now()),
    orderBus: new OrderBus(),
    inquiryBus: new InquiryBus(),
    sessions: new SessionCache(
      clock,
      SESSION_CACHE_MS,
      undefined,
      redis ? new SharedVersion(redis, 'sessions') : undefined,
    ),
    sessionEnds,
    streams: new EventStreams(config.eventStreams, sessionEnds, clock, (sessionId) =>
      sessionIsLive(deps.database.db, sessionId, clock.now()),
    ),
    redis,
    catalogVersion: redis ? new SharedVersion(redis, 'catalog') : undefined,
    readiness: new Readiness(),
  };
  ctx.readiness.add({ name: 'database', check: () => ctx.db.execute('select 1') });
  if (redis) ctx.readiness.add({ name: 'redis', check: () => redis.client.ping() });
  if (redis) {
    ctx.orderBus.connect(new RedisRelay(redis, 'orders', app.log, (change) => ctx.orderBus.deliver(change)));
    ctx.inquiryBus.connect(
      new RedisRelay(redis, 'inquiries', app.log, (event) => ctx.inquiryBus.deliver(event)),
    );
    sessionEnds.connect(
      new RedisRelay(redis, 'session-ends', app.log, (ended) => sessionEnds.deliver(ended)),
    );
  }
  app.decorate('ctx', ctx);
  // On shutdown, before the server waits for its connections: each stream ends with a reconnect
  // hint, so the browser reconnects (to another instance) instead of holding the shutdown up.
  app.addHook('preClose', async () => ctx.streams.closeAll());

  registerRequestId(app);
  registerErrorHandling(app);
  logRequests(app);
  await registerMetrics(app, {
    token: config.metricsToken,
    db: deps.database.db,
    poolStats: deps.database.poolStats,
    warn: (error, what) => app.log.warn({ err: error }, `metrics: ${what} not counted`),
  });
  await registerSecurity(app, { production: config.isProduction, redis });
  registerPrivateResponses(app);
  await registerCompression(app);
  await registerOpenApi(app);
  registerAudit(app);
  await app.register(authPlugin);
  await app.register(uploadsPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(emailVerificationRoutes, { findOpenApplication: findOpenApplicationByEmail });
      await api.register(applicationRoutes);
      await api.register(passwordRoutes);
      await api.register(customerRoutes);
      await api.register(vendorAccountRoutes);
      await api.register(overviewRoutes);
      await api.register(adminVendorRoutes);
      await api.register(auditLogRoutes);
      await api.register(settingsRoutes);
      await api.register(orderRoutes);
      await api.register(orderEventRoutes);
      await api.register(adminOrderRoutes);
      await api.register(orderAnalyticsRoutes);
      await api.register(reportRoutes);
      await api.register(vendorOrderRoutes);
      await api.register(vendorCustomerRoutes);
      await api.register(adminCommissionRoutes);
      await api.register(adminLedgerRoutes);
      await api.register(vendorPayoutRoutes);
      await api.register(adminPayoutRoutes);
      await api.register(reconciliationRoutes);
      await api.register(categoryRoutes);
      await api.register(vendorProductRoutes);
      await api.register(bulkRoutes);
      await api.register(inventoryRoutes);
      await api.register(productAnalyticsRoutes);
      await api.register(performanceRoutes);
      await api.register(performanceDashboardRoutes);
      await api.register(customerFinancialRoutes);
      await api.register(storefrontRoutes);
      await api.register(adminProductRoutes);
      await api.register(moderationRoutes);
      await api.register(listingReviewRoutes);
      await api.register(trendsRoutes);
      await api.register(adminDashboardRoutes);
      await api.register(customerInquiryRoutes);
      await api.register(vendorInquiryRoutes);
      await api.register(adminInquiryRoutes);
      await api.register(inquiryFileRoutes);
    },
    { prefix: '/api' },
  );

  if (!config.isProduction) await app.register(devMailboxRoutes);
  if (deps.backgroundJobs) {
    mailer.start(config.outboxPollMs);
    app.addHook('onClose', async () => mailer.stop());
    const analyticsJob = startAnalyticsJob(ctx);
    app.addHook('onClose', async () => analyticsJob.stop());
    const alertJob = startAlertDigestJob(ctx);
    app.addHook('onClose', async () => alertJob.stop());
    const payoutJob = startPayoutScheduler(ctx);
    app.addHook('onClose', async () => payoutJob.stop());
  }

  await app.register(seoRoutes);
  await registerWebApp(app, config.webDistDir, {
    describePage: async ({ path, query }) => {
      const page = await describeStorefrontPage({ ctx, path, query });
      return { status: page.status, head: page.head ? renderHead(page.head) : null };
    },
  });
  return app;
}

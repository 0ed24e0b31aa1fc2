import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database, PoolStats } from '../../db/client.js';
import { outboxBacklog } from '../mail/index.js';
import { ledgerCheck } from '../reconciliation/index.js';

/** The ledger check runs over every paid order: at most once per this many ms per instance. */
const LEDGER_CHECK_EVERY_MS = 300_000;

/** The label of requests no route matched (the not-found handler): one value, whatever the URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Latency buckets in seconds: 5 ms to 10 s. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type MetricsSources = {
  db: Database;
  poolStats: () => PoolStats | null;
  /** Logs a failed scrape-time query (the scrape still answers). */
  warn: (error: unknown, what: string) => void;
};

/**
 * One registry per app (never prom-client's global one, so test apps do not share counts): request
 * counts and latencies by method, route pattern and status; the database pool's use; the outbox
 * backlog, counted at scrape time; and prom-client's process and Node.js metrics.
 */
export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its response, by method, route pattern (never the raw URL) and status code; its _count series is the number of requests',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  const pgliteNote =
    ' (always 0 on the embedded PGlite database, which has one in-process connection and no pool)';
  const poolGauge = (name: string, help: string, pick: (s: PoolStats) => number) =>
    new Gauge({
      name,
      help: help + pgliteNote,
      registers: [registry],
      collect() {
        const stats = sources.poolStats();
        this.set(stats ? pick(stats) : 0);
      },
    });
  poolGauge('db_pool_connections', 'Connections the PostgreSQL pool holds open', (s) => s.total);
  poolGauge('db_pool_idle_connections', 'Open pool connections not in use', (s) => s.idle);
  poolGauge('db_pool_waiting_requests', 'Queries waiting for a pool connection', (s) => s.waiting);
  poolGauge('db_pool_max_connections', 'The most connections the pool may open', (s) => s.max);

  new Gauge({
    name: 'mail_outbox_pending_messages',
    help: 'E-mails in the outbox not yet sent (due now or waiting for a retry), counted at scrape time; NaN when the count failed',
    registers: [registry],
    async collect() {
      try {
        this.set(await outboxBacklog(sources.db));
      } catch (error) {
        sources.warn(error, 'outbox backlog');
        this.set(Number.NaN);
      }
    },
  });

  // The last result is served while a newer one is computed in the background.
  let ledger: { at: number; mismatched: number } | null = null;
  let refreshing: Promise<void> | null = null;
  const refreshLedger = () => {
    refreshing ??= ledgerCheck(sources.db)
      .then((r) => {
        ledger = { at: Date.now(), mismatched: r.mismatched };
      })
      .catch((error) => sources.warn(error, 'ledger check'))
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };
  new Gauge({
    name: 'ledger_order_mismatches',
    help: 'Paid orders whose payments less refunds in the ledger differ from what the order charges (0 when every order reconciles); recomputed at most every 5 minutes; NaN until the first check has run or when it failed',
    registers: [registry],
    async collect() {
      if (!ledger) await refreshLedger();
      else if (Date.now() - ledger.at > LEDGER_CHECK_EVERY_MS) void refreshLedger();
      this.set(ledger ? ledger.mismatched : Number.NaN);
    },
  });

  return {
    registry,
    /**
     * Times every answered request (one histogram observation, under a microsecond; a separate
     * counter would double that and say nothing the histogram's _count does not).
     */
    observeRequests(app: FastifyInstance) {
      app.addHook('onResponse', (request, reply, done) => {
        const labels = {
          method: request.method,
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          status_code: reply.statusCode,
        };
        duration.observe(labels, reply.elapsedTime / 1000);
        done();
      });
    },
  };
}

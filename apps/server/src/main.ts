import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { type DatabaseHandle, openDatabase, openPostgres } from './db/client.js';
import { isLoopbackAddress } from './lib/addresses.js';
import { redactUrl } from './lib/redact-url.js';
import { S3Storage } from './lib/s3-storage.js';
import { ensureGlobalCategories } from './seed/catalog.js';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoData } from './seed/index.js';

/** Waits until the logger's transport (a worker thread outside production) has written what it holds. */
async function flushLog(log: unknown): Promise<void> {
  const logger = log as { flush?: (cb?: (err?: Error) => void) => void };
  if (typeof logger.flush !== 'function') return;
  await new Promise<void>((resolve) => logger.flush!(() => resolve()));
  await new Promise((resolve) => setTimeout(resolve, 50));
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  if (config.s3) {
    const { bucket, endpoint, region } = config.s3;
    try {
      await new S3Storage(config.s3).check();
    } catch (error) {
      fail(`Cannot use the S3 bucket ${bucket} at ${endpoint ?? `AWS ${region}`}: ${reason(error)}`);
    }
  }

  let database: DatabaseHandle;
  try {
    if (config.databaseUrl) {
      // Migrations run without the request timeouts (building an index may take longer).
      const migrator = openPostgres(config.databaseUrl, { max: 1 });
      try {
        await migrator.migrate();
      } finally {
        await migrator.close();
      }
    }
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      connectTimeoutMs: config.dbConnectTimeoutMs,
      statementTimeoutMs: config.dbStatementTimeoutMs,
      max: config.dbPoolMax,
    });
    if (!config.databaseUrl) await database.migrate();
  } catch (error) {
    const where = config.databaseUrl
      ? `PostgreSQL at ${redactUrl(config.databaseUrl, 'the configured URL')}`
      : `embedded database in ${config.dataDir}`;
    fail(`Cannot open the ${where}: ${reason(error)}`);
  }

  const app = await buildApp({ config, database, backgroundJobs: true });
  let seeded = false;
  // The twelve marketplace categories exist on every installation, demo data or not.
  if (!config.seedDemo) await ensureGlobalCategories(app.ctx);
  if (config.seedDemo) {
    // The seed's hundreds of order mails go to the outbox (/dev/mailbox), not one log line each.
    const level = app.log.level;
    app.log.level = 'warn';
    try {
      seeded = await seedDemoData(app.ctx, (step) => console.log(step));
    } finally {
      app.log.level = level;
    }
  }

  let closing = false;
  /**
   * Graceful shutdown (decision 0022): Fastify stops accepting connections (requests arriving on
   * kept-alive ones answer 503), the event streams end with a reconnect hint (their preClose
   * hooks), in-flight requests finish within SHUTDOWN_GRACE_MS (then their connections are cut),
   * the background jobs stop (onClose hooks), the pool closes, and the process exits 0.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
    const hardStop = setTimeout(() => {
      console.error('Shutdown did not finish in time; exiting');
      process.exit(1);
    }, config.shutdownGraceMs + 10_000);
    hardStop.unref();
    const grace = setTimeout(() => {
      app.log.warn('shutdown grace period over: closing the connections still open');
      app.server.closeAllConnections();
    }, config.shutdownGraceMs);
    grace.unref();
    let code = 0;
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'closing the server failed');
      code = 1;
    }
    clearTimeout(grace);
    try {
      await database.close();
    } catch (error) {
      app.log.warn({ err: error }, 'closing the database failed');
    }
    await flushLog(app.log);
    process.exit(code);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    fail(`Cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`);
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const thisMachineOnly = config.host === 'localhost' || isLoopbackAddress(config.host);
  const lines = [
    '',
    `Marketplace running on http://localhost:${port} (database: ${database.kind})`,
    thisMachineOnly
      ? `Listening on ${config.host}:${port}: reachable from this machine only (HOST=0.0.0.0 to expose it)`
      : `Listening on ${config.host}:${port}: reachable from other machines`,
    `API docs: http://localhost:${port}/api/docs`,
    config.s3
      ? `Uploads: S3 bucket ${config.s3.bucket} at ${config.s3.endpoint ?? `AWS ${config.s3.region}`}`
      : `Uploads: ${path.join(config.dataDir, 'uploads')}`,
    config.metricsToken
      ? `Metrics: http://localhost:${port}/metrics (Prometheus, bearer METRICS_TOKEN)`
      : 'Metrics: off (set METRICS_TOKEN to serve /metrics)',
  ];
  if (!config.isProduction) {
    lines.push(`Development mailbox: http://localhost:${port}/dev/mailbox (answers this machine only)`);
  }
  if (config.seedDemo) {
    lines.push(seeded ? 'Demo data seeded. Demo logins:' : 'Demo logins:');
    for (const login of DEMO_LOGINS) {
      lines.push(
        `  ${login.role.padEnd(9)} ${login.email.padEnd(20)} ${DEMO_PASSWORD}   http://localhost:${port}${login.url}`,
      );
    }
  }
  // Last, once the log lines written so far are out: the logins stay on screen.
  await flushLog(app.log);
  console.log(lines.join('\n'));
}

/** The innermost cause of a failure, on one line (drivers wrap connection errors in query errors). */
function reason(error: unknown): string {
  let current = error as Error & { cause?: unknown; code?: string };
  while (current?.cause instanceof Error) current = current.cause as typeof current;
  const text = current?.message || current?.code || String(error);
  return text.replace(/\s+/g, ' ').trim();
}

main().catch((error) => {
  console.error(`Start-up failed: ${(error as Error).stack ?? error}`);
  process.exit(1);
});

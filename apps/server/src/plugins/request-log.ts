import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** A request slower than this is logged whatever its outcome. */
export const SLOW_REQUEST_MS = 1000;

/**
 * The logger: JSON lines in production (for a log collector); readable one-line logs otherwise
 * (pino-pretty, in pino's worker thread). Fastify's own line per request is off: see logRequests.
 */
export function loggerOptions(opts: {
  level: string;
  production: boolean;
}): NonNullable<FastifyServerOptions['logger']> {
  if (opts.production) return { level: opts.level };
  return {
    level: opts.level,
    transport: {
      target: 'pino-pretty',
      options: {
        singleLine: true,
        colorize: process.stdout.isTTY === true,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname',
      },
    },
  };
}

/**
 * One line for a request that failed (4xx at info, 503 at warn, other 5xx at error) or took longer than
 * SLOW_REQUEST_MS (warn); every other request only at debug level. Keeps the start-up banner and
 * real problems readable instead of burying them under a line per asset.
 */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    const line = { method: request.method, url: request.url.split('?')[0], status: reply.statusCode, ms };
    // 503: a service it needs (the database, Redis for readiness) is away; that outage is logged
    // once where it is noticed, so each refused request is a warning, not an error.
    if (reply.statusCode === 503)
      request.log.warn(line, 'request refused: a service it needs is unavailable');
    else if (reply.statusCode >= 500) request.log.error(line, 'request failed');
    else if (ms > SLOW_REQUEST_MS) request.log.warn(line, 'slow request');
    else if (reply.statusCode >= 400) request.log.info(line, 'request refused');
    else request.log.debug(line, 'request');
  });
}

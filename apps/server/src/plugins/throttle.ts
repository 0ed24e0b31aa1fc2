import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import { tooManyRequests } from '../lib/errors.js';

/**
 * The route config of a write a customer or vendor can repeat (decision 0037): at most
 * WRITE_THROTTLE_MAX per account in WRITE_THROTTLE_WINDOW_SECONDS, counted by @fastify/rate-limit
 * in its store (Redis shared by every instance when configured, with this process's memory as
 * fallback; memory alone otherwise, plugins/rate-limit-store.ts). The count runs after the
 * route's own onRequest (authentication), so it is per signed-in account; past it the answer is
 * 429 with Retry-After and a sentence naming what was limited. The route's OpenAPI errors get
 * 429 from `config.rateLimit` (plugins/openapi-operations.ts).
 */
export function accountThrottle(config: AppConfig, what: string): { rateLimit: RateLimitOptions } {
  const { max, windowSeconds } = config.writeThrottle;
  const window = windowSeconds % 60 === 0 ? `${windowSeconds / 60} minutes` : `${windowSeconds} seconds`;
  return {
    rateLimit: {
      max,
      timeWindow: windowSeconds * 1000,
      keyGenerator: (request: FastifyRequest) => `${what}:${request.auth?.userId ?? request.ip}`,
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return tooManyRequests(
          `Too many ${what}: at most ${max} every ${window}. Please try again in ${seconds} seconds.`,
          seconds,
        );
      },
    },
  };
}

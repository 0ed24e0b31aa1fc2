import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { RedisLink } from '../lib/redis.js';
import { redisRateLimitStore } from './rate-limit-store.js';

/**
 * Security headers with a content security policy the web app passes; opt-in per-route rate limits,
 * counted in Redis across instances when it is configured.
 */
export async function registerSecurity(
  app: FastifyInstance,
  opts: { production: boolean; redis?: RedisLink },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and the chart library set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(opts.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Product images are also shown by other origins' link previews.
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: opts.production,
  });
  await app.register(rateLimit, {
    global: false,
    ...(opts.redis ? { store: redisRateLimitStore(opts.redis) } : {}),
  });
}

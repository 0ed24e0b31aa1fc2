import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
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
  // Built once: @fastify/helmet builds helmet's middleware again on every request (parsing the
  // policy each time), which was 3 % of the server's CPU on a storefront list.
  const setSecurityHeaders = helmet({
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
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  await app.register(rateLimit, {
    global: false,
    ...(opts.redis ? { store: redisRateLimitStore(opts.redis) } : {}),
  });
}

import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createMetrics, type MetricsSources } from './registry.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the Authorization header is `Bearer <token>`; compared in constant time. */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer ([^\s]+)$/i.exec(header ?? '');
  return match ? timingSafeEqual(digest(match[1]!), expected) : false;
}

/**
 * `GET /metrics`, Prometheus text format, for a scraper holding METRICS_TOKEN (decision 0023).
 * Without a token configured the route answers 404 and no request is measured (no hook at all);
 * a missing or wrong bearer token answers 401. Outside the OpenAPI document (plain text for a
 * scraper, like the sitemap), so it is hidden.
 */
export async function registerMetrics(
  app: FastifyInstance,
  opts: { token: string | undefined } & MetricsSources,
): Promise<void> {
  const { token } = opts;
  if (!token) {
    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) =>
      reply.status(404).send({ success: false, message: 'Not found', code: 'NOT_FOUND' }),
    );
    return;
  }
  const metrics = createMetrics(opts);
  metrics.observeRequests(app);
  const expected = digest(token);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ success: false, message: 'A valid metrics token is required', code: 'UNAUTHORIZED' });
    }
    const body = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(body);
  });
}

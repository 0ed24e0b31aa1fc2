import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers the same public catalogue data to everyone (storefront lists, product
     * pages, shops, categories): its replies may be cached unless the request was signed in.
     */
    publicCache?: boolean;
  }
}

/**
 * `Cache-Control: no-store` on every API reply that may carry personal data (decision 0034): every
 * reply to a signed-in request (a valid session was read), and every `/api` reply of a route not
 * marked `publicCache` (sign-in, registration, guest orders and tracking, health...), errors
 * included. Public catalogue routes answered to a guest, uploads, the web app and the crawler files
 * keep their own caching.
 */
export function registerPrivateResponses(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isPrivate(request) && !String(reply.getHeader('cache-control') ?? '').includes('no-store'))
      setNoStore(reply);
    return payload;
  });
}

function isPrivate(request: FastifyRequest): boolean {
  if (request.auth) return true;
  const url = request.routeOptions.url;
  if (url === undefined) return request.url.startsWith('/api/');
  return url.startsWith('/api/') && request.routeOptions.config.publicCache !== true;
}

function setNoStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

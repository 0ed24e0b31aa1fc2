import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import type { TrustProxy } from '../config.js';

/** The response header that carries the request id, and the one a trusted proxy may send. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** The log field of the id (Fastify's label for it). */
export const REQUEST_ID_LOG_LABEL = 'reqId';

/** An incoming id is kept only if it is short and plain: letters, digits and `.`, `_`, `:`, `-`. */
const INCOMING_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: a new random UUID for each request, or the proxy's `X-Request-Id` when the
 * connection comes from a proxy listed in TRUST_PROXY (decision 0007) and the value is a plain
 * short token. Anyone else's header is ignored, so a client cannot plant an id of its choosing in
 * the logs (or one that collides with another request's).
 */
export function requestIdGenerator(trustProxy: TrustProxy): (req: IncomingMessage) => string {
  const trusted = trustProxy === false ? null : proxyAddr.compile(trustProxy);
  return (req) => {
    if (trusted) {
      const incoming = req.headers[REQUEST_ID_HEADER];
      const peer = req.socket?.remoteAddress;
      if (typeof incoming === 'string' && peer && trusted(peer, 0) && INCOMING_ID.test(incoming))
        return incoming;
    }
    return randomUUID();
  };
}

type RequestScope = { id: string };
const scope = new AsyncLocalStorage<RequestScope>();

/**
 * A pino mixin that adds the current request's id to lines logged through the app's own logger
 * (`ctx.log` in a use case) while that request is being handled. Lines of `request.log` already
 * carry it as a binding and get nothing more.
 */
export function requestIdMixin(_merge: object, _level: number, logger?: unknown): object {
  const current = scope.getStore();
  if (!current) return {};
  const bindings = (logger as Record<symbol, string> | undefined)?.[pino.symbols.chindingsSym];
  if (bindings?.includes(`"${REQUEST_ID_LOG_LABEL}":`)) return {};
  return { [REQUEST_ID_LOG_LABEL]: current.id };
}

/**
 * Sends the id back in `X-Request-Id` on every response (set first, so errors and 404s carry it
 * too) and opens the request's scope for `requestIdMixin`. The scope is entered again before the
 * handler because body parsing can leave the hook's async context.
 */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    scope.run({ id: request.id }, done);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    if (scope.getStore()?.id === request.id) done();
    else scope.run({ id: request.id }, done);
  });
}

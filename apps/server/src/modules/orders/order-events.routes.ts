import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endWithRetryHint } from '../../lib/event-stream.js';
import { loadOrderFor, viewerOf } from './order-access.js';
import { emailQuery, orderIdParam } from './orders.schemas.js';

/** GET /orders/:id/events: server-sent events, one `status` event per change of the order. */
export const orderEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const open = new Set<() => void>();
  // Ends open streams so a graceful shutdown does not wait for clients to leave.
  // On shutdown, before the server waits for its connections: each stream ends with a reconnect
  // hint, so the browser reconnects (to another instance) instead of holding the shutdown up.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get(
    '/orders/:id/events',
    {
      onRequest: app.optionalAuth,
      schema: {
        tags: ['orders'],
        operationId: 'streamOrderEvents',
        summary: 'Live status changes (text/event-stream)',
        params: orderIdParam,
        querystring: emailQuery,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const agg = await loadOrderFor({
        ctx,
        orderId: request.params.id,
        viewer: viewerOf(request.auth, request.query.email),
        vendors: true,
      });
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (event: string, data: unknown) =>
        raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      send('ready', { orderId: agg.order.id, status: agg.order.unifiedStatus });
      const unsubscribe = ctx.orderBus.subscribe(agg.order.id, (change) => send('status', change));
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), 25_000);
      heartbeat.unref();
      const close = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
      };
      const end = () => {
        close();
        endWithRetryHint(raw);
      };
      open.add(end);
      request.raw.on('close', close);
    },
  );
};

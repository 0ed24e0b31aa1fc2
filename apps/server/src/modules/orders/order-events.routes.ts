import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { streamOwner } from '../../lib/event-stream.js';
import { loadOrderFor, viewerOf } from './order-access.js';
import { emailQuery, orderIdParam } from './orders.schemas.js';

/** GET /orders/:id/events: server-sent events, one `status` event per change of the order. */
export const orderEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

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
      ctx.streams.start({
        request: request.raw,
        response: reply.raw,
        headers: reply.getHeaders(),
        owner: streamOwner(request),
        ready: { event: 'ready', data: { orderId: agg.order.id, status: agg.order.unifiedStatus } },
        subscribe: (send) => ctx.orderBus.subscribe(agg.order.id, (change) => send('status', change)),
      });
    },
  );
};

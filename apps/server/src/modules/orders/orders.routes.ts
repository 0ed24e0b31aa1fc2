import { cancelBody, cancelItemsBody, orderSchema, quoteSchema } from '@market/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/errors.js';
import { paginationQuery } from '../../lib/http.js';
import type { AuthInfo } from '../../plugins/auth.js';
import { readMultipart } from '../../plugins/uploads.js';
import { cancelOrder, cancelOrderItems, cancelOrderPart } from './cancel.service.js';
import { placeOrder, quoteOrder } from './checkout.service.js';
import { loadOrderFor, vendorSlice, viewerOf } from './order-access.js';
import { type OrderAggregate, toOrderDto, toSplitDetails } from './order-dto.js';
import { listMyOrders } from './order-lists.service.js';
import {
  cancelReply,
  emailQuery,
  orderIdParam,
  orderListReply,
  orderReply,
  quoteReply,
  splitReply,
  trackReply,
} from './orders.schemas.js';
import { placeOrderWithReceipt, RECEIPT_FORM } from './receipt.service.js';
import { trackOrder } from './track.service.js';

const tags = ['orders'];

/** Customers and guests buy; a vendor or admin session is refused. */
function buyerId(auth: AuthInfo | null): string | null {
  if (auth && auth.role !== 'customer')
    throw forbidden('Please use a customer account or check out as a guest', 'WRONG_ROLE');
  return auth?.userId ?? null;
}

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const systemViewer = { role: 'admin' as const, userId: null, vendorId: null, email: null };

  /** 201 with the new order, or 200 for a replayed Idempotency-Key. */
  const placedReply = async (
    reply: FastifyReply,
    placed: { orderId: string; replayed: boolean; placed?: OrderAggregate },
  ) => {
    const agg = placed.placed ?? (await loadOrderFor({ ctx, orderId: placed.orderId, viewer: systemViewer }));
    if (placed.replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(placed.replayed ? 200 : 201).send({
      success: true as const,
      data: { order: toOrderDto(agg) },
      message: 'Order placed successfully',
    });
  };

  app.post(
    '/orders/quote',
    {
      schema: {
        tags,
        operationId: 'quoteOrder',
        errors: [409],
        summary: 'Price a cart: per seller subtotal and shipping, tax, total',
        body: quoteSchema,
        response: { 200: quoteReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: await quoteOrder({ ctx, items: request.body.items, deliverySpeed: request.body.deliverySpeed }),
    }),
  );

  app.post(
    '/orders',
    {
      onRequest: app.optionalAuth,
      schema: {
        tags,
        operationId: 'placeOrder',
        errors: [402, 403, 409],
        summary: 'Place an order (guests too); honours Idempotency-Key',
        body: orderSchema,
        headers: z.object({ 'idempotency-key': z.string().trim().min(8).max(200).optional() }).loose(),
        response: { 200: orderReply, 201: orderReply },
      },
    },
    async (request, reply) => {
      const placed = await placeOrder({
        ctx,
        order: request.body,
        customerId: buyerId(request.auth),
        idempotencyKey: request.headers['idempotency-key'],
      });
      return placedReply(reply, placed);
    },
  );

  app.post(
    '/orders/with-receipt',
    {
      onRequest: app.optionalAuth,
      schema: {
        tags,
        operationId: 'placeOrderWithReceipt',
        errors: [403, 409],
        summary: 'Place a bank-transfer order: multipart `order` (JSON) and `receipt` (image)',
        form: {
          properties: {
            order: { type: 'string', description: 'The order as JSON (the body of POST /api/orders)' },
            receipt: { type: 'string', format: 'binary', description: 'JPEG, PNG, GIF or WEBP' },
          },
          required: ['order', 'receipt'],
        },
        headers: z.object({ 'idempotency-key': z.string().trim().min(8).max(200).optional() }).loose(),
        response: { 200: orderReply, 201: orderReply },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, RECEIPT_FORM);
      const placed = await placeOrderWithReceipt({
        ctx,
        order: form.fields.order,
        receipt: form.files.receipt[0],
        customerId: buyerId(request.auth),
        idempotencyKey: request.headers['idempotency-key'],
      });
      return placedReply(reply, placed);
    },
  );

  // The confirmation page and the details modal read the same order with the same access rule.
  const orderReads = [
    [
      'getOrderConfirmation',
      '/orders/confirmation/:id',
      'The order just placed (owner, or a guest with ?email=)',
    ],
    ['getOrderDetails', '/orders/:id/details', 'Order details (owner, admin, or a guest with ?email=)'],
  ] as const;
  for (const [operationId, url, summary] of orderReads) {
    app.get(
      url,
      {
        onRequest: app.optionalAuth,
        schema: {
          operationId,
          tags,
          summary,
          errors: [403],
          params: orderIdParam,
          querystring: emailQuery,
          response: { 200: orderReply },
        },
      },
      async (request) => {
        const agg = await loadOrderFor({
          ctx,
          orderId: request.params.id,
          viewer: viewerOf(request.auth, request.query.email),
        });
        return { success: true as const, data: { order: toOrderDto(agg) } };
      },
    );
  }

  app.get(
    '/orders/user/my-orders',
    {
      onRequest: app.requireRole('customer'),
      schema: {
        tags,
        operationId: 'listMyOrders',
        summary: "The signed-in customer's orders",
        querystring: paginationQuery(10, 50),
        response: { 200: orderListReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listMyOrders({ ctx, customerId: request.auth!.userId, ...request.query }),
    }),
  );

  app.get(
    '/orders/:id/split-details',
    {
      onRequest: app.optionalAuth,
      schema: {
        tags,
        operationId: 'getOrderSplitDetails',
        errors: [403],
        summary: 'The parts of an order and the overall status (rule set B)',
        params: orderIdParam,
        querystring: emailQuery,
        response: { 200: splitReply },
      },
    },
    async (request) => {
      const viewer = viewerOf(request.auth, request.query.email);
      const agg = await loadOrderFor({ ctx, orderId: request.params.id, viewer, vendors: true });
      // A vendor sees its own part of the order only.
      const visible = viewer.role === 'vendor' ? vendorSlice(agg, viewer.vendorId!) : agg;
      return { success: true as const, data: toSplitDetails(visible) };
    },
  );

  app.get(
    '/orders/track/:orderNumber',
    {
      schema: {
        tags,
        operationId: 'trackOrder',
        summary: 'Public tracking by order number (no personal data)',
        params: z.object({ orderNumber: z.string().trim().min(3).max(40) }),
        response: { 200: trackReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: await trackOrder({ ctx, orderNumber: request.params.orderNumber }),
    }),
  );

  app.get(
    '/orders/:id',
    {
      onRequest: app.requireRole(['customer', 'admin', 'vendor']),
      schema: {
        tags,
        operationId: 'getOrder',
        summary: 'One order (owner or admin)',
        params: orderIdParam,
        response: { 200: orderReply },
      },
    },
    async (request) => {
      const agg = await loadOrderFor({ ctx, orderId: request.params.id, viewer: viewerOf(request.auth) });
      return { success: true as const, data: { order: toOrderDto(agg) } };
    },
  );

  const cancelled = async (orderId: string, message: string) => {
    const agg = await loadOrderFor({
      ctx,
      orderId,
      viewer: systemViewer,
    });
    return { success: true as const, data: { order: toOrderDto(agg) }, message };
  };

  app.post(
    '/orders/user/cancel/:id',
    {
      onRequest: app.optionalAuth,
      schema: {
        tags,
        operationId: 'cancelOrder',
        errors: [403, 409],
        summary: 'Cancel the whole order (every part still cancellable)',
        params: orderIdParam,
        body: cancelBody,
        response: { 200: cancelReply },
      },
    },
    async (request) => {
      const r = await cancelOrder({
        ctx,
        orderId: request.params.id,
        viewer: viewerOf(request.auth, request.body.email),
        reason: request.body.reason,
      });
      return cancelled(r.orderId, r.message);
    },
  );

  for (const type of ['admin', 'vendor'] as const) {
    app.post(
      `/orders/user/cancel-${type}-part/:partId`,
      {
        onRequest: app.optionalAuth,
        schema: {
          tags,
          operationId: type === 'admin' ? 'cancelAdminOrderPart' : 'cancelVendorOrderPart',
          errors: [403, 409],
          summary: `Cancel the ${type === 'admin' ? "marketplace's" : "a vendor's"} part of an order`,
          params: z.object({ partId: z.uuid({ error: 'Order part not found' }) }),
          body: cancelBody,
          response: { 200: cancelReply },
        },
      },
      async (request) => {
        const r = await cancelOrderPart({
          ctx,
          partId: request.params.partId,
          type,
          viewer: viewerOf(request.auth, request.body.email),
          reason: request.body.reason,
        });
        return cancelled(r.orderId, r.message);
      },
    );
  }

  app.post(
    '/orders/user/cancel-items/:orderId',
    {
      onRequest: app.requireRole('customer'),
      schema: {
        tags,
        operationId: 'cancelOrderItems',
        errors: [409],
        summary: 'Cancel chosen items (customers, parts not yet forwarded)',
        params: z.object({ orderId: z.uuid({ error: 'Order not found' }) }),
        body: cancelItemsBody,
        response: { 200: cancelReply },
      },
    },
    async (request) => {
      const r = await cancelOrderItems({
        ctx,
        orderId: request.params.orderId,
        itemIds: request.body.itemsToCancel,
        viewer: viewerOf(request.auth),
        reason: request.body.reason,
      });
      return cancelled(r.orderId, r.message);
    },
  );
};

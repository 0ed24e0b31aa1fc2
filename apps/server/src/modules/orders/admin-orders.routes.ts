import {
  ORDER_TEXT_LIMITS,
  partStatusChangeBody,
  partStatusChangedMessage,
  SEARCH_MAX_LENGTH,
} from '@market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageOnly, paginationQuery } from '../../lib/http.js';
import {
  changeAdminPartStatus,
  changeVendorPartAsAdmin,
  forwardOrder,
  getAdminOrder,
} from './admin-orders.service.js';
import { loadOrderFor } from './order-access.js';
import { splitDetailsDto, toOrderDto } from './order-dto.js';
import { listAllOrders } from './order-lists.service.js';
import { orderIdParam, orderListReply, orderReply } from './orders.schemas.js';

const tags = ['admin'];
const partParams = orderIdParam.extend({ partId: z.uuid({ error: 'Order part not found' }) });
const adminViewer = { role: 'admin' as const, userId: null, vendorId: null, email: null };

export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const admin = app.requireRole('admin');

  app.get(
    '/admin/orders',
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: 'listAllOrders',
        summary: 'Every order: filter by status and type, search number, customer or e-mail',
        querystring: paginationQuery(20, 100).extend({
          status: z.enum(['placed', 'processing', 'shipped', 'delivered', 'cancelled']).optional(),
          orderType: z.enum(['admin_only', 'vendor_only', 'mixed']).optional(),
          search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
        }),
        response: { 200: orderListReply },
      },
    },
    async (request) => ({ success: true as const, data: await listAllOrders({ ctx, ...request.query }) }),
  );

  app.get(
    '/admin/orders/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: 'getAdminOrder',
        summary: 'One order with every part and its history',
        params: orderIdParam,
        response: {
          200: envelope(
            splitDetailsDto.extend({
              autoForwardOrders: z.boolean(),
              history: z.array(
                z.object({
                  _id: z.string(),
                  partId: z.string().nullable(),
                  fromStatus: z.string().nullable(),
                  toStatus: z.string(),
                  actorType: z.string(),
                  actorName: z.string().nullable(),
                  /** Moved by an admin through the vendor's portal: actorName reads "Admin <name> as <shop>". */
                  impersonated: z.boolean(),
                  reason: z.string().nullable(),
                  details: z.record(z.string(), z.unknown()).nullable(),
                  createdAt: z.string(),
                }),
              ),
            }),
          ),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getAdminOrder({ ctx, orderId: request.params.id }),
    }),
  );

  app.put(
    '/orders/:id/status',
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: 'changeAdminPartStatus',
        errors: [409],
        summary:
          "Change the status of the marketplace's own part (shipping needs a tracking number and a carrier)",
        params: orderIdParam,
        body: partStatusChangeBody,
        response: { 200: orderReply },
      },
    },
    async (request) => {
      await changeAdminPartStatus({
        ctx,
        orderId: request.params.id,
        adminId: request.auth!.userId,
        ...request.body,
      });
      const agg = await loadOrderFor({ ctx, orderId: request.params.id, viewer: adminViewer });
      return {
        success: true as const,
        data: { order: toOrderDto(agg) },
        message: partStatusChangedMessage(request.body.status),
      };
    },
  );

  app.put(
    '/admin/orders/:id/parts/:partId/status',
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: 'changeVendorPartAsAdmin',
        errors: [404, 409],
        summary:
          "Move a vendor's part for the marketplace, one step at a time (shipping needs a tracking number and a carrier; audited)",
        params: partParams,
        body: partStatusChangeBody,
        response: { 200: orderReply },
      },
    },
    async (request) => {
      await changeVendorPartAsAdmin({
        ctx,
        orderId: request.params.id,
        partId: request.params.partId,
        adminId: request.auth!.userId,
        ...request.body,
      });
      const agg = await loadOrderFor({ ctx, orderId: request.params.id, viewer: adminViewer });
      return {
        success: true as const,
        data: { order: toOrderDto(agg) },
        message: `Vendor part status updated to ${request.body.status}`,
      };
    },
  );

  app.post(
    '/admin/orders/:id/forward',
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: 'forwardOrder',
        errors: [409],
        summary: 'Forward the vendor parts not forwarded yet (when auto-forwarding is off)',
        params: orderIdParam,
        body: z.strictObject({ notes: z.string().trim().max(ORDER_TEXT_LIMITS.notesMaxChars).optional() }),
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      const n = await forwardOrder({
        ctx,
        orderId: request.params.id,
        adminId: request.auth!.userId,
        notes: request.body.notes,
      });
      return { success: true as const, message: `Forwarded ${n} vendor ${n === 1 ? 'part' : 'parts'}` };
    },
  );
};

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
import { confirmBankTransfer, recordRefundSent } from './payment-desk.service.js';

const tags = ['admin'];
const partParams = orderIdParam.extend({ partId: z.uuid({ error: 'Order part not found' }) });
const adminViewer = { role: 'admin' as const, userId: null, vendorId: null, email: null };
const refundParams = orderIdParam.extend({ refundId: z.uuid({ error: 'Refund not found' }) });
/** A bank's reference for a transfer: what the admin reads off the statement. */
const bankReference = z
  .string()
  .trim()
  .min(1, { error: 'Please enter the bank reference of the transfer' })
  .max(100, { error: 'The bank reference can be at most 100 characters' });

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

  const orderAfter = async (orderId: string, message: string) => {
    const agg = await loadOrderFor({ ctx, orderId, viewer: adminViewer });
    return { success: true as const, data: { order: toOrderDto(agg) }, message };
  };

  app.post(
    '/admin/orders/:id/payment/confirm',
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: 'confirmBankTransfer',
        errors: [404, 409],
        summary:
          'Confirm that a bank transfer arrived: the order is paid, posted to the ledger, and what was cancelled before is owed back (audited)',
        params: orderIdParam,
        body: z.strictObject({ reference: bankReference.optional() }),
        response: { 200: orderReply },
      },
    },
    async (request) => {
      await confirmBankTransfer({
        ctx,
        orderId: request.params.id,
        adminId: request.auth!.userId,
        reference: request.body.reference ?? null,
      });
      return orderAfter(request.params.id, 'Bank transfer confirmed');
    },
  );

  app.post(
    '/admin/orders/:id/refunds/:refundId/sent',
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: 'recordRefundSent',
        errors: [404, 409],
        summary:
          'Record that a refund owed by bank transfer was sent, with the bank reference; the customer is e-mailed (audited)',
        params: refundParams,
        body: z.strictObject({ reference: bankReference }),
        response: { 200: orderReply },
      },
    },
    async (request) => {
      await recordRefundSent({
        ctx,
        orderId: request.params.id,
        refundId: request.params.refundId,
        adminId: request.auth!.userId,
        reference: request.body.reference,
      });
      return orderAfter(request.params.id, 'Refund recorded as sent');
    },
  );
};

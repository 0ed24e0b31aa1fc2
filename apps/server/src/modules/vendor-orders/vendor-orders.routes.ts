import {
  CARRIERS,
  ORDER_TEXT_LIMITS,
  PART_STATUSES,
  partStatusChangeBody,
  partStatusChangedMessage,
  requireShipment,
  SEARCH_MAX_LENGTH,
} from '@market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamOf, paginationQuery, paginationSchema } from '../../lib/http.js';
import { commissionSummarySchema, monthlyCommissionsSchema } from './commissions.schemas.js';
import { getCommissionSummary, getMonthlyCommissions } from './commissions.service.js';
import { exportVendorOrdersCsv } from './export.service.js';
import { VENDOR_STATUS_FILTERS } from './status-filters.js';
import { vendorOrderDto } from './vendor-order-dto.js';
import {
  changeVendorOrderStatus,
  getVendorOrder,
  listVendorOrders,
  updateTracking,
} from './vendor-orders.service.js';

/** A malformed id answers 404 with this message (plugins/errors.ts). */
const orderIdParam = idParamOf('Order not found');

const tags = ['vendor orders'];
const notes = z.string().trim().max(ORDER_TEXT_LIMITS.notesMaxChars).optional();

const listQuery = paginationQuery(10, 100).extend({
  status: z
    .enum([...VENDOR_STATUS_FILTERS, 'all', ''])
    .optional()
    .transform((s) => (s === 'all' || s === '' ? undefined : s)),
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  summary: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  _t: z.string().max(40).optional(),
});

const orderReply = envelope(z.object({ order: vendorOrderDto }));

export const vendorOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const vendor = app.requireRole('vendor');
  type Authed = { auth: { vendorId: string | null; userId: string } | null };
  type Change = Omit<Parameters<typeof changeVendorOrderStatus>[0], 'ctx' | 'vendorId' | 'userId' | 'partId'>;
  // Every status call answers with the order as it now stands, read after the transaction.
  const changeThenRead = async (request: Authed & { params: { id: string } }, change: Change) => {
    const vendorId = request.auth!.vendorId!;
    const partId = request.params.id;
    await changeVendorOrderStatus({ ctx, vendorId, userId: request.auth!.userId, partId, ...change });
    return getVendorOrder({ ctx, vendorId, partId });
  };
  const who = (request: Authed) => ({ vendorId: request.auth!.vendorId!, userId: request.auth!.userId });

  app.get(
    '/vendors/orders',
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'listVendorOrders',
        summary: "The vendor's orders (its parts of customer orders), with status counts",
        querystring: listQuery,
        response: {
          200: envelope(
            z.object({
              orders: z.array(vendorOrderDto),
              pagination: paginationSchema.extend({ totalOrders: z.number() }),
              summary: z
                .object({ counts: z.record(z.string(), z.number()), totalCommission: z.number() })
                .optional(),
            }),
          ),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { summary, ...q } = request.query;
      return {
        success: true as const,
        data: await listVendorOrders({ ctx, ...who(request), ...q, withSummary: summary }),
      };
    },
  );

  app.get(
    '/vendors/orders/export',
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'exportVendorOrders',
        summary: 'Every matching order as CSV (vendor_orders_<date>.csv)',
        querystring: listQuery
          .omit({ page: true, limit: true })
          .extend({ format: z.literal('csv').default('csv') }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const date = ctx.clock.now().toISOString().slice(0, 10);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="vendor_orders_${date}.csv"`)
        .header('cache-control', 'no-store');
      return reply.send(
        exportVendorOrdersCsv({
          ctx,
          ...who(request),
          status: request.query.status,
          search: request.query.search,
        }),
      );
    },
  );

  app.get(
    '/vendors/orders/commissions',
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'getVendorCommissionSummary',
        summary: 'Commission summary for a period',
        querystring: z.object({ period: z.enum(['month', '90days', 'year']).default('month') }),
        response: {
          200: envelope(z.object({ summary: commissionSummarySchema })),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        summary: await getCommissionSummary({
          ctx,
          vendorId: request.auth!.vendorId!,
          period: request.query.period,
        }),
      },
    }),
  );

  app.get(
    '/vendors/orders/commissions/monthly',
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'listMonthlyCommissions',
        summary: 'Monthly commission records of a year (12 per page)',
        querystring: z.object({
          year: z.coerce.number().int().min(2000).max(2100).optional(),
          page: z.coerce.number().int().min(1).default(1),
          limit: z.coerce.number().int().min(1).max(24).default(12),
        }),
        response: { 200: envelope(monthlyCommissionsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getMonthlyCommissions({
        ctx,
        vendorId: request.auth!.vendorId!,
        year: request.query.year,
        page: request.query.page,
        limit: request.query.limit,
      }),
    }),
  );

  app.get(
    '/vendors/orders/:id',
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'getVendorOrder',
        summary: 'One vendor order',
        params: orderIdParam,
        response: { 200: orderReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        order: await getVendorOrder({ ctx, vendorId: request.auth!.vendorId!, partId: request.params.id }),
      },
    }),
  );

  app.put(
    '/status/:id/vendor-status',
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'setVendorOrderStatus',
        errors: [409],
        summary: 'Status select of the simple order table (shipping needs a tracking number and a carrier)',
        params: orderIdParam,
        body: partStatusChangeBody,
        response: { 200: orderReply },
      },
    },
    async (request) => {
      const b = request.body;
      const order = await changeThenRead(request, {
        to: b.status,
        reason: b.reason,
        tracking: b.trackingNumber
          ? { trackingNumber: b.trackingNumber, carrier: b.carrier ?? null }
          : undefined,
      });
      return {
        success: true as const,
        data: { order },
        message: partStatusChangedMessage(request.body.status),
      };
    },
  );

  app.put(
    '/vendors/orders/vendor-orders/:id/action',
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'cancelVendorOrder',
        errors: [409],
        summary: 'Cancel a vendor order (card screen)',
        params: orderIdParam,
        body: z.strictObject({
          action: z.literal('cancel', { error: 'action must be cancel' }),
          notes: z.string().trim().min(1, 'Please give a reason').max(ORDER_TEXT_LIMITS.notesMaxChars),
        }),
        response: { 200: orderReply },
      },
    },
    async (request) => {
      const order = await changeThenRead(request, {
        to: 'cancelled',
        reason: request.body.notes,
        notes: request.body.notes,
      });
      return { success: true as const, data: { order }, message: 'Order cancelled successfully' };
    },
  );

  app.put(
    '/vendors/orders/:id/respond',
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'respondToVendorOrder',
        errors: [409],
        summary: 'Accept or reject a forwarded order',
        params: orderIdParam,
        body: z.strictObject({
          action: z.enum(['accept', 'reject'], { error: 'action must be accept or reject' }),
          notes,
        }),
        response: { 200: orderReply },
      },
    },
    async (request) => {
      const accept = request.body.action === 'accept';
      const order = await changeThenRead(request, {
        to: accept ? 'accepted' : 'rejected',
        reason: request.body.notes,
        notes: request.body.notes,
      });
      return {
        success: true as const,
        data: { order },
        message: `Order ${accept ? 'accepted' : 'rejected'} successfully!`,
      };
    },
  );

  app.put(
    '/vendors/orders/:id/status',
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'updateVendorOrderStatus',
        errors: [409],
        summary: 'Update the status (forwarded orders and the detail page), with tracking',
        params: orderIdParam,
        body: z
          .strictObject({
            status: z.enum(PART_STATUSES),
            trackingInfo: z.string().trim().max(ORDER_TEXT_LIMITS.trackingInfoMaxChars).optional(),
            carrier: z.enum(CARRIERS).optional(),
            notes,
          })
          .superRefine(requireShipment('trackingInfo')),
        response: { 200: orderReply },
      },
    },
    async (request) => {
      const b = request.body;
      const order = await changeThenRead(request, {
        to: b.status,
        notes: b.notes,
        tracking: b.trackingInfo ? { trackingNumber: b.trackingInfo, carrier: b.carrier ?? null } : undefined,
      });
      return { success: true as const, data: { order }, message: partStatusChangedMessage(b.status) };
    },
  );

  app.put(
    '/vendors/orders/:id/tracking',
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'updateVendorOrderTracking',
        errors: [409],
        summary: 'Set the tracking number and carrier (shipped or delivered orders)',
        params: orderIdParam,
        body: z.strictObject({
          trackingNumber: z
            .string({ error: 'Tracking number is required' })
            .trim()
            .min(1, 'Tracking number is required')
            .max(ORDER_TEXT_LIMITS.trackingNumberMaxChars),
          carrier: z.enum(CARRIERS, { error: 'Carrier must be FedEx, UPS, USPS, DHL or Other' }),
          notes,
        }),
        response: { 200: orderReply },
      },
    },
    async (request) => {
      const order = await updateTracking({
        ctx,
        ...who(request),
        partId: request.params.id,
        ...request.body,
      });
      return {
        success: true as const,
        data: { order },
        message: 'Tracking information updated successfully',
      };
    },
  );
};

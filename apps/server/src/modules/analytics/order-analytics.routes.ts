import { FULFILLMENT_RATE_DEFINITION } from '@market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../lib/http.js';
import {
  orderAnalyticsDto,
  orderAnalyticsExportQuery,
  orderAnalyticsQuery,
} from './order-analytics.schemas.js';
import { getOrderAnalytics } from './order-analytics.service.js';
import { exportOrderAnalyticsCsv } from './order-analytics-export.service.js';

const tags = ['analytics'];

/**
 * Order Analytics (spec 001) for the signed-in vendor (or an admin impersonating it). Static
 * paths: find-my-way prefers them to the parametric `/vendors/orders/:id` whatever the order.
 */
export const orderAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const vendor = app.requireRole('vendor');

  app.get(
    '/vendors/orders/analytics',
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'getVendorOrderAnalytics',
        summary:
          'Order analytics: KPIs with change, trends, status mix, top products, customers, performance',
        description: `Figures count the vendor's orders placed in the period (daily rollups, marketplace time zone). Fulfillment rate: ${FULFILLMENT_RATE_DEFINITION} A null figure is 'N/A'; \`reasons\` says why.`,
        querystring: orderAnalyticsQuery,
        errors: [],
        response: { 200: envelope(orderAnalyticsDto) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { includeMetrics, ...query } = request.query;
      return {
        success: true as const,
        data: await getOrderAnalytics({ ctx, vendorId: request.auth!.vendorId!, query, includeMetrics }),
      };
    },
  );

  app.get(
    '/vendors/orders/analytics/export',
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'exportVendorOrderAnalytics',
        summary: "The Order Analytics screen's figures as CSV (order-analytics-<date>.csv)",
        querystring: orderAnalyticsExportQuery,
        errors: [],
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { csv, day } = await exportOrderAnalyticsCsv({
        ctx,
        vendorId: request.auth!.vendorId!,
        query: request.query,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="order-analytics-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};

import { productPerformanceQuerySchema, salesPerformanceQuerySchema } from '@market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../lib/http.js';
import { productPerformanceDto, salesPerformanceDto } from './performance.schemas.js';
import { listProductPerformance } from './product-performance.service.js';
import { getSalesPerformance } from './sales-performance.service.js';

const tags = ['analytics'];

/** The vendor's Sales Performance and Product Performance analytics (issue 12). */
export const performanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/vendors/analytics/sales',
    {
      onRequest: app.requireRole('vendor'),
      schema: {
        tags,
        operationId: 'getVendorSalesPerformance',
        summary:
          'Sales Performance: revenue, orders, units and average order by day/week/month, category, weekday and hour',
        querystring: salesPerformanceQuerySchema,
        response: { 200: envelope(salesPerformanceDto) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getSalesPerformance({ ctx, vendorId: request.auth!.vendorId!, query: request.query }),
    }),
  );

  app.get(
    '/vendors/analytics/products',
    {
      onRequest: app.requireRole('vendor'),
      schema: {
        tags,
        operationId: 'listVendorProductPerformance',
        summary: 'Product Performance: every product with views, units, revenue, conversion, stock and trend',
        querystring: productPerformanceQuerySchema,
        response: { 200: envelope(productPerformanceDto) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listProductPerformance({ ctx, vendorId: request.auth!.vendorId!, query: request.query }),
    }),
  );
};

import { PRODUCT_ANALYTICS_MESSAGES, productAnalyticsQuerySchema } from '@market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamOf } from '../../lib/http.js';
import { getProductAnalytics } from './product-analytics.service.js';

/** A malformed id answers 404 with this message (plugins/errors.ts). */
const productIdParam = idParamOf(PRODUCT_ANALYTICS_MESSAGES.notFound);

const change = z.number().nullable();

export const productAnalyticsDto = z.object({
  timeRange: z.number().int(),
  /** The toggle: cancelled and rejected orders' items counted in sales, revenue, customers and regions. */
  includeCancelled: z.boolean(),
  period: z.object({ startDate: z.string(), endDate: z.string(), previousStartDate: z.string() }),
  views: z.array(z.object({ date: z.string(), views: z.number().int() })),
  sales: z.array(z.object({ date: z.string(), quantity: z.number(), revenue: z.number() })),
  performance: z.object({
    totalViews: z.number().int(),
    viewsChange: change,
    totalSales: z.number(),
    salesChange: change,
    totalRevenue: z.number(),
    revenueChange: change,
    totalOrders: z.number().int(),
    /** Orders / views, a fraction. */
    conversionRate: z.number(),
    conversionChange: change,
  }),
  stockHistory: z.array(z.object({ date: z.string(), stock: z.number().int() })),
  topRegions: z.array(z.object({ name: z.string(), sales: z.number() })),
  customerInsights: z.object({
    uniqueCustomers: z.number().int(),
    averageOrderValue: z.number(),
    /** Customers who bought in more than one order / customers, a fraction. */
    repeatPurchaseRate: z.number(),
  }),
});

/** Product analytics for the product's owner: `/vendors/products/:id/analytics` and the admin's. */
export const productAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  for (const admin of [false, true]) {
    app.get(
      `${admin ? '/admin' : '/vendors'}/products/:id/analytics`,
      {
        onRequest: app.requireRole(admin ? 'admin' : 'vendor'),
        schema: {
          operationId: admin ? 'getAdminProductAnalytics' : 'getVendorProductAnalytics',
          tags: [admin ? 'admin' : 'catalog'],
          summary:
            'Product analytics: ?timeRange=7|30|90|365 (default 30)&includeCancelled=true|false (default false)',
          params: productIdParam,
          querystring: productAnalyticsQuerySchema,
          response: { 200: envelope(productAnalyticsDto) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getProductAnalytics({
          ctx,
          owner: { vendorId: admin ? null : request.auth!.vendorId!, actorId: request.auth!.userId },
          id: request.params.id,
          timeRange: request.query.timeRange,
          includeCancelled: request.query.includeCancelled,
        }),
      }),
    );
  }
};

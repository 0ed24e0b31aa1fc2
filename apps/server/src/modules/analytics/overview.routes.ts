import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/http.js';
import { businessOverviewDto, businessOverviewQuery } from './overview.schemas.js';
import { getBusinessOverview } from './overview.service.js';

/** 'Your Business Report': `GET /vendors/analytics` (API.md, vendor analytics). */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/vendors/analytics',
    {
      onRequest: app.requireRole('vendor'),
      schema: {
        operationId: 'getVendorBusinessOverview',
        tags: ['analytics'],
        summary: 'Your Business Report: ?timeRange=7|30|90 (default 30) or ?startDate=&endDate=',
        errors: [],
        querystring: businessOverviewQuery,
        response: { 200: envelope(z.object({ analytics: businessOverviewDto })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        analytics: await getBusinessOverview({
          ctx,
          vendorId: request.auth!.vendorId!,
          query: request.query,
        }),
      },
    }),
  );
};

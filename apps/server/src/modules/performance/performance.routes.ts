import { marketingSpendBody, performanceGoalsBody, performanceQuerySchema } from '@market/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../lib/http.js';
import { goalsDto, performanceDashboardDto, spendDto } from './performance.schemas.js';
import { getPerformanceDashboard } from './performance.service.js';
import { type Changer, setMarketingSpend, setPerformanceGoals } from './targets.service.js';

const tags = ['performance'];

/** The vendor, and the admin behind an impersonation session. */
const changer = (request: FastifyRequest): Changer => ({
  vendorId: request.auth!.vendorId!,
  userId: request.auth!.userId,
  adminId: request.auth!.impersonatorId,
});

/** The Performance Dashboard (issue 13) and the goals and marketing spend the vendor records on it. */
export const performanceDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/vendors/performance',
    {
      onRequest: app.requireRole('vendor'),
      schema: {
        tags,
        operationId: 'getVendorPerformance',
        summary:
          'Performance Dashboard: figures against the previous period, last year or the industry average, KPIs, goals and insights',
        querystring: performanceQuerySchema,
        response: { 200: envelope(performanceDashboardDto) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getPerformanceDashboard({ ctx, vendorId: request.auth!.vendorId!, query: request.query }),
    }),
  );

  app.put(
    '/vendors/performance/goals',
    {
      onRequest: app.requireRole('vendor'),
      schema: {
        tags,
        operationId: 'setVendorPerformanceGoals',
        summary: "Set a month's revenue, orders and new-customers goals (null clears one)",
        body: performanceGoalsBody,
        response: { 200: envelope(goalsDto) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await setPerformanceGoals({ ctx, who: changer(request), body: request.body }),
      message: 'Goals saved',
    }),
  );

  app.put(
    '/vendors/performance/spend',
    {
      onRequest: app.requireRole('vendor'),
      schema: {
        tags,
        operationId: 'setVendorMarketingSpend',
        summary: "Record a month's marketing spend (null clears it)",
        body: marketingSpendBody,
        response: { 200: envelope(spendDto) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await setMarketingSpend({ ctx, who: changer(request), body: request.body }),
      message: 'Marketing spend saved',
    }),
  );
};

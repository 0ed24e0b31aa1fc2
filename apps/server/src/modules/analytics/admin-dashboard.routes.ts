import { analyticsQuerySchema } from '@market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/http.js';
import { getAdminDashboard } from './admin-dashboard.service.js';

const change = z.number().nullable();
const figure = z.object({ value: z.number(), previous: z.number(), change });
const ranked = {
  id: z.string().nullable(),
  name: z.string(),
  revenue: z.number(),
  previousRevenue: z.number(),
  revenueChange: change,
};

export const adminDashboardDto = z.object({
  period: z.object({
    startDate: z.string(),
    endDate: z.string(),
    previousStartDate: z.string(),
    previousEndDate: z.string(),
    days: z.number().int(),
    timeRange: z.number().int().nullable(),
  }),
  grossSales: figure,
  orders: figure,
  commissionEarned: figure,
  newCustomers: figure,
  commissionOwed: z.object({ value: z.number(), deliveredCommission: z.number(), paid: z.number() }),
  vendorsByStatus: z.object({
    pending: z.number().int(),
    under_review: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
    total: z.number().int(),
  }),
  applicationsWaiting: z.object({
    submitted: z.number().int(),
    under_review: z.number().int(),
    total: z.number().int(),
  }),
  topVendors: z.array(z.object({ ...ranked, orders: z.number().int() })),
  topCategories: z.array(z.object({ ...ranked, units: z.number().int() })),
  salesByDay: z.array(
    z.object({ date: z.string(), grossSales: z.number(), orders: z.number().int(), commission: z.number() }),
  ),
});

/** `GET /admin/dashboard`: the marketplace's home for admins. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/admin/dashboard',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        operationId: 'getAdminDashboard',
        tags: ['admin'],
        summary:
          "The admin's home: sales, orders, commission earned and owed, new customers, vendors, applications, top vendors and categories",
        querystring: analyticsQuerySchema(),
        response: { 200: envelope(adminDashboardDto) },
        errors: [],
      },
    },
    async (request) => ({
      success: true as const,
      data: await getAdminDashboard({ ctx, query: request.query }),
    }),
  );
};

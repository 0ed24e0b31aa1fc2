import { analyticsQuerySchema } from '@market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/http.js';
import { getCustomerInsights } from './customer-insights.service.js';
import { getFinancialReport } from './financial-report.service.js';

const tags = ['analytics'];
const query = analyticsQuerySchema();
const period = { timeRange: z.number().int().nullable() };

export const customerInsightsDto = z.object({
  ...period,
  period: z.object({ startDate: z.string(), endDate: z.string() }),
  granularity: z.enum(['day', 'week', 'month']),
  summary: z.object({
    totalCustomers: z.number().int(),
    newCustomers: z.number().int(),
    returningCustomers: z.number().int(),
    repeatCustomers: z.number().int(),
    repeatCustomerRate: z.number().nullable(),
    repeatRateDefinition: z.string(),
  }),
  newVsReturning: z.array(
    z.object({ period: z.string(), newCustomers: z.number().int(), returningCustomers: z.number().int() }),
  ),
  cohorts: z.array(
    z.object({
      cohort: z.string(),
      customers: z.number().int(),
      retention: z.array(
        z.object({ offset: z.number().int(), customers: z.number().int(), rate: z.number().nullable() }),
      ),
    }),
  ),
  topCustomers: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      orders: z.number().int(),
      spent: z.number(),
      lastOrderAt: z.string(),
    }),
  ),
  locations: z.array(
    z.object({ country: z.string(), city: z.string(), customers: z.number().int(), spent: z.number() }),
  ),
});

const money = z.object({
  grossSales: z.number(),
  cancellations: z.number(),
  returns: z.number(),
  refundsAndCancellations: z.number(),
  netSales: z.number(),
  deliveredOrders: z.number().int(),
  deliveredSales: z.number(),
  commission: z.number(),
  earnings: z.number(),
  paidToAdmin: z.number(),
  pendingToAdmin: z.number(),
});

export const financialReportDto = z.object({
  ...period,
  period: z.object({
    startDate: z.string(),
    endDate: z.string(),
    requestedStartDate: z.string(),
    requestedEndDate: z.string(),
  }),
  timeZone: z.string(),
  basis: z.record(z.string(), z.enum(['placed', 'delivered'])),
  months: z.array(money.extend({ month: z.string(), year: z.number().int(), monthNumber: z.number().int() })),
  totals: money,
});

/** Customer Insights and Financial Reports of the vendor signed in (or impersonated). */
export const customerFinancialRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/vendors/analytics/customers',
    {
      onRequest: app.requireRole('vendor'),
      schema: {
        tags,
        operationId: 'getVendorCustomerInsights',
        summary: 'Customer Insights: new vs returning, repeat rate, cohorts, top customers, locations',
        querystring: query,
        response: { 200: envelope(customerInsightsDto) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getCustomerInsights({ ctx, vendorId: request.auth!.vendorId!, query: request.query }),
    }),
  );
  app.get(
    '/vendors/analytics/financial',
    {
      onRequest: app.requireRole('vendor'),
      schema: {
        tags,
        operationId: 'getVendorFinancialReport',
        summary: 'Financial Reports by month: gross sales, refunds, commission, earnings, paid and pending',
        querystring: query,
        response: { 200: envelope(financialReportDto) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getFinancialReport({ ctx, vendorId: request.auth!.vendorId!, query: request.query }),
    }),
  );
};

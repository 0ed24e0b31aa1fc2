import { analyticsQuerySchema } from '@market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/http.js';
import { getVendorTrends } from './trends.service.js';

const change = z.number().nullable();
const band = z.object({ value: z.number(), lower: z.number(), upper: z.number() });
const forecastSeries = z.object({
  slopePerWeek: z.number(),
  days: z.array(band.extend({ date: z.string() })),
  total: band,
});

export const trendsDto = z.object({
  period: z.object({
    startDate: z.string(),
    endDate: z.string(),
    previousStartDate: z.string(),
    previousEndDate: z.string(),
    days: z.number().int(),
    timeRange: z.number().int().nullable(),
  }),
  summary: z.object({
    revenue: z.number(),
    revenueChange: change,
    orders: z.number().int(),
    ordersChange: change,
    averageDailyRevenue: z.number(),
  }),
  daily: z.array(
    z.object({
      date: z.string(),
      revenue: z.number(),
      orders: z.number().int(),
      revenueMa7: z.number().nullable(),
      revenueMa28: z.number().nullable(),
      ordersMa7: z.number().nullable(),
      ordersMa28: z.number().nullable(),
    }),
  ),
  weekly: z.array(
    z.object({
      weekStart: z.string(),
      weekEnd: z.string(),
      days: z.number().int(),
      revenue: z.number(),
      orders: z.number().int(),
    }),
  ),
  firstOrderDate: z.string().nullable(),
  weeksOfHistory: z.number().int(),
  forecast: z
    .object({
      method: z.string(),
      basedOnWeeks: z.number().int(),
      confidence: z.number(),
      historyStartDate: z.string(),
      historyEndDate: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      revenue: forecastSeries,
      orders: forecastSeries,
    })
    .nullable(),
  forecastReason: z.string().nullable(),
});

/** `GET /vendors/analytics/trends`: the vendor's Trends & Forecasts. */
export const trendsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/vendors/analytics/trends',
    {
      onRequest: app.requireRole('vendor'),
      schema: {
        operationId: 'getVendorTrends',
        tags: ['analytics'],
        summary:
          'Trends & Forecasts: daily revenue and orders with moving averages, weekly totals, a 30-day forecast',
        querystring: analyticsQuerySchema(),
        response: { 200: envelope(trendsDto) },
        errors: [],
      },
    },
    async (request) => ({
      success: true as const,
      data: await getVendorTrends({ ctx, vendorId: request.auth!.vendorId!, query: request.query }),
    }),
  );
};

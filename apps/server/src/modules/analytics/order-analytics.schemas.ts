import {
  analyticsQuerySchema,
  CUSTOMER_INSIGHTS_DEFINITION,
  FULFILLMENT_RATE_DEFINITION,
  ON_TIME_DEFINITION,
} from '@market/domain';
import { z } from 'zod';

/** `?timeRange=7|30|90|365` (default 30) or `?startDate&endDate`, and `includeMetrics` (default true). */
export const orderAnalyticsQuery = analyticsQuerySchema().safeExtend({
  includeMetrics: z
    .enum(['true', 'false'], { error: 'includeMetrics must be true or false' })
    .optional()
    .transform((v) => v !== 'false'),
});

export const orderAnalyticsExportQuery = analyticsQuerySchema();

/** A change in percent against the previous period; null = 'N/A' (see `reasons`). */
const change = z.number().nullable();
const rate = z.number().nullable();

export const orderAnalyticsDto = z.object({
  /** The preset used, or null for explicit dates. */
  timeRange: z.number().int().nullable(),
  period: z.object({
    startDate: z.string(),
    endDate: z.string(),
    days: z.number().int(),
    previousStartDate: z.string(),
    previousEndDate: z.string(),
  }),
  overview: z.object({
    /** Parts placed with the vendor in the period, whatever became of them. */
    totalOrders: z.number().int(),
    ordersChange: change,
    /** Subtotal of the live parts (not cancelled, rejected or returned), before commission. */
    totalRevenue: z.number(),
    revenueChange: change,
    /** Revenue / live orders. */
    averageOrderValue: z.number().nullable(),
    aovChange: change,
    fulfillmentRate: rate.describe(`Percent. ${FULFILLMENT_RATE_DEFINITION}`),
    fulfillmentChange: change,
  }),
  orderTrends: z.array(z.object({ date: z.string(), orders: z.number().int() })),
  /** Profit = what the vendor keeps after commission (earnings). */
  revenueTrends: z.array(z.object({ date: z.string(), revenue: z.number(), profit: z.number() })),
  /** Parts placed in the period by their status now (`status` as in STATUS_COLOURS; accepted includes confirmed). */
  statusDistribution: z.array(z.object({ status: z.string(), name: z.string(), count: z.number().int() })),
  /** Top 5 by units sold (`sales`) in live parts. */
  topProducts: z.array(
    z.object({ productId: z.string(), name: z.string(), sales: z.number().int(), revenue: z.number() }),
  ),
  customerInsights: z
    .object({
      totalCustomers: z.number().int(),
      newCustomers: z.number().int(),
      repeatCustomerRate: rate,
    })
    .describe(CUSTOMER_INSIGHTS_DEFINITION),
  /** Null when includeMetrics=false. */
  performanceMetrics: z
    .object({
      onTimeDeliveryRate: rate.describe(`Percent of delivered orders. ${ON_TIME_DEFINITION}`),
      returnRate: rate.describe('Percent of delivered orders that were returned'),
      averageProcessingTime: z.number().nullable().describe('Hours from placing to shipping'),
      customerSatisfaction: z.null().describe('No ratings yet: there are no order or inquiry ratings'),
    })
    .nullable(),
  /** Why a figure is null ('N/A'), by field name. */
  reasons: z.record(z.string(), z.string()),
});

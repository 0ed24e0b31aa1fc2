import { ANALYTICS_MESSAGES, analyticsQuerySchema, BUSINESS_REPORT_RANGES } from '@market/domain';
import { z } from 'zod';

/** `?timeRange=7|30|90` (default 30) or `?startDate=&endDate=` (spec 001 section 9: the business report offers 7/30/90). */
export const businessOverviewQuery = analyticsQuerySchema(
  BUSINESS_REPORT_RANGES,
  ANALYTICS_MESSAGES.businessTimeRange,
);

/** A percentage with one decimal, or null (shown as 'N/A') with its reason. */
const ratio = z.number().nullable();
const reason = z.string().nullable();

/** A card's figure, the previous period's and the percent change (null = nothing before to compare with). */
const cardDto = z.object({
  value: z.number().nullable(),
  previous: z.number().nullable(),
  change: z.number().nullable(),
  /** Why `value` is null. */
  reason,
  /** Why `change` is null. */
  changeReason: reason,
});

const slice = z.object({ name: z.string(), value: z.number(), color: z.string() });

/** Spec 001 "Business analytics", plus the cards of 'Your Business Report'. Money in US dollars. */
export const businessOverviewDto = z.object({
  /** Whether the vendor has ever received an order (the screen's empty state when not). */
  hasOrders: z.boolean(),
  summary: z.object({
    totalOrders: z.number().int(),
    deliveredOrders: z.number().int(),
    totalRevenue: z.number(),
    monthlyRevenue: z.number(),
    productsSold: z.number().int(),
    avgOrderValue: z.number().nullable(),
    totalEarnings: z.number(),
    totalCommission: z.number(),
    productViews: z.number().int(),
    /** Live orders per hundred product views, percent. */
    conversionRate: ratio,
    conversionRateReason: reason,
    /** Share of the period's customers (counted per day they ordered) who had ordered before, percent. */
    repeatCustomerRate: ratio,
    repeatCustomerRateReason: reason,
  }),
  cards: z.object({
    /** Earnings after platform fees (commission) on live orders placed in the period. */
    moneyEarned: cardDto,
    /** Orders placed in the period, whatever became of them. */
    ordersReceived: cardDto,
    /** Products in the catalogue at the end of the period (not deleted by then). */
    productsListed: cardDto,
    /** Revenue per live order. */
    averageOrder: cardDto,
  }),
  charts: z.object({
    salesData: z.array(
      z.object({ date: z.string(), sales: z.number().int(), orders: z.number().int(), revenue: z.number() }),
    ),
    revenueData: z.array(
      z.object({ date: z.string(), revenue: z.number(), earnings: z.number(), commission: z.number() }),
    ),
    topProducts: z.array(
      z.object({
        productId: z.string().nullable(),
        name: z.string(),
        sales: z.number().int(),
        revenue: z.number(),
        orders: z.number().int(),
      }),
    ),
    categoryData: z.array(z.object({ name: z.string(), value: z.number(), sales: z.number().int() })),
    orderStatusData: z.array(slice),
    /** The vendor's products now, by inventory status. */
    stockData: z.array(slice),
    stockTotal: z.number().int(),
  }),
  period: z.object({
    timeRange: z.number().int().nullable(),
    startDate: z.string(),
    endDate: z.string(),
    days: z.number().int(),
    thisMonthStart: z.string(),
    previousStartDate: z.string(),
    previousEndDate: z.string(),
  }),
});

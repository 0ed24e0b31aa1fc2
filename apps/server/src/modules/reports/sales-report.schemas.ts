import { REPORT_STATUSES, REPORT_TYPES } from '@market/domain';
import { z } from 'zod';
import { paginationSchema } from '../../lib/http.js';

/** Response schema of `GET /vendors/reports/sales` (spec 001 section 3, Sales report). Money in major units; null = 'N/A'. */

const change = z.number().nullable();
const window = z.object({
  startDate: z.string(),
  endDate: z.string(),
  sales: z.number(),
  orders: z.number().int(),
  units: z.number().int(),
});

export const salesReportLineDto = z.object({
  id: z.string(),
  orderNumber: z.string(),
  date: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  status: z.string(),
  product: z.string(),
  sku: z.string(),
  category: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  total: z.number(),
});

export const salesReportDto = z.object({
  reportType: z.enum(REPORT_TYPES),
  vendorId: z.string(),
  filters: z.object({
    status: z.enum(REPORT_STATUSES),
    category: z.string().nullable(),
    categoryName: z.string().nullable(),
    minAmount: z.number().nullable(),
    maxAmount: z.number().nullable(),
  }),
  period: z.object({
    startDate: z.string(),
    endDate: z.string(),
    days: z.number().int(),
    timeRange: z.number().int().nullable(),
    previousStartDate: z.string(),
    previousEndDate: z.string(),
  }),
  /** Where the cards and charts were read: the daily rollups, or the orders (status, amount or category filters). */
  source: z.enum(['rollups', 'orders']),
  /** The main categories the vendor's products are in: the Category filter's options. */
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  summary: z.object({
    totalSales: z.number(),
    ordersCount: z.number().int(),
    /** Total sales / orders; null without orders. */
    averageOrder: z.number().nullable(),
    unitsSold: z.number().int(),
  }),
  /** Every day of the period in order, zeros included. */
  dailySales: z.array(
    z.object({ date: z.string(), sales: z.number(), orders: z.number().int(), units: z.number().int() }),
  ),
  /** Sales by the products' main category (id null: no category), best first. */
  categorySales: z.array(z.object({ id: z.string().nullable(), name: z.string(), value: z.number() })),
  /** Products type only: the products sold, best revenue first (the best 200 on screen). */
  productSales: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        category: z.string().nullable(),
        image: z.string().nullable(),
        unitsSold: z.number().int(),
        revenue: z.number(),
        averagePrice: z.number().nullable(),
        previousRevenue: z.number(),
        /** Revenue change against the previous period of the same length, as a fraction; null: nothing sold before. */
        growth: z.number().nullable(),
      }),
    )
    .nullable(),
  /** Customers type only: the ten customers who spent most. */
  topCustomers: z
    .array(
      z.object({
        name: z.string(),
        email: z.string(),
        ordersCount: z.number().int(),
        totalSpent: z.number(),
        averageOrder: z.number().nullable(),
        lastOrder: z.string(),
      }),
    )
    .nullable(),
  /**
   * Customers type only (spec 001's customerAnalysis, whose contents the spec does not show): the
   * period's customers counted as Customer Insights counts them (everyone who ordered in the period,
   * whatever the report's filters), and the report's own sales (its filters applied) split between
   * new and returning customers, so newCustomerSales + returningCustomerSales = summary.totalSales.
   */
  customerAnalysis: z
    .object({
      totalCustomers: z
        .number()
        .int()
        .describe('Customers (by e-mail, guests too) who ordered in the period'),
      newCustomers: z
        .number()
        .int()
        .describe('Of them, those whose first order with the shop is in the period'),
      returningCustomers: z.number().int().describe('Of them, those who had ordered before the period'),
      repeatCustomers: z
        .number()
        .int()
        .describe('Of them, those with more than one order with the shop in all'),
      repeatCustomerRate: z
        .number()
        .nullable()
        .describe('repeatCustomers / totalCustomers in percent, one decimal; null (N/A) when nobody ordered'),
      repeatRateDefinition: z.string(),
      newCustomerOrders: z.number().int().describe('Orders of the report (filters applied) by new customers'),
      returningCustomerOrders: z.number().int().describe('Orders of the report by returning customers'),
      newCustomerSales: z.number().describe('Sales of the report by new customers'),
      returningCustomerSales: z.number().describe('Sales of the report by returning customers'),
    })
    .nullable(),
  /** Trends type only: week over week and month over month, ending on the period's last day. */
  salesTrends: z
    .array(
      z.object({
        label: z.string(),
        days: z.number().int(),
        current: window,
        previous: window,
        salesChange: change,
        ordersChange: change,
        unitsChange: change,
      }),
    )
    .nullable(),
  /** Detailed type only: a page of the order lines, newest first. */
  lines: z.object({ items: z.array(salesReportLineDto), pagination: paginationSchema }).nullable(),
});

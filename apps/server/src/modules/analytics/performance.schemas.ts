import { PRODUCT_PERFORMANCE_SORTS, SALES_GROUP_BY, SORT_ORDERS } from '@market/domain';
import { z } from 'zod';
import { paginationSchema } from '../../lib/http.js';

/** Response schemas of Sales Performance and Product Performance. Percentages have one decimal; null = 'N/A'. */

const change = z.number().nullable();

export const periodDto = z.object({
  startDate: z.string(),
  endDate: z.string(),
  days: z.number().int(),
  previousStartDate: z.string(),
  previousEndDate: z.string(),
  /** The preset used, or null for explicit dates. */
  timeRange: z.number().int().nullable(),
});

const figures = z.object({
  revenue: z.number(),
  orders: z.number().int(),
  units: z.number().int(),
  /** Revenue / orders; null when there are no orders. */
  averageOrder: z.number().nullable(),
});

export const salesPerformanceDto = z.object({
  period: periodDto,
  groupBy: z.enum(SALES_GROUP_BY),
  totals: figures,
  previous: figures,
  change: z.object({ revenue: change, orders: change, units: change, averageOrder: change }),
  /** Every bucket of the period in order (zeros included); `key` is the bucket's first calendar day. */
  series: z.array(
    figures.extend({ key: z.string(), startDate: z.string(), endDate: z.string(), days: z.number().int() }),
  ),
  /** By the products' main category (categoryId and name null: no category), best first. */
  byCategory: z.array(
    z.object({
      categoryId: z.string().nullable(),
      name: z.string().nullable(),
      units: z.number().int(),
      revenue: z.number(),
      share: z.number().nullable(),
    }),
  ),
  /** ISO weekday 1 (Monday) to 7, in the marketplace time zone. */
  byWeekday: z.array(
    z.object({ weekday: z.number().int(), name: z.string(), orders: z.number().int(), revenue: z.number() }),
  ),
  byHour: z.array(z.object({ hour: z.number().int(), orders: z.number().int(), revenue: z.number() })),
  /** Orders per weekday and hour (24 entries each). */
  weekdayHours: z.array(
    z.object({ weekday: z.number().int(), name: z.string(), orders: z.array(z.number().int()) }),
  ),
});

export const productPerformanceDto = z.object({
  period: periodDto,
  sortBy: z.enum(PRODUCT_PERFORMANCE_SORTS),
  sortOrder: z.enum(SORT_ORDERS),
  search: z.string().nullable(),
  products: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      status: z.string(),
      sku: z.string(),
      views: z.number().int(),
      units: z.number().int(),
      revenue: z.number(),
      orders: z.number().int(),
      /** Orders / views in percent; null without views. */
      conversionRate: z.number().nullable(),
      /** Available stock (current - reserved); null when the product has no stock record. */
      stock: z.number().int().nullable(),
      previousRevenue: z.number(),
      /** Revenue change against the previous period in percent; null when not computable. */
      trend: change,
    }),
  ),
  pagination: paginationSchema,
});

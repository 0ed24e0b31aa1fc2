import { z } from 'zod';
import { bucketStart } from './customer-cohorts.js';
import { addDays, analyticsQuerySchema, type Period } from './period.js';

/**
 * Sales Performance and Product Performance (issue 12, the analytics sub-pages): their query
 * schemas and the pure rules for the time buckets of the sales chart.
 */

export const SALES_GROUP_BY = ['day', 'week', 'month'] as const;
export type SalesGroupBy = (typeof SALES_GROUP_BY)[number];

export const PRODUCT_PERFORMANCE_SORTS = [
  'revenue',
  'units',
  'views',
  'conversion',
  'stock',
  'name',
  'trend',
] as const;
export type ProductPerformanceSort = (typeof PRODUCT_PERFORMANCE_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;

export const PERFORMANCE_MESSAGES = {
  groupBy: 'Group by must be day, week or month',
  sortBy: 'Sort by must be revenue, units, views, conversion, stock, name or trend',
  sortOrder: 'Sort order must be asc or desc',
  page: 'Page must be a whole number from 1',
  limit: 'Limit must be a whole number from 1 to 100',
  search: 'Search can be at most 100 characters',
} as const;

/** ISO weekday names, Monday = 1 (index 0) to Sunday = 7. */
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

const wholeNumber = (message: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : Number(v)),
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );

/** `/vendors/analytics/sales`: the period plus `groupBy` (default day). */
export const salesPerformanceQuerySchema = analyticsQuerySchema().safeExtend({
  groupBy: z.enum(SALES_GROUP_BY, { error: PERFORMANCE_MESSAGES.groupBy }).default('day'),
});
export type SalesPerformanceQuery = z.output<typeof salesPerformanceQuerySchema>;

/** `/vendors/analytics/products`: the period, a page (20 rows by default), a sort and a title search. */
export const productPerformanceQuerySchema = analyticsQuerySchema().safeExtend({
  page: wholeNumber(PERFORMANCE_MESSAGES.page, 1, 100_000, 1),
  limit: wholeNumber(PERFORMANCE_MESSAGES.limit, 1, 100, 20),
  sortBy: z.enum(PRODUCT_PERFORMANCE_SORTS, { error: PERFORMANCE_MESSAGES.sortBy }).default('revenue'),
  sortOrder: z.enum(SORT_ORDERS, { error: PERFORMANCE_MESSAGES.sortOrder }).default('desc'),
  search: z.string().trim().max(100, { error: PERFORMANCE_MESSAGES.search }).optional(),
});
export type ProductPerformanceQuery = z.output<typeof productPerformanceQuerySchema>;

export type Bucket = {
  /** The bucket's first calendar day (its key), which may lie before the period. */
  key: string;
  /** The days of the period the bucket covers (the first and last buckets may be partial). */
  startDate: string;
  endDate: string;
  days: number;
};

/** Every bucket of the period in order with the days of the period it covers (partial ones at the ends included). */
export function salesBuckets(period: Pick<Period, 'from' | 'to'>, groupBy: SalesGroupBy): Bucket[] {
  const buckets: Bucket[] = [];
  let day = period.from;
  while (day <= period.to) {
    const key = bucketStart(day, groupBy);
    let end = day;
    while (addDays(end, 1) <= period.to && bucketStart(addDays(end, 1), groupBy) === key)
      end = addDays(end, 1);
    buckets.push({
      key,
      startDate: day,
      endDate: end,
      days: Math.round((Date.parse(end) - Date.parse(day)) / 86_400_000) + 1,
    });
    day = addDays(end, 1);
  }
  return buckets;
}

/** ISO weekday (Monday 1 .. Sunday 7) of a calendar day. */
export function isoWeekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
}

import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../money.js';
import { monthEnd, monthOf } from './customer-cohorts.js';
import { ANALYTICS_MESSAGES, ANALYTICS_RANGES, addDays, daysBetween } from './period.js';

/**
 * The Performance Dashboard (issue 13, spec 001 'Performance Dashboard' and 'Performance
 * response'): its query, the vendor's monthly goals and marketing spend, and the pure arithmetic
 * of changes, goal progress and spend over a period.
 */

export const PERFORMANCE_COMPARISONS = ['previous_period', 'previous_year', 'industry_average'] as const;
export type PerformanceComparison = (typeof PERFORMANCE_COMPARISONS)[number];
export const DEFAULT_PERFORMANCE_COMPARISON: PerformanceComparison = 'previous_period';

/** The industry average is computed only when at least this many other vendors contribute. */
export const INDUSTRY_MIN_VENDORS = 5;

export const PERFORMANCE_DASHBOARD_MESSAGES = {
  loadFailed: 'Failed to load performance data',
  comparison: 'Comparison must be previous_period, previous_year or industry_average',
  noInsights: 'No insights available yet',
  month: 'Use a month in the form YYYY-MM',
  revenueGoal: 'Revenue goal must be a number of 0 or more with at most 2 decimals',
  ordersGoal: 'Orders goal must be a whole number of 0 or more',
  customersGoal: 'Customers goal must be a whole number of 0 or more',
  spend: 'Marketing spend must be a number of 0 or more with at most 2 decimals',
  industryNoCategories: 'Industry average needs products with a main category',
  industryTooFew: (n: number) =>
    `Industry average needs at least ${INDUSTRY_MIN_VENDORS} other vendors selling in your main categories in this period (${n} found)`,
} as const;

export const performanceQuerySchema = z.strictObject({
  timeRange: z
    .preprocess(
      (v) => (v === undefined || v === '' ? undefined : Number(v)),
      z
        .number({ error: ANALYTICS_MESSAGES.timeRange })
        .refine((n) => (ANALYTICS_RANGES as readonly number[]).includes(n), {
          message: ANALYTICS_MESSAGES.timeRange,
        })
        .optional(),
    )
    .optional(),
  comparison: z
    .enum(PERFORMANCE_COMPARISONS, { error: PERFORMANCE_DASHBOARD_MESSAGES.comparison })
    .default(DEFAULT_PERFORMANCE_COMPARISON),
  _t: z.string().max(40).optional(),
});
export type PerformanceQuery = z.output<typeof performanceQuerySchema>;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const monthField = z.string({ error: PERFORMANCE_DASHBOARD_MESSAGES.month }).regex(MONTH, {
  message: PERFORMANCE_DASHBOARD_MESSAGES.month,
});
const MAX_MONEY = 1_000_000_000;
const money = (message: string) =>
  z
    .number({ error: message })
    .min(0, { error: message })
    .max(MAX_MONEY, { error: message })
    .refine(hasAtMostTwoDecimals, { message });
const count = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(100_000_000, {
    error: message,
  });

/** PUT /vendors/performance/goals: a month's goals; null clears one. */
export const performanceGoalsBody = z.strictObject({
  month: monthField,
  revenue: money(PERFORMANCE_DASHBOARD_MESSAGES.revenueGoal).nullable(),
  orders: count(PERFORMANCE_DASHBOARD_MESSAGES.ordersGoal).nullable(),
  customers: count(PERFORMANCE_DASHBOARD_MESSAGES.customersGoal).nullable(),
});
export type PerformanceGoalsBody = z.output<typeof performanceGoalsBody>;

/** PUT /vendors/performance/spend: a month's marketing spend; null clears it. */
export const marketingSpendBody = z.strictObject({
  month: monthField,
  amount: money(PERFORMANCE_DASHBOARD_MESSAGES.spend).nullable(),
});
export type MarketingSpendBody = z.output<typeof marketingSpendBody>;

/**
 * Change against the comparison as a fraction (0.125 = +12.5%), four decimals. Null when the
 * comparison is missing or zero while there is something now; 0 when both are zero.
 */
export function changeFraction(current: number | null, comparison: number | null): number | null {
  if (current === null || comparison === null) return null;
  if (comparison === 0) return current === 0 ? 0 : null;
  return Math.round(((current - comparison) / Math.abs(comparison)) * 10_000) / 10_000;
}

/** Progress towards a goal as a fraction capped at 1; null without a goal (or a goal of 0). */
export function goalProgress(current: number, target: number | null): number | null {
  if (target === null || target <= 0) return null;
  return Math.min(1, Math.round((current / target) * 10_000) / 10_000);
}

/** Every month (YYYY-MM-01) that [from, to] touches, with the number of its days inside the period. */
export function monthsCovered(from: string, to: string): { month: string; days: number; of: number }[] {
  const out: { month: string; days: number; of: number }[] = [];
  let month = monthOf(from);
  while (month <= to) {
    const last = monthEnd(month);
    const of = daysBetween(month, last);
    const start = from > month ? from : month;
    const end = to < last ? to : last;
    out.push({ month, days: daysBetween(start, end), of });
    month = addDays(last, 1);
  }
  return out;
}

/**
 * Marketing spend of a period in minor units, each month's spend shared by the days of the month
 * inside the period. Null (with the months missing) when any month of the period has no spend recorded.
 */
export function spendOverPeriod(
  from: string,
  to: string,
  spendByMonth: ReadonlyMap<string, number>,
): { minor: number | null; missingMonths: string[] } {
  let minor = 0;
  const missingMonths: string[] = [];
  for (const m of monthsCovered(from, to)) {
    const spend = spendByMonth.get(m.month);
    if (spend === undefined) missingMonths.push(m.month.slice(0, 7));
    else minor += (spend * m.days) / m.of;
  }
  return missingMonths.length ? { minor: null, missingMonths } : { minor: Math.round(minor), missingMonths };
}

/** The same period one year earlier (29 February falls back to the 28th). */
export function yearEarlier(day: string): string {
  const [y, m, d] = day.split('-') as [string, string, string];
  const year = String(Number(y) - 1).padStart(4, '0');
  if (m === '02' && d === '29') return `${year}-02-28`;
  return `${year}-${m}-${d}`;
}

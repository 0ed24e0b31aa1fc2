import {
  type AnalyticsQuery,
  addMonths,
  bucketStart,
  bucketsOf,
  bucketUnitFor,
  dayIn,
  fromMinor,
  monthOf,
  percentOf,
  resolvePeriod,
  retentionGrid,
} from '@market/domain';
import type { AppContext } from '../../context.js';
import {
  cohortCounts,
  customerDays,
  periodCustomers,
  periodCustomersToDate,
} from './customer-insights.queries.js';

/** How many first-order months the retention grid shows. */
export const COHORT_MONTHS = 12;

export const REPEAT_RATE_DEFINITION =
  'Customers who ordered in this period and have placed more than one order with you in all (cancelled orders included), out of all customers who ordered in this period.';

/** The customers who ordered with the vendor in [from, to]: up to today the rollups by latest day answer; a past period needs its customers' orders. */
function readPeriodCustomers(ctx: AppContext, vendorId: string, from: string, to: string) {
  const today = dayIn(ctx.config.timeZone, ctx.clock.now());
  return to >= today
    ? periodCustomersToDate(ctx.db, vendorId, from, to)
    : periodCustomers(ctx.db, vendorId, from, to, ctx.config.timeZone);
}

/** The period's customers as Customer Insights counts them: new (first order in the period), returning, repeat. */
function customerSummary(customers: { customers: number; new_customers: number; repeat_customers: number }) {
  const total = Number(customers.customers);
  const repeat = Number(customers.repeat_customers);
  const newCustomers = Number(customers.new_customers);
  return {
    totalCustomers: total,
    newCustomers,
    returningCustomers: total - newCustomers,
    repeatCustomers: repeat,
    /** Percent, one decimal; null when nobody ordered in the period. */
    repeatCustomerRate: percentOf(repeat, total),
    repeatRateDefinition: REPEAT_RATE_DEFINITION,
  };
}

/**
 * The customer counts of Customer Insights' summary for any period (days in the marketplace's zone,
 * both included), for other screens that show the same figures (the sales report's customerAnalysis).
 */
export async function periodCustomerSummary(opts: {
  ctx: AppContext;
  vendorId: string;
  from: string;
  to: string;
}) {
  return customerSummary(await readPeriodCustomers(opts.ctx, opts.vendorId, opts.from, opts.to));
}

/**
 * Customer Insights (`/vendors/analytics/customers`): new and returning customers by day, week or
 * month of the period, the repeat customer rate, the retention grid of the last 12 first-order
 * months (ending with the period's last month), the top customers and where customers are.
 * A customer is known by e-mail, so guests count too.
 */
export async function getCustomerInsights(opts: {
  ctx: AppContext;
  vendorId: string;
  query: AnalyticsQuery;
}) {
  const { ctx, vendorId } = opts;
  const tz = ctx.config.timeZone;
  const today = dayIn(tz, ctx.clock.now());
  const period = resolvePeriod(opts.query, today);
  const lastMonth = monthOf(period.to);
  const firstCohort = addMonths(lastMonth, -(COHORT_MONTHS - 1));
  const [days, customers, cohorts] = await Promise.all([
    customerDays(ctx.db, vendorId, period.from, period.to),
    readPeriodCustomers(ctx, vendorId, period.from, period.to),
    cohortCounts(ctx.db, vendorId, firstCohort, lastMonth),
  ]);

  const unit = bucketUnitFor(period.days);
  const buckets = new Map(
    bucketsOf(period.from, period.to, unit).map((b) => [b, { newCustomers: 0, returningCustomers: 0 }]),
  );
  for (const d of days) {
    const b = buckets.get(bucketStart(d.day, unit))!;
    b.newCustomers += d.newCustomers;
    b.returningCustomers += d.returningCustomers;
  }

  return {
    timeRange: period.timeRange,
    period: { startDate: period.from, endDate: period.to },
    granularity: unit,
    summary: customerSummary(customers),
    newVsReturning: [...buckets].map(([start, b]) => ({ period: start, ...b })),
    cohorts: retentionGrid(cohorts, firstCohort, lastMonth).map((r) => ({
      cohort: r.cohort.slice(0, 7),
      customers: r.customers,
      retention: r.retention,
    })),
    topCustomers: customers.top.map((c) => ({
      name: c.name,
      email: c.email,
      orders: Number(c.orders),
      spent: fromMinor(Number(c.spent_minor)),
      lastOrderAt: new Date(c.last_order_at).toISOString(),
    })),
    locations: customers.locations.map((l) => ({
      country: l.country,
      city: l.city,
      customers: Number(l.customers),
      spent: fromMinor(Number(l.spent_minor)),
    })),
  };
}

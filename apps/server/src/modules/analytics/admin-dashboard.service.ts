import {
  type AnalyticsQuery,
  addDays,
  dayIn,
  daysBetween,
  fromMinor,
  percentChange,
  resolvePeriod,
  VENDOR_VERIFICATION_STATUSES,
} from '@market/domain';
import type { AppContext } from '../../context.js';
import { countVendorsByStatus } from '../admin-vendors/index.js';
import { countVendorApplications } from '../vendor-applications/index.js';
import { type RankedRow, readAdminHome } from './admin-dashboard.queries.js';

/**
 * The admin's home (issue 12 item 7): the marketplace's sales, orders, commission and new customers
 * over the period with their change against the previous period, the commission vendors still owe
 * (all time), vendors by verification status, applications waiting, the best vendors and
 * categories and a sales chart by day. Three statements (four with the session's).
 */

export const TOP_LIMIT = 5;
/** Applications an admin still has to decide on. */
export const WAITING_APPLICATION_STATUSES = ['submitted', 'under_review'] as const;

const money = (minor: number) => fromMinor(Math.round(minor));

export async function getAdminDashboard(opts: { ctx: AppContext; query: AnalyticsQuery }) {
  const { ctx } = opts;
  const today = dayIn(ctx.config.timeZone, ctx.clock.now());
  const period = resolvePeriod(opts.query, today);
  const [rankings, vendorCounts, applicationCounts] = await Promise.all([
    readAdminHome(ctx.db, period.previous.from, period.from, period.to, TOP_LIMIT),
    countVendorsByStatus({ ctx }),
    countVendorApplications({ ctx }),
  ]);

  const days = rankings.days;
  const byDay = new Map(days.map((d) => [d.day, d]));
  const inCurrent = days.filter((d) => d.day >= period.from);
  const inPrevious = days.filter((d) => d.day < period.from);
  const total = (list: typeof days, pick: (d: (typeof days)[number]) => number) =>
    list.reduce((s, d) => s + pick(d), 0);
  const figure = (pick: (d: (typeof days)[number]) => number, shape: (n: number) => number = (n) => n) => {
    const cur = total(inCurrent, pick);
    const prev = total(inPrevious, pick);
    return { value: shape(cur), previous: shape(prev), change: percentChange(cur, prev) };
  };

  const vendorsByStatus = Object.fromEntries(VENDOR_VERIFICATION_STATUSES.map((s) => [s, 0])) as Record<
    (typeof VENDOR_VERIFICATION_STATUSES)[number],
    number
  >;
  for (const row of vendorCounts) vendorsByStatus[row.status] = Number(row.n);
  const waiting = Object.fromEntries(WAITING_APPLICATION_STATUSES.map((s) => [s, 0])) as Record<
    (typeof WAITING_APPLICATION_STATUSES)[number],
    number
  >;
  for (const row of applicationCounts)
    if ((WAITING_APPLICATION_STATUSES as readonly string[]).includes(row.status))
      waiting[row.status as keyof typeof waiting] = Number(row.n);

  const rank = (rows: RankedRow[]) =>
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      revenue: money(r.revenue),
      previousRevenue: money(r.previous),
      revenueChange: percentChange(r.revenue, r.previous),
      count: r.count,
    }));

  const chartDays = Array.from({ length: daysBetween(period.from, period.to) }, (_, i) =>
    addDays(period.from, i),
  );
  return {
    period: {
      startDate: period.from,
      endDate: period.to,
      previousStartDate: period.previous.from,
      previousEndDate: period.previous.to,
      days: period.days,
      timeRange: period.timeRange,
    },
    grossSales: figure((d) => d.gross, money),
    orders: figure((d) => d.orders),
    commissionEarned: figure((d) => d.commission, money),
    newCustomers: figure((d) => d.newCustomers),
    commissionOwed: {
      value: money(rankings.deliveredCommission - rankings.paid),
      deliveredCommission: money(rankings.deliveredCommission),
      paid: money(rankings.paid),
    },
    vendorsByStatus: { ...vendorsByStatus, total: Object.values(vendorsByStatus).reduce((a, b) => a + b, 0) },
    applicationsWaiting: { ...waiting, total: waiting.submitted + waiting.under_review },
    topVendors: rank(rankings.vendors).map(({ count, ...r }) => ({ ...r, orders: count })),
    topCategories: rank(rankings.categories).map(({ count, ...r }) => ({ ...r, units: count })),
    salesByDay: chartDays.map((date) => {
      const d = byDay.get(date);
      return {
        date,
        grossSales: money(d?.gross ?? 0),
        orders: d?.orders ?? 0,
        commission: money(d?.commission ?? 0),
      };
    }),
  };
}

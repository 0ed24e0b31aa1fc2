import {
  type AnalyticsQuery,
  addDays,
  dayIn,
  daysBetween,
  FORECAST_CONFIDENCE,
  FORECAST_DAYS,
  FORECAST_METHOD,
  forecastFromWeeklyTotals,
  forecastUnavailableReason,
  fromMinor,
  MAX_FORECAST_WEEKS,
  movingAverage,
  percentChange,
  resolvePeriod,
  weeklyTotals,
} from '@market/domain';
import type { AppContext } from '../../context.js';
import { vendorFirstOrderDay, vendorTrendDays } from './trends.queries.js';

/**
 * Trends & Forecasts (issue 12): a vendor's daily revenue (live parts, before commission) and live
 * orders over the period with 7- and 28-day trailing moving averages, Monday-to-Sunday weekly
 * totals, the change against the previous period, and a forecast of the next 30 days fitted on up
 * to two years of complete weeks ending yesterday (none with fewer than 8 weeks since the first order).
 */

const round2 = (n: number) => Math.round(n * 100) / 100;
const money = (minor: number) => fromMinor(Math.round(minor));
const maybe = (n: number | null, f: (n: number) => number) => (n === null ? null : f(n));

/** Every day from `from` to `to`, both included. */
function dayList(from: string, to: string): string[] {
  const n = daysBetween(from, to);
  return Array.from({ length: Math.max(n, 0) }, (_, i) => addDays(from, i));
}

const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

export async function getVendorTrends(opts: { ctx: AppContext; vendorId: string; query: AnalyticsQuery }) {
  const { ctx, vendorId } = opts;
  const today = dayIn(ctx.config.timeZone, ctx.clock.now());
  const period = resolvePeriod(opts.query, today);
  const historyTo = addDays(today, -1);
  const historyFrom = addDays(historyTo, -(MAX_FORECAST_WEEKS * 7 - 1));
  const maFrom = addDays(period.from, -27);
  const readFrom = [period.previous.from, maFrom, historyFrom].sort()[0]!;
  const readTo = [period.to, historyTo].sort()[1]!;

  const [rows, firstDay] = await Promise.all([
    vendorTrendDays(ctx.db, vendorId, readFrom, readTo),
    vendorFirstOrderDay(ctx.db, vendorId),
  ]);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const revenueOf = (d: string) => byDay.get(d)?.revenue ?? 0;
  const ordersOf = (d: string) => byDay.get(d)?.orders ?? 0;
  const sum = (days: string[], f: (d: string) => number) => days.reduce((s, d) => s + f(d), 0);

  // Daily series with moving averages (the 27 days before the period feed the averages).
  const maDays = dayList(maFrom, period.to);
  const rev = maDays.map(revenueOf);
  const ord = maDays.map(ordersOf);
  const [rev7, rev28, ord7, ord28] = [
    movingAverage(rev, 7),
    movingAverage(rev, 28),
    movingAverage(ord, 7),
    movingAverage(ord, 28),
  ];
  const daily = maDays.slice(27).map((date, j) => {
    const i = j + 27;
    return {
      date,
      revenue: money(rev[i]!),
      orders: ord[i]!,
      revenueMa7: maybe(rev7[i]!, money),
      revenueMa28: maybe(rev28[i]!, money),
      ordersMa7: maybe(ord7[i]!, round2),
      ordersMa28: maybe(ord28[i]!, round2),
    };
  });

  // Monday-to-Sunday weeks, cut at the period's edges (`days` says how many of its days count).
  const weeks = new Map<string, { weekStart: string; days: number; revenue: number; orders: number }>();
  for (const d of dayList(period.from, period.to)) {
    const key = mondayOf(d);
    const w = weeks.get(key) ?? { weekStart: key, days: 0, revenue: 0, orders: 0 };
    w.days += 1;
    w.revenue += revenueOf(d);
    w.orders += ordersOf(d);
    weeks.set(key, w);
  }
  const weekly = [...weeks.values()].map((w) => ({
    ...w,
    weekEnd: addDays(w.weekStart, 6),
    revenue: money(w.revenue),
  }));

  const current = dayList(period.from, period.to);
  const previous = dayList(period.previous.from, period.previous.to);
  const revenueNow = sum(current, revenueOf);
  const revenueBefore = sum(previous, revenueOf);
  const ordersNow = sum(current, ordersOf);
  const ordersBefore = sum(previous, ordersOf);

  // The forecast: complete weeks since the first order, ending yesterday, at most two years.
  const weeksOfHistory =
    firstDay && firstDay <= historyTo ? Math.floor(daysBetween(firstDay, historyTo) / 7) : 0;
  const fitWeeks = Math.min(weeksOfHistory, MAX_FORECAST_WEEKS);
  const fitDays = dayList(addDays(historyTo, -(fitWeeks * 7 - 1)), historyTo).slice(-fitWeeks * 7);
  const revenueFit = forecastFromWeeklyTotals(
    weeklyTotals(fitWeeks ? fitDays.map(revenueOf) : []),
    FORECAST_DAYS,
  );
  const ordersFit = forecastFromWeeklyTotals(
    weeklyTotals(fitWeeks ? fitDays.map(ordersOf) : []),
    FORECAST_DAYS,
  );
  const forecastDays = dayList(today, addDays(today, FORECAST_DAYS - 1));
  const series = (fit: NonNullable<typeof revenueFit>, f: (n: number) => number) => ({
    slopePerWeek: f(fit.slope),
    days: fit.days.map((p, i) => ({
      date: forecastDays[i]!,
      value: f(p.value),
      lower: f(p.lower),
      upper: f(p.upper),
    })),
    total: { value: f(fit.total.value), lower: f(fit.total.lower), upper: f(fit.total.upper) },
  });
  const forecast =
    revenueFit && ordersFit
      ? {
          method: FORECAST_METHOD,
          basedOnWeeks: revenueFit.basedOnWeeks,
          confidence: FORECAST_CONFIDENCE,
          historyStartDate: fitDays[0]!,
          historyEndDate: historyTo,
          startDate: today,
          endDate: forecastDays.at(-1)!,
          revenue: series(revenueFit, money),
          orders: series(ordersFit, round2),
        }
      : null;

  return {
    period: {
      startDate: period.from,
      endDate: period.to,
      previousStartDate: period.previous.from,
      previousEndDate: period.previous.to,
      days: period.days,
      timeRange: period.timeRange,
    },
    summary: {
      revenue: money(revenueNow),
      revenueChange: percentChange(revenueNow, revenueBefore),
      orders: ordersNow,
      ordersChange: percentChange(ordersNow, ordersBefore),
      averageDailyRevenue: money(revenueNow / period.days),
    },
    daily,
    weekly,
    /** The day of the vendor's first order; null when it has none (the screen's empty state). */
    firstOrderDate: firstDay,
    weeksOfHistory,
    forecast,
    forecastReason: forecast ? null : forecastUnavailableReason(weeksOfHistory),
  };
}

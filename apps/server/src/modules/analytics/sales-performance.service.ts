import {
  dayIn,
  fromMinor,
  percentChange,
  percentOf,
  resolvePeriod,
  type SalesPerformanceQuery,
  salesBuckets,
  WEEKDAY_NAMES,
} from '@market/domain';
import type { AppContext } from '../../context.js';
import { salesByBucket, salesByCategory, salesByWeekdayHour } from './sales-performance.queries.js';

type Figures = { orders: number; units: number; revenueMinor: number };

const averageMinor = (f: Figures) => (f.orders > 0 ? Math.round(f.revenueMinor / f.orders) : null);
const money = (minor: number | null) => (minor === null ? null : fromMinor(minor));

function figuresDto(f: Figures) {
  return {
    revenue: fromMinor(f.revenueMinor),
    orders: f.orders,
    units: f.units,
    averageOrder: money(averageMinor(f)),
  };
}

/**
 * Sales Performance (issue 12): the vendor's live sales (orders not cancelled, rejected or
 * returned) by day, week or month with every bucket present, totals with their change against the
 * previous period of the same length, by main category, and by weekday and hour of placing (in the
 * marketplace time zone). Three statements on the rollups.
 */
export async function getSalesPerformance(opts: {
  ctx: AppContext;
  vendorId: string;
  query: SalesPerformanceQuery;
}) {
  const { ctx, vendorId, query } = opts;
  const period = resolvePeriod(query, dayIn(ctx.config.timeZone, ctx.clock.now()));
  const range = { vendorId, from: period.from, to: period.to };
  const [buckets, grid, categories] = await Promise.all([
    salesByBucket(ctx.db, { ...range, previousFrom: period.previous.from, groupBy: query.groupBy }),
    salesByWeekdayHour(ctx.db, range),
    salesByCategory(ctx.db, range),
  ]);

  const zero: Figures = { orders: 0, units: 0, revenueMinor: 0 };
  const byBucket = new Map<string, Figures>(
    buckets.map((r) => [
      r.bucket,
      { orders: Number(r.orders), units: Number(r.units), revenueMinor: Number(r.revenue) },
    ]),
  );
  const previous = byBucket.get('previous') ?? zero;
  const series = salesBuckets(period, query.groupBy).map((b) => ({
    key: b.key,
    startDate: b.startDate,
    endDate: b.endDate,
    days: b.days,
    ...figuresDto(byBucket.get(b.key) ?? zero),
  }));
  const current = [...byBucket.entries()]
    .filter(([key]) => key !== 'previous')
    .reduce<Figures>(
      (sum, [, f]) => ({
        orders: sum.orders + f.orders,
        units: sum.units + f.units,
        revenueMinor: sum.revenueMinor + f.revenueMinor,
      }),
      zero,
    );

  const cell = new Map(grid.map((r) => [`${r.weekday}:${r.hour}`, r]));
  const hours = Array.from({ length: 24 }, (_, h) => h);
  const weekdays = WEEKDAY_NAMES.map((name, i) => {
    const cells = hours.map((h) => cell.get(`${i + 1}:${h}`));
    return {
      weekday: i + 1,
      name,
      orders: cells.map((c) => Number(c?.orders ?? 0)),
      revenueMinor: cells.map((c) => Number(c?.revenue ?? 0)),
    };
  });
  const sum = (list: number[]) => list.reduce((n, x) => n + x, 0);
  const avgPrev = averageMinor(previous);
  const avgCur = averageMinor(current);

  return {
    period: {
      startDate: period.from,
      endDate: period.to,
      days: period.days,
      previousStartDate: period.previous.from,
      previousEndDate: period.previous.to,
      timeRange: period.timeRange,
    },
    groupBy: query.groupBy,
    totals: figuresDto(current),
    previous: figuresDto(previous),
    change: {
      revenue: percentChange(current.revenueMinor, previous.revenueMinor),
      orders: percentChange(current.orders, previous.orders),
      units: percentChange(current.units, previous.units),
      averageOrder: avgCur === null || avgPrev === null ? null : percentChange(avgCur, avgPrev),
    },
    series,
    byCategory: categories.map((c) => ({
      categoryId: c.category_id,
      name: c.name,
      units: Number(c.units),
      revenue: fromMinor(Number(c.revenue)),
      share: percentOf(Number(c.revenue), current.revenueMinor),
    })),
    byWeekday: weekdays.map((w) => ({
      weekday: w.weekday,
      name: w.name,
      orders: sum(w.orders),
      revenue: fromMinor(sum(w.revenueMinor)),
    })),
    byHour: hours.map((h) => ({
      hour: h,
      orders: sum(weekdays.map((w) => w.orders[h]!)),
      revenue: fromMinor(sum(weekdays.map((w) => w.revenueMinor[h]!))),
    })),
    weekdayHours: weekdays.map((w) => ({ weekday: w.weekday, name: w.name, orders: w.orders })),
  };
}

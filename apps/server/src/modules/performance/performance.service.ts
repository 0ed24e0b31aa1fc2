import {
  addDays,
  changeFraction,
  DEFAULT_ANALYTICS_RANGE,
  dayIn,
  daysBetween,
  fromMinor,
  goalProgress,
  INDUSTRY_MIN_VENDORS,
  PERFORMANCE_DASHBOARD_MESSAGES as M,
  monthEnd,
  monthOf,
  monthsCovered,
  type PerformanceQuery,
  performanceInsights,
  resolvePeriod,
  spendOverPeriod,
  yearEarlier,
} from '@market/domain';
import type { AppContext } from '../../context.js';
import { pooledIndustryFigures } from './industry-cache.js';
import { type Figures, type Range, vendorDays, vendorDetails } from './performance.queries.js';

const LABELS = {
  previous_period: 'the previous period',
  previous_year: 'the same period last year',
  industry_average: 'the industry average',
} as const;
const BEST_SELLERS = 5;

export const KPI_REASONS = {
  noSpend: (months: string[]) => `Enter your marketing spend for ${months.join(', ')}`,
  noNewCustomers: 'No new customers in this period',
  noSpendAmount: 'Marketing spend is 0',
  noOrders: 'No orders in this period',
  noCustomers: 'No new customers in this period',
  industrySpend: `Fewer than ${INDUSTRY_MIN_VENDORS} of these vendors recorded their marketing spend`,
} as const;

const ZERO: Figures = {
  orders: 0,
  liveOrders: 0,
  units: 0,
  revenueMinor: 0,
  earningsMinor: 0,
  customers: 0,
  newCustomers: 0,
  returningCustomers: 0,
};

function sum(days: (Figures & { day: string })[], r: Range): Figures {
  const t = { ...ZERO };
  for (const d of days)
    if (d.day >= r.from && d.day <= r.to) for (const k of Object.keys(t) as (keyof Figures)[]) t[k] += d[k];
  return t;
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : null);
const round4 = (v: number | null) => (v === null ? null : Math.round(v * 10_000) / 10_000);
const money = (minor: number | null) => (minor === null ? null : fromMinor(Math.round(minor)));

/** The comparable figures of one side (the vendor now, its past or the industry's per-vendor average). */
type Side = {
  revenueMinor: number;
  orders: number;
  units: number;
  newCustomers: number;
  conversionRate: number | null;
  retentionRate: number | null;
  aovMinor: number | null;
  clvMinor: number | null;
  cacMinor: number | null;
  roi: number | null;
};

function side(
  f: Figures,
  views: number,
  clv: { customers: number; spentMinor: number },
  spendMinor: number | null,
  vendors = 1,
): Side {
  return {
    revenueMinor: f.revenueMinor / vendors,
    orders: f.orders / vendors,
    units: f.units / vendors,
    newCustomers: f.newCustomers / vendors,
    conversionRate: round4(ratio(f.liveOrders, views)),
    retentionRate: round4(ratio(f.returningCustomers, f.customers)),
    aovMinor: ratio(f.revenueMinor, f.liveOrders),
    clvMinor: ratio(clv.spentMinor, clv.customers),
    cacMinor: spendMinor === null ? null : ratio(spendMinor, f.newCustomers),
    roi: spendMinor === null ? null : round4(ratio(f.earningsMinor - spendMinor, spendMinor)),
  };
}

/** The comparison range of the vendor's own figures (the industry average compares the same period). */
function comparisonRange(
  comparison: PerformanceQuery['comparison'],
  period: { from: string; to: string; previous: Range },
): Range {
  if (comparison === 'previous_year') return { from: yearEarlier(period.from), to: yearEarlier(period.to) };
  return period.previous;
}

/**
 * The Performance Dashboard (spec 001, Performance response) of one vendor over the last N days,
 * compared with the previous period, the same period a year earlier, or the average of the
 * marketplace's other approved vendors selling in its main categories (pooled, at least 5).
 * Revenue counts live parts; orders every part placed; products sold the units of live parts;
 * customers the new customers (first order with the vendor in the period).
 */
export async function getPerformanceDashboard(opts: {
  ctx: AppContext;
  vendorId: string;
  query: PerformanceQuery;
}) {
  const { ctx, vendorId, query } = opts;
  const today = dayIn(ctx.config.timeZone, ctx.clock.now());
  const period = resolvePeriod({ timeRange: query.timeRange ?? DEFAULT_ANALYTICS_RANGE }, today);
  const current: Range = { from: period.from, to: period.to };
  const industry = query.comparison === 'industry_average';
  const before = comparisonRange(query.comparison, period);
  const goalMonth = monthOf(period.to);
  const readFrom = [goalMonth, period.from].sort()[0]!;
  const spendFrom = monthOf([before.from, period.from].sort()[0]!);
  const spendMonths = monthsCovered(spendFrom, period.to);

  const [days, details, peers] = await Promise.all([
    vendorDays(ctx.db, vendorId, { from: readFrom, to: period.to }, before),
    vendorDetails(ctx.db, { vendorId, current, before, goalMonth, spendFrom, spendTo: goalMonth }),
    industry
      ? pooledIndustryFigures(ctx, {
          vendorId,
          range: current,
          months: monthsCovered(period.from, period.to).map((m) => ({
            month: m.month,
            share: m.days / m.of,
          })),
        })
      : Promise.resolve(null),
  ]);

  const spendByMonth = new Map(details.spend.map((s) => [s.month, s.amountMinor]));
  const spendNow = spendOverPeriod(period.from, period.to, spendByMonth);
  const spendBefore = spendOverPeriod(before.from, before.to, spendByMonth);
  const views = details.products.reduce((n, p) => n + p.views, 0);
  const previousViews = details.products.reduce((n, p) => n + p.previousViews, 0);
  const now = side(sum(days, current), views, details.clv, spendNow.minor);
  const cur = sum(days, current);

  let cmp: Side | null;
  let available = true;
  let reason: string | null = null;
  let industrySpendReason: string | null = null;
  if (peers) {
    if (peers.categories === 0 || peers.vendors < INDUSTRY_MIN_VENDORS) {
      available = false;
      reason = peers.categories === 0 ? M.industryNoCategories : M.industryTooFew(peers.vendors);
      cmp = null;
    } else {
      const enoughSpend = peers.spendVendors >= INDUSTRY_MIN_VENDORS;
      if (!enoughSpend) industrySpendReason = KPI_REASONS.industrySpend;
      cmp = side(
        peers.totals,
        0, // Peers' product views are not pooled (their cost): no conversion comparison.
        { customers: peers.firstCustomers, spentMinor: peers.firstSpentMinor },
        null,
        peers.vendors,
      );
      cmp.cacMinor = enoughSpend ? ratio(peers.spendMinor, peers.spendNewCustomers) : null;
      cmp.roi = enoughSpend
        ? round4(ratio(peers.spendEarningsMinor - peers.spendMinor, peers.spendMinor))
        : null;
    }
  } else {
    cmp = side(
      sum(days, before),
      previousViews,
      { customers: details.clv.previousCustomers, spentMinor: details.clv.previousSpentMinor },
      spendBefore.minor,
    );
  }
  const pick = <K extends keyof Side>(k: K) => (cmp ? cmp[k] : null);
  const shape = {
    money,
    count: (v: number | null) => (v === null ? null : Math.round(v * 100) / 100),
    rate: round4,
  };
  const compare = (k: keyof Side, kind: keyof typeof shape) => {
    const c = now[k];
    const p = pick(k);
    return { current: shape[kind](c), comparison: shape[kind](p), change: changeFraction(c, p) };
  };

  // Goals: this month (the month of the period's last day), month to date.
  const mtd = sum(days, { from: goalMonth, to: period.to });
  const g = details.goals;
  const goal = (current: number, target: number | null, asMoney = false) => ({
    target: target === null ? null : asMoney ? fromMinor(target) : target,
    current: asMoney ? fromMinor(current) : current,
    progress: goalProgress(current, target),
  });
  const goals = {
    month: goalMonth.slice(0, 7),
    revenue: goal(mtd.revenueMinor, g?.revenueMinor ?? null, true),
    orders: goal(mtd.orders, g?.orders ?? null),
    customers: goal(mtd.newCustomers, g?.customers ?? null),
    lastChange: g?.lastChange ?? null,
  };
  const monthDays = daysBetween(goalMonth, monthEnd(goalMonth));
  const monthElapsed = daysBetween(goalMonth, period.to) / monthDays;
  const monthLabel = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${goalMonth}T00:00:00Z`));

  const conversion = (orders: number, v: number) => round4(ratio(orders, v));
  const insights = performanceInsights({
    comparisonLabel: LABELS[query.comparison],
    revenueChange: changeFraction(now.revenueMinor, pick('revenueMinor')),
    newCustomersChange: changeFraction(now.newCustomers, pick('newCustomers')),
    products: details.products.map((p) => ({
      name: p.name,
      views: p.views,
      previousViews: p.previousViews,
      conversion: conversion(p.orders, p.views),
      previousConversion: conversion(p.previousOrders, p.previousViews),
    })),
    bestSellers: details.products
      .filter((p) => p.units > 0)
      .sort((a, b) => b.units - a.units || a.name.localeCompare(b.name))
      .slice(0, BEST_SELLERS)
      .map((p) => ({ name: p.name, units: p.units, stock: p.stock, threshold: p.threshold })),
    goals: (['revenue', 'orders', 'customers'] as const).map((metric) => ({
      metric,
      progress: goals[metric].progress,
    })),
    monthElapsed,
    monthLabel,
  }).map(({ rule: _, ...i }) => i);

  const byDay = new Map(days.map((d) => [d.day, d]));
  const spendReason = spendNow.minor === null ? KPI_REASONS.noSpend(spendNow.missingMonths) : null;
  const kpiChange = (k: 'aovMinor' | 'clvMinor' | 'cacMinor' | 'roi') => changeFraction(now[k], pick(k));

  return {
    period: {
      timeRange: period.timeRange ?? DEFAULT_ANALYTICS_RANGE,
      startDate: period.from,
      endDate: period.to,
      days: period.days,
    },
    comparison: {
      kind: query.comparison,
      label: LABELS[query.comparison],
      available,
      reason,
      startDate: industry ? period.from : before.from,
      endDate: industry ? period.to : before.to,
      vendors: peers && available ? peers.vendors : null,
    },
    overview: {
      revenue: fromMinor(cur.revenueMinor),
      orders: cur.orders,
      productsSold: cur.units,
      conversionRate: now.conversionRate,
      newCustomers: cur.newCustomers,
      retentionRate: now.retentionRate,
      productViews: views,
    },
    trends: Array.from({ length: period.days }, (_, i) => {
      const date = addDays(period.from, i);
      const d = byDay.get(date);
      return {
        date,
        revenue: fromMinor(d?.revenueMinor ?? 0),
        orders: d?.orders ?? 0,
        customers: d?.customers ?? 0,
      };
    }),
    comparisons: {
      revenue: compare('revenueMinor', 'money'),
      orders: compare('orders', 'count'),
      products: compare('units', 'count'),
      customers: compare('newCustomers', 'count'),
      conversionRate: compare('conversionRate', 'rate'),
      retentionRate: compare('retentionRate', 'rate'),
    },
    kpis: {
      averageOrderValue: money(now.aovMinor),
      aovChange: kpiChange('aovMinor'),
      customerAcquisitionCost: money(now.cacMinor),
      cacChange: kpiChange('cacMinor'),
      customerLifetimeValue: money(now.clvMinor),
      clvChange: kpiChange('clvMinor'),
      returnOnInvestment: now.roi,
      roiChange: kpiChange('roi'),
      reasons: {
        averageOrderValue: now.aovMinor === null ? KPI_REASONS.noOrders : null,
        customerAcquisitionCost: spendReason ?? (now.cacMinor === null ? KPI_REASONS.noNewCustomers : null),
        customerLifetimeValue: now.clvMinor === null ? KPI_REASONS.noCustomers : null,
        returnOnInvestment: spendReason ?? (now.roi === null ? KPI_REASONS.noSpendAmount : null),
        comparison: industrySpendReason,
      },
      missingSpendMonths: spendNow.missingMonths,
    },
    goals,
    spend: spendMonths.map((m) => {
      const s = details.spend.find((x) => x.month === m.month);
      return {
        month: m.month.slice(0, 7),
        amount: s ? fromMinor(s.amountMinor) : null,
        lastChange: s?.lastChange ?? null,
      };
    }),
    insights,
  };
}

export type PerformanceDashboard = Awaited<ReturnType<typeof getPerformanceDashboard>>;

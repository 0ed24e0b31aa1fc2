/**
 * Performance Insights (issue 13): stated rules over the dashboard's figures, pure so each is
 * tested firing and not firing. Type 'positive' shows green, 'negative' red, 'warning' yellow.
 */

export type InsightType = 'positive' | 'negative' | 'warning';
export type Insight = {
  rule: InsightRule;
  type: InsightType;
  title: string;
  description: string;
  action: string | null;
};

export const INSIGHT_THRESHOLDS = {
  /** Revenue down more than this fraction against the comparison: negative insight. */
  revenueDrop: 0.1,
  /** Revenue up more than this fraction: positive insight. */
  revenueGrowth: 0.1,
  /** New customers down more than this fraction: warning. */
  newCustomersDrop: 0.2,
  /** A goal is behind pace when its progress trails the share of the month gone by more than this. */
  goalPaceGap: 0.15,
  /** ...judged only once this share of the month has gone by. */
  goalPaceFrom: 0.25,
  /** Products named by the views-up-conversion-down rule, at most. */
  productsNamed: 3,
} as const;

export type InsightFigures = {
  /** 'the previous period', 'the same period last year', 'the industry average'. */
  comparisonLabel: string;
  /** Changes against the comparison as fractions; null = not comparable. */
  revenueChange: number | null;
  newCustomersChange: number | null;
  /** Per product: views and conversion (orders / views, fraction) now and in the period before. */
  products: {
    name: string;
    views: number;
    previousViews: number;
    conversion: number | null;
    previousConversion: number | null;
  }[];
  /** The period's best sellers by units with their available stock and low-stock threshold. */
  bestSellers: { name: string; units: number; stock: number | null; threshold: number }[];
  /** This month's goals (progress fraction capped at 1, null without a goal) and the share of the month gone by. */
  goals: { metric: 'revenue' | 'orders' | 'customers'; progress: number | null }[];
  monthElapsed: number;
  monthLabel: string;
};

export type InsightRule =
  | 'revenueDrop'
  | 'revenueGrowth'
  | 'viewsUpConversionDown'
  | 'bestSellerLowStock'
  | 'newCustomersDrop'
  | 'goalReached'
  | 'goalBehindPace';

const pct = (fraction: number) => `${(Math.abs(fraction) * 100).toFixed(1)}%`;
const GOAL_NAMES = { revenue: 'revenue', orders: 'orders', customers: 'customers' } as const;

type Rule = (f: InsightFigures) => Insight[];

export const INSIGHT_RULES: Record<InsightRule, Rule> = {
  revenueDrop: (f) =>
    f.revenueChange !== null && f.revenueChange < -INSIGHT_THRESHOLDS.revenueDrop
      ? [
          {
            rule: 'revenueDrop',
            type: 'negative',
            title: 'Revenue is down',
            description: `Revenue is ${pct(f.revenueChange)} lower than ${f.comparisonLabel}.`,
            action: 'Review your prices and promote your best sellers.',
          },
        ]
      : [],
  revenueGrowth: (f) =>
    f.revenueChange !== null && f.revenueChange > INSIGHT_THRESHOLDS.revenueGrowth
      ? [
          {
            rule: 'revenueGrowth',
            type: 'positive',
            title: 'Revenue is growing',
            description: `Revenue is ${pct(f.revenueChange)} higher than ${f.comparisonLabel}.`,
            action: null,
          },
        ]
      : [],
  viewsUpConversionDown: (f) =>
    f.products
      .filter(
        (p) =>
          p.views > p.previousViews &&
          p.conversion !== null &&
          p.previousConversion !== null &&
          p.conversion < p.previousConversion,
      )
      .sort((a, b) => b.views - a.views || a.name.localeCompare(b.name))
      .slice(0, INSIGHT_THRESHOLDS.productsNamed)
      .map((p) => ({
        rule: 'viewsUpConversionDown' as const,
        type: 'warning' as const,
        title: `${p.name}: more views, fewer sales`,
        description: `Views rose from ${p.previousViews} to ${p.views} while conversion fell from ${pct(p.previousConversion!)} to ${pct(p.conversion!)}.`,
        action: 'Check its price, photos and description against what shoppers expect.',
      })),
  bestSellerLowStock: (f) =>
    f.bestSellers
      .filter((p) => p.units > 0 && p.stock !== null && p.stock <= p.threshold)
      .map((p) => ({
        rule: 'bestSellerLowStock' as const,
        type: 'negative' as const,
        title: `Best seller low on stock: ${p.name}`,
        description: `${p.name} sold ${p.units} units in this period and has ${p.stock} left (threshold ${p.threshold}).`,
        action: `Restock ${p.name} before it sells out.`,
      })),
  newCustomersDrop: (f) =>
    f.newCustomersChange !== null && f.newCustomersChange < -INSIGHT_THRESHOLDS.newCustomersDrop
      ? [
          {
            rule: 'newCustomersDrop',
            type: 'warning',
            title: 'Fewer new customers',
            description: `New customers are ${pct(f.newCustomersChange)} fewer than ${f.comparisonLabel}.`,
            action: 'Reach new buyers: add products, improve titles or run a promotion.',
          },
        ]
      : [],
  goalReached: (f) =>
    f.goals
      .filter((g) => g.progress !== null && g.progress >= 1)
      .map((g) => ({
        rule: 'goalReached' as const,
        type: 'positive' as const,
        title: `${f.monthLabel} ${GOAL_NAMES[g.metric]} goal reached`,
        description: `You reached your ${GOAL_NAMES[g.metric]} goal for ${f.monthLabel}.`,
        action: null,
      })),
  goalBehindPace: (f) =>
    f.monthElapsed < INSIGHT_THRESHOLDS.goalPaceFrom
      ? []
      : f.goals
          .filter((g) => g.progress !== null && g.progress < f.monthElapsed - INSIGHT_THRESHOLDS.goalPaceGap)
          .map((g) => ({
            rule: 'goalBehindPace' as const,
            type: 'warning' as const,
            title: `Behind your ${GOAL_NAMES[g.metric]} goal`,
            description: `${pct(g.progress!)} of your ${f.monthLabel} ${GOAL_NAMES[g.metric]} goal with ${pct(f.monthElapsed)} of the month gone.`,
            action: 'Promote your best sellers to catch up before the month ends.',
          })),
};

/** Every rule's insights, negative first, then warnings, then positive ones. */
export function performanceInsights(figures: InsightFigures): Insight[] {
  const order: Record<InsightType, number> = { negative: 0, warning: 1, positive: 2 };
  return Object.values(INSIGHT_RULES)
    .flatMap((rule) => rule(figures))
    .sort((a, b) => order[a.type] - order[b.type]);
}

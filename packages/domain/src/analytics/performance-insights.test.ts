import { describe, expect, it } from 'vitest';
import { type InsightFigures, performanceInsights } from './performance-insights.js';

/** Figures for which no rule fires. */
const quiet = (over: Partial<InsightFigures> = {}): InsightFigures => ({
  comparisonLabel: 'the previous period',
  revenueChange: 0.05,
  newCustomersChange: 0,
  products: [{ name: 'Lamp', views: 100, previousViews: 80, conversion: 0.05, previousConversion: 0.04 }],
  bestSellers: [{ name: 'Lamp', units: 10, stock: 50, threshold: 10 }],
  goals: [
    { metric: 'revenue', progress: 0.5 },
    { metric: 'orders', progress: null },
    { metric: 'customers', progress: 0.45 },
  ],
  monthElapsed: 0.5,
  monthLabel: 'November 2026',
  ...over,
});
const rules = (f: InsightFigures) => performanceInsights(f).map((i) => i.rule);

describe('performance insights', () => {
  it('gives none when no rule applies', () => {
    expect(performanceInsights(quiet())).toEqual([]);
  });

  it('revenue down more than 10% against the comparison: a negative insight with an action', () => {
    const [i] = performanceInsights(quiet({ revenueChange: -0.25, comparisonLabel: 'the industry average' }));
    expect(i).toEqual({
      rule: 'revenueDrop',
      type: 'negative',
      title: 'Revenue is down',
      description: 'Revenue is 25.0% lower than the industry average.',
      action: 'Review your prices and promote your best sellers.',
    });
    expect(rules(quiet({ revenueChange: -0.1 }))).toEqual([]);
    expect(rules(quiet({ revenueChange: null }))).toEqual([]);
  });

  it('revenue up more than 10%: positive', () => {
    expect(performanceInsights(quiet({ revenueChange: 0.2 }))[0]).toMatchObject({
      rule: 'revenueGrowth',
      type: 'positive',
    });
    expect(rules(quiet({ revenueChange: 0.1 }))).toEqual([]);
  });

  it('a product whose views rose while its conversion fell', () => {
    const p = { name: 'Mug', views: 120, previousViews: 60, conversion: 0.02, previousConversion: 0.05 };
    const [i] = performanceInsights(quiet({ products: [p] }));
    expect(i).toMatchObject({
      rule: 'viewsUpConversionDown',
      type: 'warning',
      title: 'Mug: more views, fewer sales',
    });
    expect(i!.description).toBe('Views rose from 60 to 120 while conversion fell from 5.0% to 2.0%.');
    // Views flat, or conversion not lower, or nothing to compare with: no insight.
    expect(rules(quiet({ products: [{ ...p, views: 60 }] }))).toEqual([]);
    expect(rules(quiet({ products: [{ ...p, conversion: 0.05 }] }))).toEqual([]);
    expect(rules(quiet({ products: [{ ...p, previousConversion: null }] }))).toEqual([]);
    // At most three products are named.
    const many = Array.from({ length: 5 }, (_, k) => ({ ...p, name: `P${k}` }));
    expect(rules(quiet({ products: many }))).toHaveLength(3);
  });

  it("a best seller's stock at or below its threshold", () => {
    const low = { name: 'Lamp', units: 10, stock: 3, threshold: 5 };
    expect(performanceInsights(quiet({ bestSellers: [low] }))[0]).toMatchObject({
      rule: 'bestSellerLowStock',
      type: 'negative',
      action: 'Restock Lamp before it sells out.',
    });
    expect(rules(quiet({ bestSellers: [{ ...low, stock: 5 }] }))).toEqual(['bestSellerLowStock']);
    expect(rules(quiet({ bestSellers: [{ ...low, stock: 6 }] }))).toEqual([]);
    expect(rules(quiet({ bestSellers: [{ ...low, stock: null }] }))).toEqual([]);
    expect(rules(quiet({ bestSellers: [{ ...low, units: 0 }] }))).toEqual([]);
  });

  it('new customers down more than 20%', () => {
    expect(rules(quiet({ newCustomersChange: -0.5 }))).toEqual(['newCustomersDrop']);
    expect(rules(quiet({ newCustomersChange: -0.2 }))).toEqual([]);
  });

  it('a goal reached, and a goal behind pace once a quarter of the month has gone', () => {
    const goals = quiet().goals;
    expect(rules(quiet({ goals: [{ metric: 'orders', progress: 1 }] }))).toEqual(['goalReached']);
    expect(rules(quiet({ goals: [{ metric: 'orders', progress: 0.99 }] }))).toEqual([]);
    const behind = performanceInsights(
      quiet({ goals: [{ metric: 'revenue', progress: 0.2 }], monthElapsed: 0.5 }),
    );
    expect(behind).toEqual([
      {
        rule: 'goalBehindPace',
        type: 'warning',
        title: 'Behind your revenue goal',
        description: '20.0% of your November 2026 revenue goal with 50.0% of the month gone.',
        action: 'Promote your best sellers to catch up before the month ends.',
      },
    ]);
    expect(rules(quiet({ goals: [{ metric: 'revenue', progress: 0 }], monthElapsed: 0.2 }))).toEqual([]);
    expect(rules(quiet({ goals, monthElapsed: 0.6 }))).toEqual([]);
  });

  it('lists negative insights first, then warnings, then positive ones', () => {
    const f = quiet({
      revenueChange: 0.3,
      newCustomersChange: -0.5,
      bestSellers: [{ name: 'Lamp', units: 4, stock: 0, threshold: 5 }],
    });
    expect(performanceInsights(f).map((i) => i.type)).toEqual(['negative', 'warning', 'positive']);
  });
});

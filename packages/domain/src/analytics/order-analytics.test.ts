import { describe, expect, it } from 'vitest';
import {
  addOrderSums,
  averageOrderMinor,
  changeOf,
  EMPTY_ORDER_SUMS,
  fulfillmentRate,
  handlingDaysSchema,
  ORDER_ANALYTICS_MESSAGES,
  performanceMetrics,
} from './order-analytics.js';

const sums = (over: Partial<typeof EMPTY_ORDER_SUMS>) => ({ ...EMPTY_ORDER_SUMS, ...over });

describe('order analytics rules', () => {
  it('fulfillment: delivered out of the orders not cancelled by the customer', () => {
    expect(fulfillmentRate(sums({ orders: 6, cancelledByCustomer: 1, deliveredParts: 3 }))).toBe(60);
    expect(fulfillmentRate(sums({ orders: 2, cancelledByCustomer: 2 }))).toBeNull();
    expect(fulfillmentRate(EMPTY_ORDER_SUMS)).toBeNull();
  });

  it('average order value over live orders, null without any', () => {
    expect(averageOrderMinor(sums({ liveOrders: 3, revenueMinor: 31000 }))).toBe(10333);
    expect(averageOrderMinor(sums({ orders: 2, liveOrders: 0 }))).toBeNull();
  });

  it('change of a missing figure is missing', () => {
    expect(changeOf(60, 33.3)).toBe(80.2);
    expect(changeOf(null, 10)).toBeNull();
    expect(changeOf(10, null)).toBeNull();
    expect(changeOf(5, 0)).toBeNull();
  });

  it('adds sums column by column', () => {
    expect(
      addOrderSums(sums({ orders: 1, processingHours: 1.5 }), sums({ orders: 2, processingHours: 2 })),
    ).toEqual(sums({ orders: 3, processingHours: 3.5 }));
  });

  it('performance metrics with reasons; customer satisfaction is never made up', () => {
    const p = performanceMetrics(
      sums({ deliveredParts: 3, deliveredOnTime: 2, returned: 1, shippedParts: 3, processingHours: 48 }),
    );
    expect(p.metrics).toEqual({
      onTimeDeliveryRate: 66.7,
      returnRate: 33.3,
      averageProcessingTime: 16,
      customerSatisfaction: null,
    });
    expect(p.reasons).toEqual({ customerSatisfaction: ORDER_ANALYTICS_MESSAGES.noRatings });
    expect(performanceMetrics(EMPTY_ORDER_SUMS).reasons).toEqual({
      customerSatisfaction: ORDER_ANALYTICS_MESSAGES.noRatings,
      onTimeDeliveryRate: ORDER_ANALYTICS_MESSAGES.noDeliveries,
      returnRate: ORDER_ANALYTICS_MESSAGES.noDeliveries,
      averageProcessingTime: ORDER_ANALYTICS_MESSAGES.noShipments,
    });
  });

  it('handling days: whole days 0 to 60', () => {
    expect(handlingDaysSchema.safeParse(0).success).toBe(true);
    expect(handlingDaysSchema.safeParse(60).success).toBe(true);
    for (const bad of [-1, 61, 2.5, '3', null]) expect(handlingDaysSchema.safeParse(bad).success).toBe(false);
  });
});

import { z } from 'zod';
import { percentChange, percentOf } from './period.js';

/**
 * Order Analytics (spec 001 "Order analytics"): the rules that turn the vendor's daily rollups into
 * the screen's figures. Every rate with nothing to divide by is null, with a reason the screen shows
 * beside 'N/A'; nothing is ever made up (there are no order or inquiry ratings yet, so customer
 * satisfaction is always null).
 */

export const ORDER_ANALYTICS_MESSAGES = {
  loadFailed: 'Failed to load order analytics',
  exportFailed: 'Failed to export order analytics. Please try again.',
  noOrders: 'No orders in this period yet',
  noOrdersHint: 'Orders placed with you in this period will show here.',
  noLiveOrders: 'No orders left in this period after cancellations and returns',
  noFulfillable: 'No orders in this period that could be fulfilled',
  noPrevious: 'Nothing in the previous period to compare with',
  noDeliveries: 'No order placed in this period has been delivered yet',
  noShipments: 'No order placed in this period has shipped yet',
  noRatings: 'No ratings yet',
  noCustomers: 'No customers yet',
} as const;

/** How the Fulfillment Rate is defined (the API description and the screen's tooltip say the same). */
export const FULFILLMENT_RATE_DEFINITION =
  'Orders placed in the period that were delivered (returned ones included), out of the orders placed in the period that could still complete: every order except those the customer cancelled. Orders still open, rejected or cancelled by you count as not fulfilled.';

export const CUSTOMER_INSIGHTS_DEFINITION =
  'Total Customers: everyone who had ordered from you by the end of the period. New Customers: those whose first order with you fell in the period. Repeat Customer Rate: the share of Total Customers with two or more orders.';

export const ON_TIME_DEFINITION =
  "Delivered no later than the order's estimated delivery date plus your handling days (Profile settings).";

/** The vendor's handling time (vendors.handling_days): 0 to 60 whole days, default 3. */
export const DEFAULT_HANDLING_DAYS = 3;
export const MAX_HANDLING_DAYS = 60;
export const HANDLING_DAYS_MESSAGE = `Handling days must be a whole number from 0 to ${MAX_HANDLING_DAYS}`;
export const HANDLING_DAYS_HINT =
  'Days you need to hand an order to the carrier; on-time delivery allows these plus the shipping days';
export const handlingDaysSchema = z
  .number({ error: HANDLING_DAYS_MESSAGE })
  .int({ error: HANDLING_DAYS_MESSAGE })
  .min(0, { error: HANDLING_DAYS_MESSAGE })
  .max(MAX_HANDLING_DAYS, { error: HANDLING_DAYS_MESSAGE });

/** Sums of the vendor's daily rollup columns over a period (parts placed in the period). */
export type OrderDaySums = {
  orders: number;
  liveOrders: number;
  revenueMinor: number;
  earningsMinor: number;
  cancelledByCustomer: number;
  deliveredParts: number;
  deliveredOnTime: number;
  returned: number;
  shippedParts: number;
  processingHours: number;
};

export const EMPTY_ORDER_SUMS: OrderDaySums = {
  orders: 0,
  liveOrders: 0,
  revenueMinor: 0,
  earningsMinor: 0,
  cancelledByCustomer: 0,
  deliveredParts: 0,
  deliveredOnTime: 0,
  returned: 0,
  shippedParts: 0,
  processingHours: 0,
};

export function addOrderSums(a: OrderDaySums, b: OrderDaySums): OrderDaySums {
  const out = { ...a };
  for (const key of Object.keys(out) as (keyof OrderDaySums)[]) out[key] = a[key] + b[key];
  return out;
}

/** Average order value in minor units over live orders; null when there is none. */
export function averageOrderMinor(s: OrderDaySums): number | null {
  return s.liveOrders > 0 ? Math.round(s.revenueMinor / s.liveOrders) : null;
}

/** Fulfillment rate in percent (one decimal) per FULFILLMENT_RATE_DEFINITION; null when nothing could complete. */
export function fulfillmentRate(s: OrderDaySums): number | null {
  return percentOf(s.deliveredParts, s.orders - s.cancelledByCustomer);
}

/** Change of a figure that may itself be missing: null when either side is. */
export function changeOf(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null) return null;
  return percentChange(current, previous);
}

export type PerformanceMetrics = {
  /** Percent of delivered parts delivered on time. */
  onTimeDeliveryRate: number | null;
  /** Percent of delivered parts that came back. */
  returnRate: number | null;
  /** Hours from placing to shipping, averaged over shipped parts, one decimal. */
  averageProcessingTime: number | null;
  /** Always null: there are no order or inquiry ratings in the product yet. */
  customerSatisfaction: null;
};

/** The performance metrics and, for each one left null, why. */
export function performanceMetrics(s: OrderDaySums): {
  metrics: PerformanceMetrics;
  reasons: Partial<Record<keyof PerformanceMetrics, string>>;
} {
  const reasons: Partial<Record<keyof PerformanceMetrics, string>> = {
    customerSatisfaction: ORDER_ANALYTICS_MESSAGES.noRatings,
  };
  const metrics: PerformanceMetrics = {
    onTimeDeliveryRate: percentOf(s.deliveredOnTime, s.deliveredParts),
    returnRate: percentOf(s.returned, s.deliveredParts),
    averageProcessingTime:
      s.shippedParts > 0 ? Math.round((s.processingHours / s.shippedParts) * 10) / 10 : null,
    customerSatisfaction: null,
  };
  if (metrics.onTimeDeliveryRate === null) reasons.onTimeDeliveryRate = ORDER_ANALYTICS_MESSAGES.noDeliveries;
  if (metrics.returnRate === null) reasons.returnRate = ORDER_ANALYTICS_MESSAGES.noDeliveries;
  if (metrics.averageProcessingTime === null)
    reasons.averageProcessingTime = ORDER_ANALYTICS_MESSAGES.noShipments;
  return { metrics, reasons };
}

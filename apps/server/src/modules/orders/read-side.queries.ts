import { columnsOf } from '../../db/columns.js';
import { orderItems, orderParts, orders } from './orders.tables.js';

/**
 * What the read side (analytics, reports, performance, dashboards, product analytics) may read of the
 * orders, as subqueries of named columns joined in their statements (decision 0039): `from ${orderRows} o`.
 * The columns keep their SQL names; PostgreSQL inlines the subqueries, so each statement keeps its plan.
 */

/** Orders: who placed them, where they ship, when, and their unified status. */
export const orderRows = columnsOf(orders, [
  'id',
  'customerId',
  'customerEmail',
  'shipCity',
  'shipState',
  'shipCountry',
  'estimatedDeliveryAt',
  'unifiedStatus',
  'createdAt',
]);

/** Order parts (one per vendor, or the marketplace's own): status, amounts, customer and milestones. */
export const orderPartRows = columnsOf(orderParts, [
  'id',
  'orderId',
  'type',
  'vendorId',
  'status',
  'orderNumber',
  'customerName',
  'customerEmail',
  'itemCount',
  'subtotalMinor',
  'commissionMinor',
  'vendorAmountMinor',
  'cancelledBy',
  'forwardedAt',
  'shippedAt',
  'deliveredAt',
  'createdAt',
]);

/** Order items: product, quantity, amounts and status of each line. */
export const orderItemRows = columnsOf(orderItems, [
  'id',
  'orderId',
  'partId',
  'productId',
  'sku',
  'title',
  'quantity',
  'unitPriceMinor',
  'totalMinor',
  'status',
]);

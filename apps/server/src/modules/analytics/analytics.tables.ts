import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The analytics read model (decision 0013): daily rollups per vendor, per vendor and product, per
 * vendor and customer, and for the whole marketplace. Every row is recomputed from the orders for
 * its key (never incremented), so a rebuild and the incremental refresh give the same rows.
 * Days are calendar days in the marketplace time zone (`MARKETPLACE_TIME_ZONE`).
 * Only vendor parts forwarded to the vendor count (what the vendor sees in its order list).
 */
const minor = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const count = (name: string) => integer(name).notNull().default(0);

/** One vendor's day. "Placed" columns belong to the day the order was placed; "delivered_*" to the day of delivery. */
export const analyticsVendorDays = pgTable(
  'analytics_vendor_days',
  {
    vendorId: uuid('vendor_id').notNull(),
    day: date('day').notNull(),
    /** Parts placed this day, whatever became of them. */
    orders: count('orders'),
    /** ...of which still live: not cancelled, rejected or returned. */
    liveOrders: count('live_orders'),
    /** Units of active items in live parts. */
    units: count('units'),
    /** Active items (order lines) in live parts: the Sales Reports' detailed line count. */
    lines: count('lines'),
    /** Subtotal of live parts (gross sales, before commission). */
    revenueMinor: minor('revenue_minor'),
    commissionMinor: minor('commission_minor'),
    /** What the vendor keeps: revenue minus commission. */
    earningsMinor: minor('earnings_minor'),
    /** Value of what was cancelled or rejected (whole parts and single cancelled items). */
    cancelledMinor: minor('cancelled_minor'),
    /** Value of returned parts. */
    returnedMinor: minor('returned_minor'),
    customers: count('customers'),
    newCustomers: count('new_customers'),
    returningCustomers: count('returning_customers'),
    // Parts placed this day by their current status.
    statusPending: count('status_pending'),
    statusAccepted: count('status_accepted'),
    statusProcessing: count('status_processing'),
    statusShipped: count('status_shipped'),
    statusDelivered: count('status_delivered'),
    statusCancelled: count('status_cancelled'),
    statusCancelledByCustomer: count('status_cancelled_by_customer'),
    statusRejected: count('status_rejected'),
    statusReturned: count('status_returned'),
    /** Parts placed this day that have shipped, and the hours from placing to shipping summed over them. */
    shippedParts: count('shipped_parts'),
    processingHours: doublePrecision('processing_hours').notNull().default(0),
    /** Parts placed this day that were delivered (returned ones included), and how many on time. */
    deliveredParts: count('delivered_parts'),
    deliveredOnTime: count('delivered_on_time'),
    // Delivered on this day (the Commissions screen's basis: parts whose status is delivered).
    deliveredDayParts: count('delivered_day_parts'),
    deliveredDayRevenueMinor: minor('delivered_day_revenue_minor'),
    deliveredDayCommissionMinor: minor('delivered_day_commission_minor'),
    deliveredDayEarningsMinor: minor('delivered_day_earnings_minor'),
    /** Live orders and revenue by the hour of day they were placed (24 entries). */
    ordersByHour: integer('orders_by_hour').array().notNull().default(sql`array_fill(0, array[24])`),
    revenueByHour: bigint('revenue_by_hour', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`array_fill(0::bigint, array[24])`),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.day] }),
    // The admin's home ranks every vendor over a period's edge days: read by day, not by vendor,
    // from the index alone (the day rows are wide).
    index('analytics_vendor_days_day_idx').on(t.day, t.vendorId, t.revenueMinor, t.liveOrders),
  ],
);

/** One product's day for its vendor: live parts, active items. */
export const analyticsProductDays = pgTable(
  'analytics_product_days',
  {
    vendorId: uuid('vendor_id').notNull(),
    day: date('day').notNull(),
    productId: uuid('product_id').notNull(),
    units: count('units'),
    revenueMinor: minor('revenue_minor'),
    orders: count('orders'),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.day, t.productId] }),
    index('analytics_product_days_product_idx').on(t.productId, t.day),
    // The admin's home ranks categories over a period of every vendor.
    index('analytics_product_days_day_idx').on(t.day),
  ],
);

/**
 * One product's day for its vendor by the Sales Reports' Order Status option (pending, confirmed,
 * shipped, delivered, cancelled: `REPORT_STATUS_PARTS`): a report filtered by status reads its
 * products and categories here instead of every line of the period. Active items, except for
 * 'cancelled', which counts every line of a cancelled or rejected part (as the report does).
 */
export const analyticsProductStatusDays = pgTable(
  'analytics_product_status_days',
  {
    vendorId: uuid('vendor_id').notNull(),
    status: text('status').notNull(),
    day: date('day').notNull(),
    productId: uuid('product_id').notNull(),
    units: count('units'),
    revenueMinor: minor('revenue_minor'),
    /** Order lines: the detailed report's line count under a status filter. */
    lines: count('lines'),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.status, t.day, t.productId] })],
);

/**
 * One vendor's product over a calendar month: the sums of its product days (recomputed from them
 * with the vendor's months). A long period reads whole months here and only its edge days from
 * analytics_product_days, so its cost follows the months, not how many days each product sold.
 */
export const analyticsProductMonths = pgTable(
  'analytics_product_months',
  {
    vendorId: uuid('vendor_id').notNull(),
    month: date('month').notNull(),
    productId: uuid('product_id').notNull(),
    units: count('units'),
    revenueMinor: minor('revenue_minor'),
    orders: count('orders'),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.month, t.productId] })],
);

/**
 * One customer of one vendor, over all time (the customer is known by lower-case e-mail, so guests
 * count too): first and last order, orders, what they spent and where the last order went.
 */
export const analyticsVendorCustomers = pgTable(
  'analytics_vendor_customers',
  {
    vendorId: uuid('vendor_id').notNull(),
    customerKey: text('customer_key').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    firstOrderAt: timestamp('first_order_at', { withTimezone: true }).notNull(),
    firstDay: date('first_day').notNull(),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }).notNull(),
    lastDay: date('last_day').notNull(),
    orders: count('orders'),
    liveOrders: count('live_orders'),
    spentMinor: minor('spent_minor'),
    country: text('country').notNull().default(''),
    city: text('city').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.customerKey] }),
    // Covering (index-only scans): Order Analytics' customer base reads these columns by first day,
    // Customer Insights' period customers these by last day.
    index('analytics_vendor_customers_first_idx').on(t.vendorId, t.firstDay, t.orders),
    index('analytics_vendor_customers_last_idx').on(
      t.vendorId,
      t.lastDay,
      t.firstDay,
      t.orders,
      t.spentMinor,
      t.country,
      t.city,
      t.customerKey,
    ),
    // The top customers of a period: the biggest spenders first, the latest day tested in the index.
    index('analytics_vendor_customers_spent_idx').on(t.vendorId, t.spentMinor, t.lastDay),
  ],
);

/** One customer's month with one vendor (cohorts and repeat rates). */
export const analyticsCustomerMonths = pgTable(
  'analytics_customer_months',
  {
    vendorId: uuid('vendor_id').notNull(),
    customerKey: text('customer_key').notNull(),
    month: date('month').notNull(),
    /** The customer's first month with the vendor (its cohort), the month of analytics_vendor_customers.first_day. */
    firstMonth: date('first_month').notNull(),
    orders: count('orders'),
    liveOrders: count('live_orders'),
    spentMinor: minor('spent_minor'),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.customerKey, t.month] }),
    index('analytics_customer_months_month_idx').on(t.vendorId, t.month),
    // The retention grid counts a vendor's cohorts by month (index-only, no join).
    index('analytics_customer_months_cohort_idx').on(t.vendorId, t.firstMonth, t.month),
  ],
);

/** The whole marketplace's day (the admin's home): every order, the marketplace's own part included. */
export const analyticsMarketplaceDays = pgTable('analytics_marketplace_days', {
  day: date('day').primaryKey(),
  /** Customer orders placed this day, whatever became of them. */
  orders: count('orders'),
  liveOrders: count('live_orders'),
  units: count('units'),
  /** Subtotal of the live parts of every order (vendors' and the marketplace's own). */
  grossMinor: minor('gross_minor'),
  /** The marketplace's own products' share of gross. */
  ownSalesMinor: minor('own_sales_minor'),
  /** Commission on live vendor parts placed this day. */
  commissionMinor: minor('commission_minor'),
  cancelledMinor: minor('cancelled_minor'),
  customers: count('customers'),
  newCustomers: count('new_customers'),
  /** Commission of vendor parts delivered this day (status delivered): what vendors owe, before payments. */
  deliveredCommissionMinor: minor('delivered_commission_minor'),
});

/**
 * One vendor's month, summed from its days: the admin's vendor ranking and the Performance
 * Dashboard's industry average read months, not every vendor day.
 */
export const analyticsVendorMonths = pgTable(
  'analytics_vendor_months',
  {
    vendorId: uuid('vendor_id').notNull(),
    month: date('month').notNull(),
    liveOrders: count('live_orders'),
    revenueMinor: minor('revenue_minor'),
    orders: count('orders'),
    units: count('units'),
    earningsMinor: minor('earnings_minor'),
    /** The sum of the days' customer counts (a customer who ordered on two days counts twice, as in the days). */
    customers: count('customers'),
    newCustomers: count('new_customers'),
    returningCustomers: count('returning_customers'),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.month] }),
    index('analytics_vendor_months_month_idx').on(t.month, t.vendorId, t.revenueMinor, t.liveOrders),
    // The industry average reads a year of months of hundreds of peers: from the index alone
    // (every figure it sums), not one heap page per peer month.
    index('analytics_vendor_months_vendor_cover_idx').on(
      t.vendorId,
      t.month,
      t.orders,
      t.liveOrders,
      t.units,
      t.revenueMinor,
      t.earningsMinor,
      t.customers,
      t.newCustomers,
      t.returningCustomers,
    ),
  ],
);

/**
 * A vendor's customers counted by the day of their first order (from analytics_vendor_customers,
 * recomputed for the days a customer refresh leaves or enters): the customer base and the new
 * customers of a period without reading one row per customer.
 */
export const analyticsCustomerFirstDays = pgTable(
  'analytics_customer_first_days',
  {
    vendorId: uuid('vendor_id').notNull(),
    firstDay: date('first_day').notNull(),
    customers: count('customers'),
    /** ...of which have placed two or more orders with the vendor. */
    repeatCustomers: count('repeat_customers'),
    /** What these customers have spent with the vendor in all (live parts): their lifetime value. */
    spentMinor: minor('spent_minor'),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.firstDay] })],
);

/**
 * analytics_customer_first_days summed by month (recomputed with them): the industry average
 * reads a year of hundreds of peers' new customers and their spend as months and edge days.
 */
export const analyticsCustomerFirstMonths = pgTable(
  'analytics_customer_first_months',
  {
    vendorId: uuid('vendor_id').notNull(),
    month: date('month').notNull(),
    customers: count('customers'),
    spentMinor: minor('spent_minor'),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.month] }),
    // The industry average's peers' first customers from the index alone.
    index('analytics_customer_first_months_vendor_cover_idx').on(
      t.vendorId,
      t.month,
      t.customers,
      t.spentMinor,
    ),
  ],
);

/**
 * A vendor's customers counted by the day of their latest order and where they live (from
 * analytics_vendor_customers): the customers of a period ending today are those whose latest
 * order falls in it, so their count, repeat count and places sum from at most one row per day and
 * place, however many customers there are.
 */
export const analyticsCustomerLastDays = pgTable(
  'analytics_customer_last_days',
  {
    vendorId: uuid('vendor_id').notNull(),
    lastDay: date('last_day').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    customers: count('customers'),
    repeatCustomers: count('repeat_customers'),
    /** What these customers have spent with the vendor in all (live parts). */
    spentMinor: minor('spent_minor'),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.lastDay, t.country, t.city] })],
);

/** A vendor's cohorts (first-order month) by month: how many of the cohort's customers ordered that month. */
export const analyticsCohortMonths = pgTable(
  'analytics_cohort_months',
  {
    vendorId: uuid('vendor_id').notNull(),
    firstMonth: date('first_month').notNull(),
    month: date('month').notNull(),
    customers: count('customers'),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.firstMonth, t.month] })],
);

/**
 * One main category's day over every vendor (live vendor parts, active items), keyed by the
 * product's main category now ('' = none): the admin's category ranking.
 */
export const analyticsCategoryDays = pgTable(
  'analytics_category_days',
  {
    day: date('day').notNull(),
    categoryKey: text('category_key').notNull(),
    units: count('units'),
    revenueMinor: minor('revenue_minor'),
  },
  (t) => [primaryKey({ columns: [t.day, t.categoryKey] })],
);

/**
 * Parts whose analytics rows must be recomputed: written by a trigger on order_parts and
 * order_items in the same transaction as the change, drained by the analytics job.
 */
export const analyticsDirtyParts = pgTable('analytics_dirty_parts', {
  partId: uuid('part_id').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});

import { columnsOf } from '../../db/columns.js';
import {
  analyticsCustomerFirstDays,
  analyticsCustomerFirstMonths,
  analyticsProductDays,
  analyticsProductMonths,
  analyticsProductStatusDays,
  analyticsVendorCustomers,
  analyticsVendorDays,
  analyticsVendorMonths,
} from './analytics.tables.js';

/**
 * The rollups (decision 0013) as the other read screens (Sales Reports, Performance, the vendor's
 * dashboard) read them: every column of each rollup, as a subquery joined in their statements
 * (decision 0039): `from ${vendorDayRows} d`. PostgreSQL inlines the subqueries, so each statement
 * keeps its plan; the refresh alone writes these tables.
 */

/** A vendor's day: orders placed that day and parts delivered that day (analytics_vendor_days). */
export const vendorDayRows = columnsOf(analyticsVendorDays);
/** A vendor's month, summed from its days. */
export const vendorMonthRows = columnsOf(analyticsVendorMonths);
/** A product's day of live sales. */
export const productDayRows = columnsOf(analyticsProductDays);
/** A product's month, summed from its days. */
export const productMonthRows = columnsOf(analyticsProductMonths);
/** A product's lines per day and Sales Reports status option. */
export const productStatusDayRows = columnsOf(analyticsProductStatusDays);
/** A vendor's customer over all time. */
export const vendorCustomerRows = columnsOf(analyticsVendorCustomers);
/** A vendor's customers by first-order day. */
export const customerFirstDayRows = columnsOf(analyticsCustomerFirstDays);
/** A vendor's customers by first-order month. */
export const customerFirstMonthRows = columnsOf(analyticsCustomerFirstMonths);

import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { productRows } from '../catalog/index.js';
import { analyticsCustomerFirstDays, analyticsProductDays, analyticsVendorDays } from './analytics.tables.js';

/** Order Analytics reads (decision 0013): only the rollup tables and, for names, the products. */

export type OrderDayRow = {
  day: string;
  orders: number;
  live_orders: number;
  revenue_minor: number | string;
  earnings_minor: number | string;
  status_pending: number;
  status_accepted: number;
  status_processing: number;
  status_shipped: number;
  status_delivered: number;
  status_cancelled: number;
  status_cancelled_by_customer: number;
  status_rejected: number;
  status_returned: number;
  shipped_parts: number;
  processing_hours: number | string;
  delivered_parts: number;
  delivered_on_time: number;
};

/** The vendor's days from `from` to `to` (both included) that hold anything. */
export async function vendorOrderDays(db: DbOrTx, vendorId: string, from: string, to: string) {
  return queryRows<OrderDayRow>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, orders, live_orders, revenue_minor, earnings_minor,
        status_pending, status_accepted, status_processing, status_shipped, status_delivered, status_cancelled,
        status_cancelled_by_customer, status_rejected, status_returned, shipped_parts, processing_hours,
        delivered_parts, delivered_on_time
      from ${analyticsVendorDays}
      where vendor_id = ${vendorId} and day between ${from}::date and ${to}::date
      order by day`,
  );
}

/**
 * The vendor's best sellers by units over the period (live parts, active items), at most `limit`;
 * products joined by id and vendor (an index read of the vendor's products, not a catalogue scan).
 */
export async function topProductsByUnits(
  db: DbOrTx,
  vendorId: string,
  from: string,
  to: string,
  limit: number,
) {
  return queryRows<{
    product_id: string;
    name: string | null;
    units: number;
    revenue_minor: number | string;
  }>(
    db,
    sql`select t.product_id, p.title as name, t.units, t.revenue_minor
      from (select product_id, sum(units)::int as units, sum(revenue_minor) as revenue_minor
            from ${analyticsProductDays}
            where vendor_id = ${vendorId} and day between ${from}::date and ${to}::date
            group by product_id) t
      left join ${productRows} p on p.id = t.product_id and p.vendor_id = ${vendorId}
      order by t.units desc, t.revenue_minor desc, t.product_id
      limit ${limit}`,
  );
}

/**
 * The vendor's customers by the end of the period: all of them, new in the period, with two or more
 * orders; summed from the customers by first day (one row per day, however many customers).
 */
export async function customerBase(db: DbOrTx, vendorId: string, from: string, to: string) {
  const [row] = await queryRows<{ total: number; fresh: number; repeat: number }>(
    db,
    sql`select coalesce(sum(customers), 0)::int as total,
        coalesce(sum(customers) filter (where first_day >= ${from}::date), 0)::int as fresh,
        coalesce(sum(repeat_customers), 0)::int as repeat
      from ${analyticsCustomerFirstDays}
      where vendor_id = ${vendorId} and first_day <= ${to}::date`,
  );
  return row ?? { total: 0, fresh: 0, repeat: 0 };
}

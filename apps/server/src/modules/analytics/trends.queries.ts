import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { analyticsVendorDays } from './analytics.tables.js';

/** Trends & Forecasts reads one vendor's days (analytics_vendor_days), never the orders. */

export type TrendDayRow = { day: string; revenue: number; orders: number };

/** Revenue (live parts) and live orders per day with a row, between two days (both included). */
export async function vendorTrendDays(db: DbOrTx, vendorId: string, from: string, to: string) {
  const rows = await queryRows<{ day: string; revenue: number | string; orders: number }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, revenue_minor as revenue, live_orders as orders
      from ${analyticsVendorDays}
      where vendor_id = ${vendorId} and day between ${from}::date and ${to}::date and orders > 0`,
  );
  return rows.map((r): TrendDayRow => ({ day: r.day, revenue: Number(r.revenue), orders: Number(r.orders) }));
}

/** The day of the vendor's first order (forwarded part), or null. */
export async function vendorFirstOrderDay(db: DbOrTx, vendorId: string): Promise<string | null> {
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`select to_char(min(day), 'YYYY-MM-DD') as day from ${analyticsVendorDays}
      where vendor_id = ${vendorId} and orders > 0`,
  );
  return row?.day ?? null;
}

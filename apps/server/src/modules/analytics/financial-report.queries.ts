import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { commissionPaymentRows } from '../vendor-orders/index.js';
import { analyticsVendorDays } from './analytics.tables.js';

export type FinancialMonthRow = {
  month: string;
  revenue: number;
  cancelled: number;
  returned: number;
  delivered_parts: number;
  delivered_revenue: number;
  delivered_commission: number;
  delivered_earnings: number;
  paid: number;
};

/**
 * The vendor's months from `from` to `to` (days in the marketplace time zone, whole months): the
 * placed-day figures and the delivered-day figures of analytics_vendor_days summed by month, and the
 * commission payments recorded for each month (commission_payments): one statement.
 */
export async function financialMonths(
  db: DbOrTx,
  vendorId: string,
  from: string,
  to: string,
): Promise<FinancialMonthRow[]> {
  const rows = await queryRows<FinancialMonthRow>(
    db,
    sql`with d as (
        select date_trunc('month', day)::date as month,
          sum(revenue_minor)::bigint as revenue, sum(cancelled_minor)::bigint as cancelled,
          sum(returned_minor)::bigint as returned, sum(delivered_day_parts)::int as delivered_parts,
          sum(delivered_day_revenue_minor)::bigint as delivered_revenue,
          sum(delivered_day_commission_minor)::bigint as delivered_commission,
          sum(delivered_day_earnings_minor)::bigint as delivered_earnings
        from ${analyticsVendorDays}
        where vendor_id = ${vendorId} and day between ${from}::date and ${to}::date
        group by 1
      ),
      p as (
        select make_date(year, month, 1) as month, sum(amount_minor)::bigint as paid
        from ${commissionPaymentRows} cp
        where vendor_id = ${vendorId} and make_date(year, month, 1) between date_trunc('month', ${from}::date)::date and ${to}::date
        group by 1
      )
      select to_char(coalesce(d.month, p.month), 'YYYY-MM-DD') as month,
        coalesce(d.revenue, 0) as revenue, coalesce(d.cancelled, 0) as cancelled, coalesce(d.returned, 0) as returned,
        coalesce(d.delivered_parts, 0) as delivered_parts, coalesce(d.delivered_revenue, 0) as delivered_revenue,
        coalesce(d.delivered_commission, 0) as delivered_commission,
        coalesce(d.delivered_earnings, 0) as delivered_earnings, coalesce(p.paid, 0) as paid
      from d full join p on p.month = d.month
      order by 1`,
  );
  return rows;
}

import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { vendorCustomerRows } from '../analytics/index.js';
import { orderPartRows } from '../orders/index.js';
import { itemJoin, partsServe, partWhere, type ReportScope } from './sales-report.queries.js';

export type CustomerSplitRow = {
  new_orders: number;
  returning_orders: number;
  new_sales: number | string;
  returning_sales: number | string;
};

/**
 * The report's sales of [from, to] (the same parts and lines its cards count, filters included)
 * split by customer: new when the customer's first order with the vendor (any status, as Customer
 * Insights counts it: analytics_vendor_customers.first_day) falls on or after `from`, otherwise
 * returning. Customers are known by e-mail, so guests count too.
 */
export async function customerSalesSplit(
  db: DbOrTx,
  s: ReportScope,
  from: string,
  to: string,
): Promise<CustomerSplitRow> {
  const kept = partsServe(s)
    ? sql`select p.id, p.customer_email, p.subtotal_minor as sales from ${orderPartRows} p
        where ${partWhere(s, from, to)}`
    : sql`select p.id, p.customer_email, coalesce(sum(i.total_minor), 0)::bigint as sales
        from ${orderPartRows} p ${itemJoin(s)} where ${partWhere(s, from, to)} group by p.id, p.customer_email`;
  const [row] = await queryRows<CustomerSplitRow & { k: number }>(
    db,
    sql`with k as (${kept}),
      f as (
        select k.sales, coalesce(c.first_day >= ${from}::date, false) as fresh
        from k left join ${vendorCustomerRows} c
          on c.vendor_id = ${s.vendorId} and c.customer_key = lower(k.customer_email)
      )
      select count(*) filter (where fresh)::int as new_orders,
        count(*) filter (where not fresh)::int as returning_orders,
        coalesce(sum(sales) filter (where fresh), 0)::bigint as new_sales,
        coalesce(sum(sales) filter (where not fresh), 0)::bigint as returning_sales
      from f`,
  );
  return row!;
}

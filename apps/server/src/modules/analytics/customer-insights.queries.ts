import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { orderPartRows } from '../orders/index.js';
import {
  analyticsCohortMonths,
  analyticsCustomerFirstDays,
  analyticsCustomerLastDays,
  analyticsCustomerMonths,
  analyticsVendorCustomers,
  analyticsVendorDays,
} from './analytics.tables.js';

/**
 * Customer Insights reads (decision 0013): the vendor's days, its customers and their months
 * (analytics_vendor_days, analytics_vendor_customers, analytics_customer_months). Days are
 * YYYY-MM-DD in the marketplace time zone `tz`; three statements per request.
 */

/** New and returning customers of each day of [from, to] that had any. */
export async function customerDays(db: DbOrTx, vendorId: string, from: string, to: string) {
  const rows = await queryRows<{ day: string; new_customers: number; returning_customers: number }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, new_customers, returning_customers
      from ${analyticsVendorDays}
      where vendor_id = ${vendorId} and day between ${from}::date and ${to}::date
        and (new_customers > 0 or returning_customers > 0)
      order by day`,
  );
  return rows.map((r) => ({
    day: r.day,
    newCustomers: Number(r.new_customers),
    returningCustomers: Number(r.returning_customers),
  }));
}

export type PeriodCustomer = {
  name: string;
  email: string;
  orders: number;
  spent_minor: number;
  last_order_at: string;
};

/**
 * The customers of the period (who placed an order with the vendor in [from, to]): their count,
 * how many are new (first order in the period) and repeat (more than one order ever), the top 10
 * by spend and where they are. A customer whose first or last order falls in the period, or who
 * ordered in a month lying wholly inside it, is known from the rollups; only a customer who ordered
 * both before and after a past period is looked up in its own orders (one index probe each).
 * Shape for speed: customers whose last order lies in the period are in it without further test (an
 * index-only range on the covering last-day index); only those with a later last order are tested,
 * none for a period ending today. The CTE holds only the columns read (it stays in memory); names
 * and e-mails are fetched for the top 10 alone.
 */
export async function periodCustomers(db: DbOrTx, vendorId: string, from: string, to: string, tz: string) {
  const [row] = await queryRows<{
    customers: number;
    new_customers: number;
    repeat_customers: number;
    top: PeriodCustomer[];
    locations: { country: string; city: string; customers: number; spent_minor: number }[];
  }>(
    db,
    sql`with a as materialized (
        select c.customer_key, c.first_day, c.orders, c.spent_minor, c.country, c.city
        from ${analyticsVendorCustomers} c
        where c.vendor_id = ${vendorId} and c.last_day >= ${from}::date and c.last_day <= ${to}::date
        union all
        select c.customer_key, c.first_day, c.orders, c.spent_minor, c.country, c.city
        from ${analyticsVendorCustomers} c
        where c.vendor_id = ${vendorId} and c.last_day > ${to}::date and c.first_day <= ${to}::date
          and (c.first_day >= ${from}::date
            or exists (select 1 from ${analyticsCustomerMonths} m
              where m.vendor_id = c.vendor_id and m.customer_key = c.customer_key
                and m.month >= ${from}::date and (m.month + interval '1 month')::date <= ${to}::date + 1)
            or exists (select 1 from ${orderPartRows} p
              where p.vendor_id = c.vendor_id and lower(p.customer_email) = c.customer_key and p.forwarded_at is not null
                and p.created_at >= (${from}::date::timestamp at time zone ${tz})
                and p.created_at < ((${to}::date + 1)::timestamp at time zone ${tz})))
      ),
      n as (
        select count(*)::int as customers, count(*) filter (where first_day >= ${from}::date)::int as new_customers,
          count(*) filter (where orders > 1)::int as repeat_customers
        from a
      )
      select n.customers, n.new_customers, n.repeat_customers,
        (select coalesce(json_agg(json_build_object('name', c.name, 'email', c.email, 'orders', t.orders,
            'spent_minor', t.spent_minor, 'last_order_at', c.last_order_at)
            order by t.spent_minor desc, t.orders desc, t.customer_key), '[]'::json)
          from (select customer_key, orders, spent_minor from a
            order by spent_minor desc, orders desc, customer_key limit 10) t
          join ${analyticsVendorCustomers} c on c.vendor_id = ${vendorId} and c.customer_key = t.customer_key) as top,
        (select coalesce(json_agg(l), '[]'::json) from (
          select country, city, count(*)::int as customers, sum(spent_minor)::bigint as spent_minor from a
          group by country, city order by count(*) desc, sum(spent_minor) desc, country, city limit 20) l) as locations
      from n`,
  );
  return row!;
}

/**
 * The customers of a period that ends today or later (nobody has ordered after it, so they are the
 * customers whose latest order falls in it): the same figures as periodCustomers, summed from the
 * customer rollups by latest and first day (at most one row per day and place), plus the top 10
 * read from the biggest spenders down. Its cost follows the days, not the customers.
 */
export async function periodCustomersToDate(db: DbOrTx, vendorId: string, from: string, to: string) {
  const [row] = await queryRows<{
    customers: number;
    new_customers: number;
    repeat_customers: number;
    top: PeriodCustomer[];
    locations: { country: string; city: string; customers: number; spent_minor: number }[];
  }>(
    db,
    sql`with l as (
        select country, city, sum(customers)::int as customers, sum(repeat_customers)::int as repeat_customers,
          sum(spent_minor)::bigint as spent_minor
        from ${analyticsCustomerLastDays}
        where vendor_id = ${vendorId} and last_day >= ${from}::date and last_day <= ${to}::date
        group by country, city
      )
      select (select coalesce(sum(customers), 0)::int from l) as customers,
        (select coalesce(sum(customers), 0)::int from ${analyticsCustomerFirstDays}
          where vendor_id = ${vendorId} and first_day >= ${from}::date and first_day <= ${to}::date) as new_customers,
        (select coalesce(sum(repeat_customers), 0)::int from l) as repeat_customers,
        (select coalesce(json_agg(json_build_object('name', t.name, 'email', t.email, 'orders', t.orders,
            'spent_minor', t.spent_minor, 'last_order_at', t.last_order_at)
            order by t.spent_minor desc, t.orders desc, t.customer_key), '[]'::json)
          from (select customer_key, name, email, orders, spent_minor, last_order_at from ${analyticsVendorCustomers}
            where vendor_id = ${vendorId} and last_day >= ${from}::date and last_day <= ${to}::date
            order by spent_minor desc, orders desc, customer_key limit 10) t) as top,
        (select coalesce(json_agg(x), '[]'::json) from (
          select country, city, customers, spent_minor from l
          order by customers desc, spent_minor desc, country, city limit 20) x) as locations`,
  );
  return row!;
}

/**
 * Cohorts by first-order month from `firstCohort` to `lastMonth` (first days of months): per cohort
 * and month offset, how many of its customers ordered that month (offset 0 is the cohort's size),
 * from the cohort cells (at most 78 rows).
 */
export async function cohortCounts(db: DbOrTx, vendorId: string, firstCohort: string, lastMonth: string) {
  const rows = await queryRows<{ cohort: string; offset: number; customers: number }>(
    db,
    sql`select to_char(first_month, 'YYYY-MM-DD') as cohort,
        ((extract(year from month) - extract(year from first_month)) * 12
          + extract(month from month) - extract(month from first_month))::int as offset, customers
      from ${analyticsCohortMonths}
      where vendor_id = ${vendorId} and first_month >= ${firstCohort}::date and first_month <= ${lastMonth}::date
        and month <= ${lastMonth}::date`,
  );
  return rows.map((r) => ({ cohort: r.cohort, offset: Number(r.offset), customers: Number(r.customers) }));
}

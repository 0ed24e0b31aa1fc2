import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  analyticsCohortMonths,
  analyticsCustomerFirstDays,
  analyticsCustomerFirstMonths,
  analyticsCustomerLastDays,
  analyticsCustomerMonths,
  analyticsVendorCustomers,
} from './analytics.tables.js';

/**
 * The customer rollups (decision 0013): customers by first-order day (and month), by latest-order day and
 * place, and cohort cells, each recomputed from analytics_vendor_customers or
 * analytics_customer_months for the keys a customer refresh touched (never incremented), or filled
 * whole after a rebuild. Run after refreshCustomers, under the refresh lock.
 */

export type CustomerRollupKeys = {
  firstDays: { v: string; day: string }[];
  lastDays: { v: string; day: string }[];
  cohorts: { v: string; fm: string; m: string }[];
};

const records = (rows: object[]) => JSON.stringify(rows);

export async function refreshCustomerRollups(tx: Tx, keys: CustomerRollupKeys) {
  if (keys.firstDays.length) {
    const k = sql`json_to_recordset(${records(keys.firstDays)}::json) as k(v uuid, day date)`;
    await tx.execute(
      sql`delete from ${analyticsCustomerFirstDays} d using ${k} where d.vendor_id = k.v and d.first_day = k.day`,
    );
    await tx.execute(sql`insert into ${analyticsCustomerFirstDays} (vendor_id, first_day, customers, repeat_customers,
        spent_minor)
      select c.vendor_id, c.first_day, count(*)::int, count(*) filter (where c.orders > 1)::int, sum(c.spent_minor)
      from ${k} join ${analyticsVendorCustomers} c on c.vendor_id = k.v and c.first_day = k.day
      group by 1, 2`);
    // Their months, summed again from the first days.
    const m = sql`(select distinct k.v, date_trunc('month', k.day)::date as month from ${k}) as m`;
    await tx.execute(
      sql`delete from ${analyticsCustomerFirstMonths} d using ${m} where d.vendor_id = m.v and d.month = m.month`,
    );
    await tx.execute(sql`insert into ${analyticsCustomerFirstMonths} (vendor_id, month, customers, spent_minor)
      select m.v, m.month, sum(f.customers)::int, sum(f.spent_minor)
      from ${m} join ${analyticsCustomerFirstDays} f on f.vendor_id = m.v
        and f.first_day >= m.month and f.first_day < (m.month + interval '1 month')::date
      group by 1, 2`);
  }
  if (keys.lastDays.length) {
    const k = sql`json_to_recordset(${records(keys.lastDays)}::json) as k(v uuid, day date)`;
    await tx.execute(
      sql`delete from ${analyticsCustomerLastDays} d using ${k} where d.vendor_id = k.v and d.last_day = k.day`,
    );
    await tx.execute(sql`insert into ${analyticsCustomerLastDays} (vendor_id, last_day, country, city, customers,
        repeat_customers, spent_minor)
      select c.vendor_id, c.last_day, c.country, c.city, count(*)::int, count(*) filter (where c.orders > 1)::int,
        sum(c.spent_minor)
      from ${k} join ${analyticsVendorCustomers} c on c.vendor_id = k.v and c.last_day = k.day
      group by 1, 2, 3, 4`);
  }
  if (keys.cohorts.length) {
    const k = sql`json_to_recordset(${records(keys.cohorts)}::json) as k(v uuid, fm date, m date)`;
    await tx.execute(sql`delete from ${analyticsCohortMonths} d using ${k}
      where d.vendor_id = k.v and d.first_month = k.fm and d.month = k.m`);
    await tx.execute(sql`insert into ${analyticsCohortMonths} (vendor_id, first_month, month, customers)
      select c.vendor_id, c.first_month, c.month, count(*)::int
      from ${k} join ${analyticsCustomerMonths} c on c.vendor_id = k.v and c.first_month = k.fm and c.month = k.m
      group by 1, 2, 3`);
  }
}

/** After a rebuild: every customer rollup row from the whole customer tables (emptied by clearRollups). */
export async function fillCustomerRollups(tx: Tx) {
  await tx.execute(sql`insert into ${analyticsCustomerFirstDays} (vendor_id, first_day, customers, repeat_customers,
      spent_minor)
    select vendor_id, first_day, count(*)::int, count(*) filter (where orders > 1)::int, sum(spent_minor)
    from ${analyticsVendorCustomers} group by 1, 2`);
  await tx.execute(sql`insert into ${analyticsCustomerFirstMonths} (vendor_id, month, customers, spent_minor)
    select vendor_id, date_trunc('month', first_day)::date, sum(customers)::int, sum(spent_minor)
    from ${analyticsCustomerFirstDays} group by 1, 2`);
  await tx.execute(sql`insert into ${analyticsCustomerLastDays} (vendor_id, last_day, country, city, customers,
      repeat_customers, spent_minor)
    select vendor_id, last_day, country, city, count(*)::int, count(*) filter (where orders > 1)::int, sum(spent_minor)
    from ${analyticsVendorCustomers} group by 1, 2, 3, 4`);
  await tx.execute(sql`insert into ${analyticsCohortMonths} (vendor_id, first_month, month, customers)
    select vendor_id, first_month, month, count(*)::int from ${analyticsCustomerMonths} group by 1, 2, 3`);
}

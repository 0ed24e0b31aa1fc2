import type { SalesGroupBy } from '@market/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { categoryRows, productRows } from '../catalog/index.js';
import { analyticsProductDays, analyticsVendorDays } from './analytics.tables.js';

/**
 * Sales Performance reads (three statements, all on the rollups' primary keys):
 * the vendor's days grouped into buckets (plus the previous period as one bucket), the
 * weekday x hour grid from the per-day hour arrays, and revenue by main category.
 */

export type SalesBucketRow = {
  /** 'previous' for the whole previous period, else the bucket's first day (YYYY-MM-DD). */
  bucket: string;
  orders: number | string;
  units: number | string;
  revenue: number | string;
};

/** Live orders, units and revenue by bucket over the current period, and the previous period's totals. */
export function salesByBucket(
  db: DbOrTx,
  opts: { vendorId: string; from: string; to: string; previousFrom: string; groupBy: SalesGroupBy },
) {
  const unit = sql.raw(`'${opts.groupBy}'`);
  return queryRows<SalesBucketRow>(
    db,
    sql`select case when day < ${opts.from}::date then 'previous'
          else to_char(date_trunc(${unit}, day), 'YYYY-MM-DD') end as bucket,
        sum(live_orders)::int as orders, sum(units)::int as units, sum(revenue_minor)::bigint as revenue
      from ${analyticsVendorDays}
      where vendor_id = ${opts.vendorId} and day between ${opts.previousFrom}::date and ${opts.to}::date
      group by 1`,
  );
}

export type WeekdayHourRow = {
  weekday: number;
  hour: number;
  orders: number | string;
  revenue: number | string;
};

/** Live orders and revenue by ISO weekday (1 = Monday) and hour (0-23), both in the marketplace time zone. */
export function salesByWeekdayHour(db: DbOrTx, opts: { vendorId: string; from: string; to: string }) {
  return queryRows<WeekdayHourRow>(
    db,
    sql`select extract(isodow from d.day)::int as weekday, (h.n - 1)::int as hour,
        sum(h.orders)::int as orders, sum(h.revenue)::bigint as revenue
      from ${analyticsVendorDays} d
      cross join lateral unnest(d.orders_by_hour, d.revenue_by_hour) with ordinality as h(orders, revenue, n)
      where d.vendor_id = ${opts.vendorId} and d.day between ${opts.from}::date and ${opts.to}::date
      group by 1, 2`,
  );
}

export type CategoryRow = {
  category_id: string | null;
  name: string | null;
  units: number | string;
  revenue: number | string;
};

/**
 * Units and revenue of the vendor's products by their main category (null = none). The products are
 * joined by id and vendor: the planner then reads the vendor's few products by index instead of
 * scanning the whole catalogue (it cannot tell how few products the aggregate yields).
 */
export function salesByCategory(db: DbOrTx, opts: { vendorId: string; from: string; to: string }) {
  return queryRows<CategoryRow>(
    db,
    sql`select p.main_category_id as category_id, c.name,
        sum(s.units)::int as units, sum(s.revenue)::bigint as revenue
      from (select product_id, sum(units) as units, sum(revenue_minor) as revenue
            from ${analyticsProductDays}
            where vendor_id = ${opts.vendorId} and day between ${opts.from}::date and ${opts.to}::date
            group by product_id) s
      join ${productRows} p on p.id = s.product_id and p.vendor_id = ${opts.vendorId}
      left join ${categoryRows} c on c.id = p.main_category_id
      group by p.main_category_id, c.name
      order by revenue desc, c.name nulls last`,
  );
}

import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { categoryRows, productRows, productViewRows } from '../catalog/index.js';
import { defaultLowStockThreshold, inventoryItemRows } from '../inventory/index.js';
import { analyticsProductDays, analyticsVendorDays } from './analytics.tables.js';

/**
 * 'Your Business Report' reads (decision 0013): three statements on the rollups and the vendor's
 * catalogue, never the order history. Days are YYYY-MM-DD in the marketplace time zone.
 */

type Num = number | string | null;
const n = (v: Num | undefined) => Number(v ?? 0);

export type OverviewDay = ReturnType<typeof toDay>;

function toDay(r: Record<string, Num>) {
  return {
    day: String(r.day),
    orders: n(r.orders),
    liveOrders: n(r.live_orders),
    units: n(r.units),
    revenueMinor: n(r.revenue_minor),
    commissionMinor: n(r.commission_minor),
    earningsMinor: n(r.earnings_minor),
    customers: n(r.customers),
    returningCustomers: n(r.returning_customers),
    statusPending: n(r.status_pending),
    statusAccepted: n(r.status_accepted),
    statusProcessing: n(r.status_processing),
    statusShipped: n(r.status_shipped),
    statusDelivered: n(r.status_delivered),
    statusCancelled: n(r.status_cancelled),
    statusCancelledByCustomer: n(r.status_cancelled_by_customer),
    statusRejected: n(r.status_rejected),
    statusReturned: n(r.status_returned),
  };
}

/** A day with nothing in it. */
export const emptyDay = () => toDay({ day: '' });

/** The vendor's days from `from` to `to` (both included); days without a row are absent. */
export async function vendorDays(db: DbOrTx, vendorId: string, from: string, to: string) {
  const rows = await queryRows<Record<string, Num>>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, orders, live_orders, units, revenue_minor, commission_minor,
        earnings_minor, customers, returning_customers, status_pending, status_accepted, status_processing,
        status_shipped, status_delivered, status_cancelled, status_cancelled_by_customer, status_rejected,
        status_returned
      from ${analyticsVendorDays}
      where vendor_id = ${vendorId} and day between ${from}::date and ${to}::date
      order by day`,
  );
  return rows.map(toDay);
}

/**
 * One statement: the five best products by revenue over the period (live parts, active items) and
 * the period's sales by main category (products without one under 'Uncategorized').
 */
export async function productSales(db: DbOrTx, vendorId: string, from: string, to: string, top: number) {
  const rows = await queryRows<{
    kind: string;
    id: string | null;
    name: string;
    units: Num;
    revenue: Num;
    orders: Num;
  }>(
    db,
    sql`with s as (
        select product_id, sum(units) as units, sum(revenue_minor) as revenue, sum(orders) as orders
        from ${analyticsProductDays}
        where vendor_id = ${vendorId} and day between ${from}::date and ${to}::date
        group by product_id
      ), named as (
        select s.*, p.title, coalesce(c.name, 'Uncategorized') as category
        from s left join ${productRows} p on p.id = s.product_id and p.vendor_id = ${vendorId}
        left join ${categoryRows} c on c.id = p.main_category_id
      )
      (select 'top' as kind, product_id::text as id, coalesce(title, 'Deleted product') as name, units, revenue, orders
        from named order by revenue desc, units desc, name limit ${top})
      union all
      (select 'category', null, category, sum(units), sum(revenue), sum(orders)
        from named group by category)`,
  );
  const map = (r: (typeof rows)[number]) => ({
    id: r.id,
    name: r.name,
    units: n(r.units),
    revenueMinor: n(r.revenue),
    orders: n(r.orders),
  });
  return {
    top: rows
      .filter((r) => r.kind === 'top')
      .map(map)
      .sort((a, b) => b.revenueMinor - a.revenueMinor || b.units - a.units || a.name.localeCompare(b.name)),
    categories: rows
      .filter((r) => r.kind === 'category')
      .map(map)
      .sort((a, b) => b.revenueMinor - a.revenueMinor || a.name.localeCompare(b.name)),
  };
}

/**
 * One statement: the vendor's catalogue now (products listed, and listed at the end of the previous
 * period), stock status of each product now, product views in the period and the one before, and
 * whether the vendor has ever had an order.
 */
export async function catalogFigures(
  db: DbOrTx,
  opts: { vendorId: string; from: string; to: string; prevFrom: string; prevTo: string; tz: string },
) {
  const { vendorId, from, to, prevFrom, prevTo, tz } = opts;
  // Products listed at an instant: created before it and not deleted by then.
  const listedAt = (day: string) => {
    const at = sql`((${day}::date + 1)::timestamp at time zone ${tz})`;
    return sql`count(*) filter (where p.created_at < ${at} and (p.deleted_at is null or p.deleted_at >= ${at}))`;
  };
  const [row] = await queryRows<Record<string, Num | boolean>>(
    db,
    sql`with st as (
        select count(*) as listed,
          count(*) filter (where x.available > x.threshold) as in_stock,
          count(*) filter (where x.available > 0 and x.available <= x.threshold) as low_stock,
          count(*) filter (where x.available <= 0) as out_of_stock
        from (select coalesce(i.low_stock_threshold, ${defaultLowStockThreshold}) as threshold, coalesce(i.current_stock - i.reserved_stock, 0) as available
          from ${productRows} pr left join ${inventoryItemRows} i on i.product_id = pr.id
          where pr.vendor_id = ${vendorId} and pr.deleted_at is null) x
      ), vw as (
        select coalesce(sum(v.views) filter (where v.day >= ${from}::date), 0) as views,
          coalesce(sum(v.views) filter (where v.day < ${from}::date), 0) as views_before
        from ${productViewRows} v join ${productRows} vp on vp.id = v.product_id
        where vp.vendor_id = ${vendorId} and v.day between ${prevFrom}::date and ${to}::date
      ), ls as (
        select ${listedAt(to)} as listed_at_end, ${listedAt(prevTo)} as listed_before
        from ${productRows} p where p.vendor_id = ${vendorId}
      )
      select st.listed, st.in_stock, st.low_stock, st.out_of_stock, vw.views, vw.views_before,
        ls.listed_at_end, ls.listed_before,
        exists (select 1 from ${analyticsVendorDays} d where d.vendor_id = ${vendorId}) as has_orders
      from st, vw, ls`,
  );
  const r = row ?? {};
  return {
    listed: n(r.listed as Num),
    listedAtEnd: n(r.listed_at_end as Num),
    listedBefore: n(r.listed_before as Num),
    inStock: n(r.in_stock as Num),
    lowStock: n(r.low_stock as Num),
    outOfStock: n(r.out_of_stock as Num),
    views: n(r.views as Num),
    viewsBefore: n(r.views_before as Num),
    hasOrders: r.has_orders === true,
  };
}

import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { productRows, productViewRows, stockValueStatement } from '../catalog/index.js';
import { inventoryItemRows } from '../inventory/index.js';
import { orderItemRows, orderPartRows } from '../orders/index.js';

type Num = number | string | null;
const n = (v: Num | undefined) => Number(v ?? 0);

/**
 * Every figure of the vendor dashboard (spec 000 "Dashboard stats") in one statement.
 * Only parts forwarded to the vendor count; cancelled and rejected parts earn nothing.
 */
export async function dashboardFigures(db: DbOrTx, vendorId: string, at: Date) {
  const monthStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const lastMonthStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 1, 1));
  const dayStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const ms = monthStart.toISOString();
  const lms = lastMonthStart.toISOString();
  const ds = dayStart.toISOString();

  // One statement: the vendor's forwarded parts are read once (p), customers grouped once (c).
  const [row] = await queryRows<Record<string, Num>>(
    db,
    sql`
    with p as (
      select status, cancelled_by, subtotal_minor, customer_email, created_at,
             status not in ('cancelled', 'rejected') as live
      from ${orderPartRows} op where vendor_id = ${vendorId} and forwarded_at is not null
    ),
    c as (
      select bool_or(created_at >= ${ms}) as this_month from p where live group by lower(customer_email)
    ),
    o as (
      select
        count(*) as total,
        count(*) filter (where status = 'delivered') as completed,
        count(*) filter (where status in ('cancelled', 'rejected') and coalesce(cancelled_by, '') <> 'user') as cancelled,
        count(*) filter (where status = 'cancelled' and cancelled_by = 'user') as cancelled_by_customer,
        count(*) filter (where created_at >= ${ms}) as this_month,
        count(*) filter (where created_at >= ${ds}) as today,
        coalesce(sum(subtotal_minor) filter (where live), 0) as revenue_total,
        coalesce(sum(subtotal_minor) filter (where live and created_at >= ${ms}), 0) as revenue_month,
        coalesce(sum(subtotal_minor) filter (where live and created_at >= ${lms} and created_at < ${ms}), 0) as revenue_last_month,
        count(*) filter (where live) as live_count,
        count(*) filter (where live and created_at >= ${ms}) as live_month
      from p
    ),
    pr as (
      select
        count(*) as total,
        count(*) filter (where coalesce(i.current_stock - i.reserved_stock, 0) <= 0) as out_of_stock
      from ${productRows} pr left join ${inventoryItemRows} i on i.product_id = pr.id and i.vendor_id = ${vendorId}
      where pr.vendor_id = ${vendorId} and pr.deleted_at is null
    )
    select o.*,
      (select count(*) from c) as customers_total,
      (select count(*) filter (where this_month) from c) as customers_month,
      pr.total as products_total, pr.out_of_stock,
      -- Stock value at list price: the one definition (decision 0016).
      (select sv.at_price from (${stockValueStatement(sql`${vendorId}`)}) sv) as total_value,
      (select coalesce(sum(v.views), 0) from ${productViewRows} v join ${productRows} vp on vp.id = v.product_id
        where vp.vendor_id = ${vendorId} and v.day >= ${ms.slice(0, 10)}) as views_month,
      (select coalesce(sum(oi.quantity), 0) from ${orderItemRows} oi join ${orderPartRows} op on op.id = oi.part_id
        where op.vendor_id = ${vendorId} and op.forwarded_at is not null and oi.status = 'active'
          and op.status not in ('cancelled', 'rejected') and op.created_at >= ${ms}) as sold_month
    from o, pr`,
  );
  const o = row ?? {};
  return {
    orders: {
      total: n(o.total),
      completed: n(o.completed),
      cancelled: n(o.cancelled),
      cancelledByCustomer: n(o.cancelled_by_customer),
      thisMonth: n(o.this_month),
      today: n(o.today),
    },
    products: {
      total: n(o.products_total),
      totalValueMinor: n(o.total_value),
      soldThisMonth: n(o.sold_month),
      outOfStock: n(o.out_of_stock),
    },
    revenue: {
      totalMinor: n(o.revenue_total),
      thisMonthMinor: n(o.revenue_month),
      lastMonthMinor: n(o.revenue_last_month),
      liveCount: n(o.live_count),
      liveThisMonth: n(o.live_month),
    },
    customers: { total: n(o.customers_total), thisMonth: n(o.customers_month) },
    viewsThisMonth: n(o.views_month),
  };
}

import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';

type Num = number | string | null;
const n = (v: Num | undefined) => Number(v ?? 0);

/**
 * Every figure of the vendor dashboard (spec 000 "Dashboard stats") in three statements.
 * Only parts forwarded to the vendor count; cancelled and rejected parts earn nothing.
 */
export async function dashboardFigures(db: DbOrTx, vendorId: string, at: Date) {
  const monthStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const lastMonthStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 1, 1));
  const dayStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const ms = monthStart.toISOString();
  const lms = lastMonthStart.toISOString();
  const ds = dayStart.toISOString();

  const ordersQuery = queryRows<Record<string, Num>>(
    db,
    sql`
    with p as (
      select status, cancelled_by, subtotal_minor, customer_email, created_at,
             status not in ('cancelled', 'rejected') as live
      from order_parts where vendor_id = ${vendorId} and forwarded_at is not null
    )
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
      count(*) filter (where live and created_at >= ${ms}) as live_month,
      count(distinct lower(customer_email)) filter (where live) as customers_total,
      count(distinct lower(customer_email)) filter (where live and created_at >= ${ms}) as customers_month
    from p`,
  );

  const productsQuery = queryRows<Record<string, Num>>(
    db,
    sql`
    select
      count(*) as total,
      coalesce(sum(pr.price_minor::bigint * greatest(i.current_stock - i.reserved_stock, 0)), 0) as total_value,
      count(*) filter (where coalesce(i.current_stock - i.reserved_stock, 0) <= 0) as out_of_stock,
      (select coalesce(sum(v.views), 0) from product_views_daily v join products vp on vp.id = v.product_id
        where vp.vendor_id = ${vendorId} and v.day >= ${ms.slice(0, 10)}) as views_month
    from products pr left join inventory_items i on i.product_id = pr.id
    where pr.vendor_id = ${vendorId} and pr.deleted_at is null`,
  );

  const soldQuery = queryRows<Record<string, Num>>(
    db,
    sql`
    select coalesce(sum(oi.quantity), 0) as sold_month
    from order_items oi join order_parts op on op.id = oi.part_id
    where op.vendor_id = ${vendorId} and op.forwarded_at is not null and oi.status = 'active'
      and op.status not in ('cancelled', 'rejected') and op.created_at >= ${ms}`,
  );

  const [orders, products, sold] = await Promise.all([ordersQuery, productsQuery, soldQuery]);
  const o = orders[0] ?? {};
  const p = products[0] ?? {};
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
      total: n(p.total),
      totalValueMinor: n(p.total_value),
      soldThisMonth: n(sold[0]?.sold_month),
      outOfStock: n(p.out_of_stock),
    },
    revenue: {
      totalMinor: n(o.revenue_total),
      thisMonthMinor: n(o.revenue_month),
      lastMonthMinor: n(o.revenue_last_month),
      liveCount: n(o.live_count),
      liveThisMonth: n(o.live_month),
    },
    customers: { total: n(o.customers_total), thisMonth: n(o.customers_month) },
    viewsThisMonth: n(p.views_month),
  };
}

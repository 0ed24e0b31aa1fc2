import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { pagination } from '../../lib/http.js';

/** Customers who bought from this vendor (by e-mail), with order count, total spent and last order. */
export async function listVendorCustomers(opts: {
  ctx: AppContext;
  vendorId: string;
  search?: string;
  page: number;
  limit: number;
}) {
  const { ctx } = opts;
  const search = opts.search?.trim();
  const term = search ? `%${search.replace(/[%_\\]/g, '\\$&')}%` : null;
  const rows = await queryRows<{
    email: string;
    name: string;
    orders: number;
    spent: number;
    last_order: Date | string;
    total: number;
  }>(
    ctx.db,
    sql`
      select lower(customer_email) as email, (array_agg(customer_name order by created_at desc))[1] as name,
             count(*)::int as orders, sum(subtotal_minor + shipping_minor)::bigint as spent,
             max(created_at) as last_order, count(*) over()::int as total
      from order_parts
      where vendor_id = ${opts.vendorId} and forwarded_at is not null and status not in ('cancelled', 'rejected')
        ${term ? sql`and (customer_name ilike ${term} or customer_email ilike ${term})` : sql``}
      group by lower(customer_email)
      order by max(created_at) desc
      offset ${(opts.page - 1) * opts.limit} limit ${opts.limit}`,
  );
  const total = rows[0]?.total ?? 0;
  return {
    customers: rows.map((r) => ({
      email: r.email,
      name: r.name,
      orderCount: Number(r.orders),
      totalSpent: Number(r.spent) / 100,
      lastOrder: new Date(r.last_order).toISOString(),
    })),
    pagination: pagination(opts.page, opts.limit, total),
  };
}

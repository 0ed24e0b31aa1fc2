import type { AppContext } from '../../context.js';
import { pagination } from '../../lib/http.js';
import { selectVendorCustomers } from '../orders/index.js';

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
  const rows = await selectVendorCustomers(ctx.db, opts.vendorId, term, {
    offset: (opts.page - 1) * opts.limit,
    limit: opts.limit,
  });
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

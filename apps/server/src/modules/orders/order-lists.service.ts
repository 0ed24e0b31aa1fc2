import type { AppContext } from '../../context.js';
import { pagination } from '../../lib/http.js';
import { toOrderDto } from './order-dto.js';
import { listOrderRows, type OrderListFilter } from './order-lists.queries.js';
import { findItems, findParts, type OrderRow } from './orders.queries.js';

/** Orders with their parts and items for one page: three statements whatever the page size. */
async function withDetails(ctx: AppContext, rows: OrderRow[]) {
  const ids = rows.map((r) => r.id);
  const [parts, items] = await Promise.all([findParts(ctx.db, ids), findItems(ctx.db, ids)]);
  return rows.map((order) =>
    toOrderDto({
      order,
      parts: parts.filter((p) => p.orderId === order.id),
      items: items.filter((i) => i.orderId === order.id),
    }),
  );
}

async function page(ctx: AppContext, filter: OrderListFilter, p: number, limit: number) {
  const { rows, total } = await listOrderRows(ctx.db, filter, { offset: (p - 1) * limit, limit });
  // totalOrders: the spec's name for the count of an order list (spec 000 section 4, Pagination).
  return {
    orders: await withDetails(ctx, rows),
    pagination: { ...pagination(p, limit, total), totalOrders: total },
  };
}

export function listMyOrders(opts: { ctx: AppContext; customerId: string; page: number; limit: number }) {
  return page(opts.ctx, { customerId: opts.customerId }, opts.page, opts.limit);
}

/** The admin's order desk: filter by unified status and order type, search number, customer or e-mail. */
export function listAllOrders(opts: {
  ctx: AppContext;
  status?: string;
  orderType?: 'admin_only' | 'vendor_only' | 'mixed';
  search?: string;
  page: number;
  limit: number;
}) {
  const { status, orderType, search } = opts;
  return page(opts.ctx, { status, orderType, search }, opts.page, opts.limit);
}

import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { orders } from '../../db/schema/index.js';
import { pagination } from '../../lib/http.js';
import { toOrderDto } from './order-dto.js';
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

async function page(ctx: AppContext, where: SQL | undefined, p: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .offset((p - 1) * limit)
      .limit(limit),
    ctx.db.select({ n: count() }).from(orders).where(where),
  ]);
  return { orders: await withDetails(ctx, rows), pagination: pagination(p, limit, total?.n ?? 0) };
}

export function listMyOrders(opts: { ctx: AppContext; customerId: string; page: number; limit: number }) {
  return page(opts.ctx, eq(orders.customerId, opts.customerId), opts.page, opts.limit);
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
  const filters: SQL[] = [];
  if (opts.status) filters.push(eq(orders.unifiedStatus, opts.status));
  if (opts.orderType) filters.push(eq(orders.orderType, opts.orderType));
  const search = opts.search?.trim();
  if (search) {
    const term = `%${search.replace(/[%_\\]/g, '\\$&')}%`;
    filters.push(
      or(
        ilike(orders.orderNumber, term),
        ilike(orders.customerName, term),
        sql`lower(${orders.customerEmail}) like lower(${term})`,
      )!,
    );
  }
  return page(opts.ctx, filters.length ? and(...filters) : undefined, opts.page, opts.limit);
}

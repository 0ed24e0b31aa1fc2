import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orders } from './orders.tables.js';

export type OrderListFilter = {
  customerId?: string;
  status?: string;
  orderType?: 'admin_only' | 'vendor_only' | 'mixed';
  /** Order number, customer name or e-mail. */
  search?: string;
};

function ordersWhere(f: OrderListFilter): SQL | undefined {
  const filters: SQL[] = [];
  if (f.customerId) filters.push(eq(orders.customerId, f.customerId));
  if (f.status) filters.push(eq(orders.unifiedStatus, f.status));
  if (f.orderType) filters.push(eq(orders.orderType, f.orderType));
  const search = f.search?.trim();
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
  return filters.length ? and(...filters) : undefined;
}

/** One page of orders, newest first, and how many match. */
export async function listOrderRows(
  db: DbOrTx,
  filter: OrderListFilter,
  page: { offset: number; limit: number },
) {
  const where = ordersWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

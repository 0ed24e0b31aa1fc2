import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { vendorFacts } from '../accounts/index.js';
import { orderEvents, orderItems, orderParts, orders } from './orders.tables.js';
import { listOrderRefunds, type RefundRow } from './refunds.queries.js';

export type OrderRow = typeof orders.$inferSelect;
export type PartRow = typeof orderParts.$inferSelect & {
  vendorName: string | null;
  vendorEmail: string | null;
  vendorPhone: string | null;
};
export type ItemRow = typeof orderItems.$inferSelect;
export type OrderAggregate = {
  order: OrderRow;
  parts: PartRow[];
  items: ItemRow[];
  /** What was refunded (the order's detail reads them; lists leave them out). */
  refunds?: RefundRow[];
};

export async function findOrder(db: DbOrTx, orderId: string, forUpdate = false) {
  const query = db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0];
}

export async function findOrderByNumber(db: DbOrTx, orderNumber: string) {
  const rows = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1);
  return rows[0];
}

export async function findParts(db: DbOrTx, orderIds: string[]): Promise<PartRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      ...getTableColumns(orderParts),
      vendorName: vendorFacts.businessName,
      vendorEmail: vendorFacts.email,
      vendorPhone: vendorFacts.phone,
    })
    .from(orderParts)
    .leftJoin(vendorFacts, eq(vendorFacts.id, orderParts.vendorId))
    .where(inArray(orderParts.orderId, orderIds))
    .orderBy(sql`${orderParts.type} = 'vendor'`, asc(orderParts.createdAt), asc(orderParts.id));
}

export async function findItems(db: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
}

/** The orders of findParts and findItems, for an aggregate built in memory. */
export const partOrder = (a: PartRow, b: PartRow) =>
  Number(a.type === 'vendor') - Number(b.type === 'vendor') ||
  a.createdAt.getTime() - b.createdAt.getTime() ||
  compareIds(a.id, b.id);
export const itemOrder = (a: ItemRow, b: ItemRow) =>
  a.createdAt.getTime() - b.createdAt.getTime() || compareIds(a.id, b.id);
// UUIDs compare as PostgreSQL does: hex digits in lower case, byte by byte.
const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** An order with its parts, items and refunds, in four statements. */
export async function loadOrderAggregate(db: DbOrTx, orderId: string): Promise<OrderAggregate | undefined> {
  const order = await findOrder(db, orderId);
  if (!order) return undefined;
  const [parts, items, refunds] = await Promise.all([
    findParts(db, [orderId]),
    findItems(db, [orderId]),
    listOrderRefunds(db, [orderId]),
  ]);
  return { order, parts, items, refunds };
}

export async function findEvents(db: DbOrTx, orderId: string) {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

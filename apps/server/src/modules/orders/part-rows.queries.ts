import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { currentImpersonatorId } from '../../lib/audit-context.js';
import { orderEvents, orderItems, orderParts, orders } from './orders.tables.js';

/** The rows a part change reads and writes (part-transition.ts), inside the caller's transaction. */
export type PartRow = typeof orderParts.$inferSelect;
export type PartChanges = Partial<typeof orderParts.$inferInsert>;
export type OrderChanges = Partial<typeof orders.$inferInsert>;

export async function lockPart(tx: Tx, partId: string): Promise<PartRow | undefined> {
  const rows = await tx.select().from(orderParts).where(eq(orderParts.id, partId)).limit(1).for('update');
  return rows[0];
}

export async function activeLines(tx: Tx, partId: string) {
  return tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity, vendorId: orderItems.vendorId })
    .from(orderItems)
    .where(and(eq(orderItems.partId, partId), eq(orderItems.status, 'active')));
}

export async function updatePartRow(tx: Tx, partId: string, set: PartChanges): Promise<PartRow> {
  const [updated] = await tx.update(orderParts).set(set).where(eq(orderParts.id, partId)).returning();
  return updated!;
}

/** Writes an order event; inside an impersonated request it names the admin behind the session. */
export async function insertOrderEvent(tx: DbOrTx, row: typeof orderEvents.$inferInsert) {
  await tx.insert(orderEvents).values({ impersonatorId: currentImpersonatorId(), ...row });
}

/** Subtotal, shipping and item count of a part's active items. */
export async function sumActiveItems(tx: Tx, partId: string) {
  const [sums] = await tx
    .select({
      subtotal: sql<number>`coalesce(sum(${orderItems.totalMinor}) filter (where ${orderItems.status} = 'active'), 0)::int`,
      shipping: sql<number>`coalesce(max(${orderItems.shippingMinor}) filter (where ${orderItems.status} = 'active'), 0)::int`,
      count: sql<number>`coalesce(sum(${orderItems.quantity}) filter (where ${orderItems.status} = 'active'), 0)::int`,
    })
    .from(orderItems)
    .where(eq(orderItems.partId, partId));
  return sums!;
}

export async function findPartRow(tx: Tx, partId: string): Promise<PartRow | undefined> {
  const [part] = await tx.select().from(orderParts).where(eq(orderParts.id, partId));
  return part;
}

export async function listOrderPartRows(tx: Tx, orderId: string): Promise<PartRow[]> {
  return tx.select().from(orderParts).where(eq(orderParts.orderId, orderId));
}

export async function findOrderRow(tx: Tx, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

export async function updateOrderRow(tx: Tx, orderId: string, set: OrderChanges) {
  const [updated] = await tx.update(orders).set(set).where(eq(orders.id, orderId)).returning();
  return updated!;
}

/** The marketplace's own part of an order, if it has one. */
export async function findAdminPartId(db: DbOrTx, orderId: string): Promise<string | undefined> {
  const [part] = await db
    .select({ id: orderParts.id })
    .from(orderParts)
    .where(and(eq(orderParts.orderId, orderId), eq(orderParts.type, 'admin')));
  return part?.id;
}

/** Marks the order's vendor parts not yet forwarded as forwarded; returns those parts. */
export async function forwardVendorParts(tx: Tx, orderId: string, set: { at: Date; adminNotes: string }) {
  return tx
    .update(orderParts)
    .set({ forwardedAt: set.at, adminNotes: set.adminNotes, updatedAt: set.at })
    .where(
      and(eq(orderParts.orderId, orderId), eq(orderParts.type, 'vendor'), isNull(orderParts.forwardedAt)),
    )
    .returning({ id: orderParts.id, status: orderParts.status });
}

export async function updateOrderRowOnly(tx: Tx, orderId: string, set: OrderChanges) {
  await tx.update(orders).set(set).where(eq(orders.id, orderId));
}

/** The order a part belongs to (through its items). */
export async function findOrderIdOfPart(db: DbOrTx, partId: string): Promise<string | undefined> {
  const [item] = await db
    .select({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(eq(orderItems.partId, partId))
    .limit(1);
  return item?.orderId;
}

export async function cancelItems(tx: Tx, partId: string, itemIds: string[], at: Date) {
  await tx
    .update(orderItems)
    .set({ status: 'cancelled', cancelledAt: at })
    .where(and(eq(orderItems.partId, partId), inArray(orderItems.id, itemIds)));
}

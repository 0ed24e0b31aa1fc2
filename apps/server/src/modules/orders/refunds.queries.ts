import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, type Tx } from '../../db/client.js';
import { orderItems, orderParts, orders } from './orders.tables.js';
import { orderRefundItems, orderRefunds } from './refunds.tables.js';

export type RefundRow = typeof orderRefunds.$inferSelect;

/** The order's row locked: the money of one order settles one change at a time. */
export async function lockOrderRow(tx: Tx, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/** What the order sold, in id order (the order every rebuild of its sale uses): parts and items. */
export async function saleRows(db: DbOrTx, orderId: string) {
  const [parts, items] = await Promise.all([
    db
      .select({
        id: orderParts.id,
        vendorId: orderParts.vendorId,
        status: orderParts.status,
        commissionRateBp: orderParts.commissionRateBp,
      })
      .from(orderParts)
      .where(eq(orderParts.orderId, orderId))
      .orderBy(asc(orderParts.id)),
    db
      .select({
        id: orderItems.id,
        partId: orderItems.partId,
        unitPriceMinor: orderItems.unitPriceMinor,
        shippingMinor: orderItems.shippingMinor,
        quantity: orderItems.quantity,
        status: orderItems.status,
        refunded: sql<boolean>`exists (select 1 from ${orderRefundItems} where ${orderRefundItems.itemId} = ${orderItems.id})`,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id)),
  ]);
  return { parts, items };
}

export async function insertRefund(
  tx: Tx,
  row: typeof orderRefunds.$inferInsert,
  items: { itemId: string; quantity: number }[],
) {
  const [refund] = await tx.insert(orderRefunds).values(row).returning();
  await tx.insert(orderRefundItems).values(items.map((i) => ({ refundId: refund!.id, ...i })));
  return refund!;
}

export async function setRefundEntry(tx: Tx, refundId: string, ledgerEntryId: string) {
  await tx.update(orderRefunds).set({ ledgerEntryId }).where(eq(orderRefunds.id, refundId));
}

export async function listOrderRefunds(db: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderRefunds)
    .where(inArray(orderRefunds.orderId, orderIds))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
}

/** The card refunds of an order still waiting for the provider, locked so one sender sends each. */
export async function lockPendingRefunds(tx: Tx, orderId: string) {
  return tx
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, 'pending')))
    .orderBy(asc(orderRefunds.id))
    .for('update', { skipLocked: true });
}

export async function finishRefund(
  tx: Tx,
  refundId: string,
  set: Pick<
    typeof orderRefunds.$inferInsert,
    'status' | 'providerReference' | 'failureReason' | 'completedAt'
  >,
) {
  const [row] = await tx.update(orderRefunds).set(set).where(eq(orderRefunds.id, refundId)).returning();
  return row!;
}

/** One refund of an order, locked (null when the order has no such refund). */
export async function lockOrderRefund(tx: Tx, orderId: string, refundId: string) {
  const [row] = await tx
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.orderId, orderId)))
    .for('update');
  return row ?? null;
}

/** The numbers of some orders (a payout statement names the orders its lines came from). */
export async function orderNumbers(db: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: orders.id, number: orders.orderNumber })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  return new Map(rows.map((r) => [r.id, r.number]));
}

/**
 * The reconciliation's check (issue 28 item 6): paid orders (placed in [from, to) when given)
 * whose payments less refunds in the ledger (`cash`: the ledger's orderCashRows) differ from what
 * the order shows it still charges: how many were checked, how many differ, the first that differ.
 */
export async function orderLedgerMismatches(
  db: DbOrTx,
  cash: SQL,
  o: { from?: Date; to?: Date; sample?: number },
) {
  const period =
    o.from && o.to ? sql`and ${orders.createdAt} >= ${o.from} and ${orders.createdAt} < ${o.to}` : sql``;
  const paid = sql`${orders.paymentStatus} in ('paid', 'partially_refunded', 'refunded') ${period}`;
  const differs = sql`coalesce(c.cash_minor, 0) <> ${orders.totalMinor}`;
  const [counts, sample] = await Promise.all([
    queryRows<{ checked: number; mismatched: number }>(
      db,
      sql`select count(*)::int as checked, (count(*) filter (where ${differs}))::int as mismatched
        from ${orders} left join ${cash} c on c.order_id = ${orders.id} where ${paid}`,
    ),
    queryRows<{ order_id: string; order_number: string; total_minor: string; cash_minor: string | null }>(
      db,
      sql`select ${orders.id} as order_id, ${orders.orderNumber} as order_number, ${orders.totalMinor}::text as total_minor,
          c.cash_minor::text as cash_minor
        from ${orders} left join ${cash} c on c.order_id = ${orders.id} where ${paid} and ${differs}
        order by ${orders.createdAt} desc limit ${o.sample ?? 10}`,
    ),
  ]);
  return {
    checked: counts[0]?.checked ?? 0,
    mismatched: counts[0]?.mismatched ?? 0,
    sample: sample.map((r) => ({
      orderId: r.order_id,
      orderNumber: r.order_number,
      totalMinor: Number(r.total_minor),
      ledgerMinor: Number(r.cash_minor ?? 0),
    })),
  };
}

import { and, eq, type SQL, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { DbOrTx } from '../../db/client.js';
import { inventoryItems, stockMovements } from './inventory.tables.js';

/** The one lock order for inventory rows (placing, shipping and cancelling all use it): no deadlocks. */
export const byProductId = (a: { productId: string }, b: { productId: string }) =>
  a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0;

export type Line = { productId: string; quantity: number; vendorId: string | null };
export type MoveContext = {
  orderId: string;
  actorId: string | null;
  /** The admin behind an impersonation session (filled by the stock writer from the request). */
  impersonatorId?: string | null;
  at: Date;
  reason: string;
};

/**
 * The orders holding reserved units of a product, oldest reservation first: the order of a manual
 * release that names no order (each order's open reservation is what its movements add up to).
 */
export async function openReservationsOf(
  db: DbOrTx,
  productId: string,
): Promise<{ orderId: string; open: number }[]> {
  const rows = await db
    .select({
      orderId: stockMovements.orderId,
      open: sql<number>`sum(${stockMovements.reservedAfter} - ${stockMovements.reservedBefore})::int`,
      first: sql<Date>`min(${stockMovements.createdAt})`,
    })
    .from(stockMovements)
    .where(and(eq(stockMovements.productId, productId), sql`${stockMovements.orderId} is not null`))
    .groupBy(stockMovements.orderId)
    .having(sql`sum(${stockMovements.reservedAfter} - ${stockMovements.reservedBefore}) > 0`)
    .orderBy(sql`min(${stockMovements.createdAt})`, stockMovements.orderId);
  return rows.map((r) => ({ orderId: r.orderId!, open: Number(r.open) }));
}

/**
 * The conditional reservation of units for one product and its movement row, as two CTEs named
 * `reserved` and `moved` (a row in `moved` means it reserved): the update succeeds only while
 * available stock (current - reserved) covers the quantity, so concurrent orders never oversell.
 * Written as SQL text: this runs for every order line, and the query builder costs more CPU.
 */
function reservationCtes(line: Line, m: MoveContext): SQL {
  const i = inventoryItems;
  const s = stockMovements;
  const c = (column: { name: string }) => sql.identifier(column.name);
  return sql`reserved as (
      update ${i}
      set ${c(i.reservedStock)} = ${i.reservedStock} + ${line.quantity}::int, ${c(i.lastStockUpdate)} = ${m.at.toISOString()}::timestamptz
      where ${i.productId} = ${line.productId}::uuid and ${i.currentStock} - ${i.reservedStock} >= ${line.quantity}::int
      returning ${i.currentStock}, ${i.reservedStock}
    ), moved as (
      insert into ${s} (${c(s.id)}, ${c(s.productId)}, ${c(s.vendorId)}, ${c(s.type)}, ${c(s.quantity)}, ${c(s.currentBefore)}, ${c(s.currentAfter)},
        ${c(s.reservedBefore)}, ${c(s.reservedAfter)}, ${c(s.reason)}, ${c(s.orderId)}, ${c(s.actorId)}, ${c(s.impersonatorId)}, ${c(s.createdAt)})
      select ${uuidv7()}::uuid, ${line.productId}::uuid, ${line.vendorId}::uuid, 'reserve', ${line.quantity}::int,
        ${c(i.currentStock)}, ${c(i.currentStock)}, ${c(i.reservedStock)} - ${line.quantity}::int, ${c(i.reservedStock)}, ${m.reason},
        ${m.orderId}::uuid, ${m.actorId}::uuid, ${m.impersonatorId ?? null}::uuid, ${m.at.toISOString()}::timestamptz
      from reserved
      returning ${c(s.id)}
    )`;
}

/** Reserves units for one product in one statement; false when there is not enough stock. */
async function reserveStock(tx: DbOrTx, line: Line, m: MoveContext): Promise<boolean> {
  const result = (await tx.execute(
    sql`with ${reservationCtes(line, m)} select count(*)::int as n from moved`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0) > 0;
}

/** Units still reserved for an order of one product: the sum of its movements' reserved changes. */
async function openReservation(tx: DbOrTx, orderId: string, productId: string): Promise<number> {
  const [row] = await tx
    .select({
      open: sql<number>`coalesce(sum(${stockMovements.reservedAfter} - ${stockMovements.reservedBefore}), 0)::int`,
    })
    .from(stockMovements)
    .where(and(eq(stockMovements.orderId, orderId), eq(stockMovements.productId, productId)));
  return Math.max(0, Number(row?.open ?? 0));
}

/** Units available now (for the out-of-stock message). */
async function availableStock(tx: DbOrTx, productId: string): Promise<number> {
  const [row] = await tx
    .select({
      available: sql<number>`(${inventoryItems.currentStock} - ${inventoryItems.reservedStock})::int`,
    })
    .from(inventoryItems)
    .where(eq(inventoryItems.productId, productId));
  return Math.max(0, Number(row?.available ?? 0));
}

/**
 * Writes the caller's statement with the reservation of one line inside it: `write` gets the
 * reservation as the CTEs `reserved` and `moved` (see reservationCtes) to put first in its `with`
 * list, and answers whether `moved` has a row (`select count(*) from moved`).
 */
export type ReservingStatement = (reservation: SQL) => Promise<boolean>;

/**
 * Reserves the units of an order's lines, in product id order so concurrent orders lock rows in
 * the same order; stops at the first line whose available stock does not cover it and returns it
 * with the units left (the caller rolls back), else null. With `last`, the last line is reserved
 * inside the caller's own statement (checkout's order insert): one round trip fewer, and the most
 * contended row is locked only from that statement to the commit.
 */
export async function reserveOrderLines(
  tx: DbOrTx,
  lines: Line[],
  m: MoveContext,
  last?: ReservingStatement,
): Promise<{ productId: string; available: number } | null> {
  const sorted = [...lines].sort(byProductId);
  const inStatement = last ? sorted.pop() : undefined;
  for (const line of sorted) {
    if (!(await reserveStock(tx, line, m)))
      return { productId: line.productId, available: await availableStock(tx, line.productId) };
  }
  if (inStatement && !(await last!(reservationCtes(inStatement, m))))
    return { productId: inStatement.productId, available: await availableStock(tx, inStatement.productId) };
  return null;
}

type Kind = 'release' | 'sale' | 'return';

/**
 * Moves stock for order lines: `release` gives reserved units back, `sale` takes shipped units
 * out of current and reserved stock, `return` puts delivered units back on the shelf.
 */
export async function moveStock(
  tx: DbOrTx,
  kind: Kind,
  lines: Line[],
  m: MoveContext,
): Promise<Array<{ productId: string; consumed: number }>> {
  const moved: Array<{ productId: string; consumed: number }> = [];
  const merged = new Map<string, Line>();
  for (const l of lines) {
    const seen = merged.get(l.productId);
    merged.set(l.productId, seen ? { ...seen, quantity: seen.quantity + l.quantity } : { ...l });
  }
  // Lock rows in product id order, the same order placing an order uses.
  for (const line of [...merged.values()].sort(byProductId)) {
    if (line.quantity <= 0) continue;
    let q = line.quantity;
    const [before] = await tx
      .select({ current: inventoryItems.currentStock, reserved: inventoryItems.reservedStock })
      .from(inventoryItems)
      .where(eq(inventoryItems.productId, line.productId))
      .for('update');
    if (!before) continue;
    if (kind !== 'return') {
      // Release and sale move only what is still reserved for this order (a vendor may already have
      // confirmed or released units through the inventory calls): reserved = open reservations.
      q = Math.min(q, await openReservation(tx, m.orderId, line.productId));
      if (q <= 0) continue;
    }
    const set =
      kind === 'release'
        ? { reservedStock: sql`greatest(${inventoryItems.reservedStock} - ${q}, 0)` }
        : kind === 'sale'
          ? {
              currentStock: sql`greatest(${inventoryItems.currentStock} - ${q}, 0)`,
              reservedStock: sql`greatest(${inventoryItems.reservedStock} - ${q}, 0)`,
            }
          : { currentStock: sql`${inventoryItems.currentStock} + ${q}` };
    const [after] = await tx
      .update(inventoryItems)
      .set({ ...set, lastStockUpdate: m.at })
      .where(eq(inventoryItems.productId, line.productId))
      .returning({ current: inventoryItems.currentStock, reserved: inventoryItems.reservedStock });
    await tx.insert(stockMovements).values({
      productId: line.productId,
      vendorId: line.vendorId,
      type: kind,
      quantity: kind === 'release' ? q : kind === 'sale' ? -q : q,
      currentBefore: before.current,
      currentAfter: after!.current,
      reservedBefore: before.reserved,
      reservedAfter: after!.reserved,
      reason: m.reason,
      orderId: m.orderId,
      actorId: m.actorId,
      impersonatorId: m.impersonatorId ?? null,
      createdAt: m.at,
    });
    moved.push({ productId: line.productId, consumed: kind === 'sale' ? q : 0 });
  }
  return moved;
}

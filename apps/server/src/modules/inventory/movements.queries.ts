import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { findUserNames, userNames, vendorFacts } from '../accounts/index.js';
import { inventoryBatches, stockMovements } from './inventory.tables.js';

/** A movement as the API shows it, with who made it. */
const MOVEMENT_COLUMNS = {
  id: stockMovements.id,
  productId: stockMovements.productId,
  type: stockMovements.type,
  quantity: stockMovements.quantity,
  currentBefore: stockMovements.currentBefore,
  currentAfter: stockMovements.currentAfter,
  reservedBefore: stockMovements.reservedBefore,
  reservedAfter: stockMovements.reservedAfter,
  reason: stockMovements.reason,
  orderId: stockMovements.orderId,
  batchId: stockMovements.batchId,
  actorId: stockMovements.actorId,
  actorName: userNames.name,
  /** The admin behind an impersonation session, and the shop it acted as. */
  impersonatorId: stockMovements.impersonatorId,
  shopName: vendorFacts.businessName,
  createdAt: stockMovements.createdAt,
};

/** The rows with the name of the admin behind each movement made through impersonation. */
async function withImpersonators<R extends { impersonatorId: string | null }>(db: DbOrTx, rows: R[]) {
  const ids = [...new Set(rows.map((r) => r.impersonatorId).filter((x): x is string => x !== null))];
  const names = new Map((await findUserNames(db, ids)).map((u) => [u.id, u.name]));
  return rows.map((r) => ({
    ...r,
    impersonatorName: r.impersonatorId ? (names.get(r.impersonatorId) ?? null) : null,
  }));
}

export async function listMovements(
  db: DbOrTx,
  opts: { productId: string; inventoryId: string; type?: string; page: number; limit: number },
) {
  const where = and(
    eq(stockMovements.productId, opts.productId),
    opts.type ? sql`${stockMovements.type} = ${opts.type}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(MOVEMENT_COLUMNS)
      .from(stockMovements)
      .leftJoin(userNames, eq(userNames.id, stockMovements.actorId))
      .leftJoin(vendorFacts, eq(vendorFacts.id, stockMovements.vendorId))
      .where(where)
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(stockMovements).where(where),
  ]);
  const named = await withImpersonators(db, rows);
  return { rows: named.map((r) => ({ ...r, inventoryId: opts.inventoryId })), total: Number(total?.n ?? 0) };
}
export type MovementRow = Awaited<ReturnType<typeof listMovements>>['rows'][number];

export async function findMovement(db: DbOrTx, id: string, inventoryId: string): Promise<MovementRow> {
  const [row] = await db
    .select(MOVEMENT_COLUMNS)
    .from(stockMovements)
    .leftJoin(userNames, eq(userNames.id, stockMovements.actorId))
    .leftJoin(vendorFacts, eq(vendorFacts.id, stockMovements.vendorId))
    .where(eq(stockMovements.id, id));
  const [named] = await withImpersonators(db, [row!]);
  return { ...named!, inventoryId };
}

export async function listBatches(db: DbOrTx, inventoryId: string, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(inventoryBatches)
      .where(eq(inventoryBatches.inventoryItemId, inventoryId))
      .orderBy(asc(inventoryBatches.receivedAt), asc(inventoryBatches.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(inventoryBatches)
      .where(eq(inventoryBatches.inventoryItemId, inventoryId)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findBatch(db: DbOrTx, id: string) {
  const [row] = await db.select().from(inventoryBatches).where(eq(inventoryBatches.id, id));
  return row!;
}

/** Every batch of the vendor's live items (valuation), oldest first. */
export async function vendorBatches(db: DbOrTx, vendorId: string) {
  return db
    .select({
      id: inventoryBatches.id,
      inventoryId: inventoryBatches.inventoryItemId,
      quantity: inventoryBatches.quantity,
      remaining: inventoryBatches.remainingQuantity,
      unitCostMinor: inventoryBatches.unitCostMinor,
      receivedAt: inventoryBatches.receivedAt,
    })
    .from(inventoryBatches)
    .where(eq(inventoryBatches.vendorId, vendorId))
    .orderBy(asc(inventoryBatches.receivedAt), asc(inventoryBatches.id));
}

/** Units sold per item over a window (sale movements carry the negative change). */
export async function unitsSoldSince(
  db: DbOrTx,
  productIds: string[],
  since: Date,
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: stockMovements.productId,
      units: sql<number>`coalesce(sum(-${stockMovements.quantity}), 0)::int`,
    })
    .from(stockMovements)
    .where(
      and(
        sql`${stockMovements.productId} in ${productIds}`,
        eq(stockMovements.type, 'sale'),
        sql`${stockMovements.createdAt} >= ${since.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(stockMovements.productId);
  return new Map(rows.map((r) => [r.productId, Number(r.units)]));
}

/** Units sold per day (UTC) of one product since a day. */
export async function dailyUnitsSold(db: DbOrTx, productId: string, since: Date) {
  const rows = await db
    .select({
      day: sql<string>`to_char(${stockMovements.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      units: sql<number>`sum(-${stockMovements.quantity})::int`,
    })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.productId, productId),
        eq(stockMovements.type, 'sale'),
        sql`${stockMovements.createdAt} >= ${since.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.day, Number(r.units)]));
}

/** A batch row as the ledger stores it. */
export type BatchRow = typeof inventoryBatches.$inferSelect;

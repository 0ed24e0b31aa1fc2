import { eq, inArray, type SQL, sql, type Table } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { rowFromJson } from '../../db/json-rows.js';
import { vendorFacts } from '../accounts/index.js';
import { primaryImageKey, productFacts } from '../catalog/index.js';
import { stockFacts } from '../inventory/index.js';
import { type OutboxRow, outboxInsert } from '../mail/index.js';
import {
  getSettings,
  type MarketplaceSettings,
  settingsFrom,
  storedSettingsJson,
} from '../settings/index.js';
import { idempotencyKeys, orderEvents, orderItems, orderParts, orders } from './orders.tables.js';

export type SaleableProduct = {
  id: string;
  title: string;
  sku: string;
  vendorId: string | null;
  vendorName: string | null;
  vendorEmail: string | null;
  vendorPhone: string | null;
  vendorStatus: string | null;
  vendorRateBp: number | null;
  priceMinor: number;
  shippingMinor: number;
  status: string;
  deleted: boolean;
  /** Waiting for listing review or rejected (decision 0044): not for sale. */
  inReview: boolean;
  available: number;
  imageKey: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Everything checkout needs about the products of a cart and the marketplace settings (tax,
 * commission, forwarding), in one statement.
 */
export async function loadCheckoutData(
  db: DbOrTx,
  productIds: string[],
): Promise<{ products: Map<string, SaleableProduct>; settings: MarketplaceSettings }> {
  const ids = [...new Set(productIds.filter((id) => UUID.test(id)))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: productFacts.id,
            title: productFacts.title,
            sku: productFacts.sku,
            vendorId: productFacts.vendorId,
            vendorName: vendorFacts.businessName,
            vendorEmail: vendorFacts.email,
            vendorPhone: vendorFacts.phone,
            vendorStatus: vendorFacts.verificationStatus,
            vendorRateBp: vendorFacts.commissionRateBp,
            priceMinor: productFacts.priceMinor,
            shippingMinor: productFacts.shippingMinor,
            status: productFacts.status,
            deleted: sql<boolean>`${productFacts.deletedAt} is not null`,
            inReview: sql<boolean>`${productFacts.reviewState} is not null`,
            available: sql<number>`coalesce(${stockFacts.currentStock} - ${stockFacts.reservedStock}, 0)::int`,
            imageKey: primaryImageKey(productFacts.id),
            settings: storedSettingsJson,
          })
          .from(productFacts)
          .leftJoin(vendorFacts, eq(vendorFacts.id, productFacts.vendorId))
          .leftJoin(stockFacts, eq(stockFacts.productId, productFacts.id))
          .where(inArray(productFacts.id, ids));
  return {
    products: new Map(
      rows.map(({ settings: _, ...r }) => [
        r.id,
        { ...r, available: Number(r.available), deleted: Boolean(r.deleted), inReview: Boolean(r.inReview) },
      ]),
    ),
    // No product found: nothing carried the settings, so they are read on their own.
    settings: rows[0] ? settingsFrom(rows[0].settings ?? {}) : await getSettings(db),
  };
}

/** Why a buyer cannot buy a product now, or null when it is for sale. */
export function unavailableReason(p: SaleableProduct | undefined): string | null {
  if (!p || p.deleted || p.status !== 'active' || p.inReview) return 'is no longer available';
  if (p.vendorId !== null && p.vendorStatus !== 'approved') return 'is not sold at the moment';
  return null;
}

type Insert<T extends Table> = T['$inferInsert'];

/**
 * Writes a placed order in one statement: the reservation of its last line that inventory hands
 * over (`reservation`, the CTEs `reserved` and `moved`: see inventory's ReservingStatement), the
 * order, its parts, items and first events, the confirmation e-mail's outbox row (through the mail
 * module's insert) and the Idempotency-Key's order. Runs inside the placing transaction: when
 * `reserved` is false the caller throws and everything is rolled back. Returns the rows as written,
 * so the reply needs no second read.
 */
export async function writePlacedOrder(
  tx: Tx,
  w: {
    reservation: SQL;
    order: Insert<typeof orders>;
    parts: Insert<typeof orderParts>[];
    items: Insert<typeof orderItems>[];
    events: Insert<typeof orderEvents>[];
    outbox: OutboxRow;
    idempotencyKey?: string;
    /** The card payment's journal entry as CTEs (the ledger's entryInsertCtes), written in this statement. */
    ledger?: SQL | null;
  },
) {
  const keyCte = w.idempotencyKey
    ? sql`, k as (${tx
        .update(idempotencyKeys)
        .set({ orderId: w.order.id })
        .where(eq(idempotencyKeys.key, w.idempotencyKey))
        .getSQL()})`
    : sql``;
  const result = (await tx.execute(sql`with ${w.reservation},
    o as (${tx.insert(orders).values(w.order).returning().getSQL()}),
    p as (${tx.insert(orderParts).values(w.parts).returning().getSQL()}),
    i as (${tx.insert(orderItems).values(w.items).returning().getSQL()}),
    e as (${tx.insert(orderEvents).values(w.events).getSQL()}),
    m as (${outboxInsert(tx, w.outbox)})${keyCte}${w.ledger ? sql`, ${w.ledger}` : sql``}
    select (select count(*)::int from moved) as reserved, (select row_to_json(o) from o) as "order",
      (select json_agg(p) from p) as parts, (select json_agg(i) from i) as items`)) as unknown as {
    rows: { reserved: number; order: Json; parts: Json[]; items: Json[] }[];
  };
  const row = result.rows[0]!;
  return {
    reserved: Number(row.reserved) > 0,
    order: rowFromJson(orders, row.order),
    parts: row.parts.map((p) => rowFromJson(orderParts, p)),
    items: row.items.map((i) => rowFromJson(orderItems, i)),
  };
}

type Json = Record<string, unknown>;

export async function findIdempotencyKey(db: DbOrTx, key: string) {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)).limit(1);
  return row;
}

/** Claims the key for this request; false when another request holds it already. */
export async function claimIdempotencyKey(
  tx: Tx,
  row: { key: string; requestHash: string; createdAt: Date },
): Promise<boolean> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

import { eq, inArray, sql, type Table } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { rowFromJson } from '../../db/json-rows.js';
import {
  idempotencyKeys,
  inventoryItems,
  orderEvents,
  orderItems,
  orderParts,
  orders,
  outboxEmails,
  products,
  vendors,
} from '../../db/schema/index.js';
import { getSettings, type MarketplaceSettings, settingsFrom } from '../settings/index.js';
import { type Line, type MoveContext, reservationCtes } from './stock-moves.queries.js';

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
            id: products.id,
            title: products.title,
            sku: products.sku,
            vendorId: products.vendorId,
            vendorName: vendors.businessName,
            vendorEmail: vendors.email,
            vendorPhone: vendors.phone,
            vendorStatus: vendors.verificationStatus,
            vendorRateBp: vendors.commissionRateBp,
            priceMinor: products.priceMinor,
            shippingMinor: products.shippingMinor,
            status: products.status,
            deleted: sql<boolean>`${products.deletedAt} is not null`,
            available: sql<number>`coalesce(${inventoryItems.currentStock} - ${inventoryItems.reservedStock}, 0)::int`,
            imageKey: sql<string | null>`(select coalesce(m.thumb_key, m.original_key) from product_media m
              where m.product_id = ${products.id} and m.kind = 'image'
              order by m.is_primary desc, m.position asc limit 1)`,
            settings: sql<Record<
              string,
              unknown
            > | null>`(select json_object_agg(s.key, s.value) from settings s)`,
          })
          .from(products)
          .leftJoin(vendors, eq(vendors.id, products.vendorId))
          .leftJoin(inventoryItems, eq(inventoryItems.productId, products.id))
          .where(inArray(products.id, ids));
  return {
    products: new Map(
      rows.map(({ settings: _, ...r }) => [
        r.id,
        { ...r, available: Number(r.available), deleted: Boolean(r.deleted) },
      ]),
    ),
    // No product found: nothing carried the settings, so they are read on their own.
    settings: rows[0] ? settingsFrom(rows[0].settings ?? {}) : await getSettings(db),
  };
}

/** Why a buyer cannot buy a product now, or null when it is for sale. */
export function unavailableReason(p: SaleableProduct | undefined): string | null {
  if (!p || p.deleted || p.status !== 'active') return 'is no longer available';
  if (p.vendorId !== null && p.vendorStatus !== 'approved') return 'is not sold at the moment';
  return null;
}

type Insert<T extends Table> = T['$inferInsert'];

/**
 * Writes a placed order in one statement: the reservation of its last line (the others are
 * reserved before, in product id order), the order, its parts, items and first events, the
 * confirmation e-mail's outbox row and the Idempotency-Key's order. Runs inside the placing
 * transaction: when `reserved` is false the caller throws and everything is rolled back.
 * Returns the rows as written, so the reply needs no second read.
 */
export async function writePlacedOrder(
  tx: Tx,
  w: {
    lastReservation: { line: Line; move: MoveContext };
    order: Insert<typeof orders>;
    parts: Insert<typeof orderParts>[];
    items: Insert<typeof orderItems>[];
    events: Insert<typeof orderEvents>[];
    outbox: Insert<typeof outboxEmails>;
    idempotencyKey?: string;
  },
) {
  const keyCte = w.idempotencyKey
    ? sql`, k as (${tx
        .update(idempotencyKeys)
        .set({ orderId: w.order.id })
        .where(eq(idempotencyKeys.key, w.idempotencyKey))
        .getSQL()})`
    : sql``;
  const result =
    (await tx.execute(sql`with ${reservationCtes(w.lastReservation.line, w.lastReservation.move)},
    o as (${tx.insert(orders).values(w.order).returning().getSQL()}),
    p as (${tx.insert(orderParts).values(w.parts).returning().getSQL()}),
    i as (${tx.insert(orderItems).values(w.items).returning().getSQL()}),
    e as (${tx.insert(orderEvents).values(w.events).getSQL()}),
    m as (${tx.insert(outboxEmails).values(w.outbox).getSQL()})${keyCte}
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

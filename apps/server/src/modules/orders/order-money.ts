import {
  availableAfterHold,
  cancellationRefundEntry,
  orderPaidEntry,
  type PaymentStatus,
  partDeliveredEntry,
  returnRefundEntry,
  type Sale,
  type SaleFigures,
  saleFigures,
} from '@market/domain';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { entryInsertCtes, orderEntries, postEntry } from '../ledger/index.js';
import { getSettings } from '../settings/index.js';
import { insertRefund, lockOrderRow, saleRows, setRefundEntry } from './refunds.queries.js';

type SaleRows = Awaited<ReturnType<typeof saleRows>>;
type SaleSource = {
  parts: readonly { id: string; vendorId: string | null; commissionRateBp: number }[];
  items: readonly {
    id: string;
    partId: string;
    unitPriceMinor: number;
    shippingMinor: number;
    quantity: number;
  }[];
};
const byId = <T extends { id: string }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

const CLOSED_PARTS = new Set(['cancelled', 'rejected']);

/**
 * The order's sale as frozen at checkout, rebuilt from its rows in id order (the order every rebuild
 * uses, so the shares are the same each time): a part ships for its highest product fee (checkout's
 * rule) and keeps its commission rate snapshot.
 */
export function saleOf(orderId: string, taxRateBp: number, rows: SaleSource): Sale {
  const allItems = byId(rows.items);
  return {
    orderId,
    taxRateBp,
    parts: byId(rows.parts).map((part) => {
      const items = allItems.filter((i) => i.partId === part.id);
      return {
        partId: part.id,
        vendorId: part.vendorId,
        commissionRateBp: part.vendorId === null ? 0 : part.commissionRateBp,
        shippingMinor: items.reduce((m, i) => Math.max(m, i.shippingMinor), 0),
        lines: items.map((i) => ({ itemId: i.id, unitPriceMinor: i.unitPriceMinor, quantity: i.quantity })),
      };
    }),
  };
}

/**
 * A card order is paid at checkout: its entry, from the rows about to be written, as CTEs of the
 * order's own insert (one statement, no round trip more; decision 0047).
 */
export function orderPaidCtes(
  db: DbOrTx,
  o: { orderId: string; taxRateBp: number; rows: SaleSource; at: Date; actorId: string | null },
): SQL | null {
  const entry = orderPaidEntry(saleOf(o.orderId, o.taxRateBp, o.rows));
  return entry ? entryInsertCtes(db, entry, { occurredAt: o.at, actorId: o.actorId }).ctes : null;
}

/** Items the customer no longer buys: cancelled one by one, or in a part cancelled or rejected whole. */
function cancelledItems(rows: SaleRows) {
  const closed = new Set(rows.parts.filter((p) => CLOSED_PARTS.has(p.status)).map((p) => p.id));
  return rows.items.filter((i) => i.status === 'cancelled' || closed.has(i.partId));
}

/** The active items of parts returned after delivery. */
function returnedItems(rows: SaleRows) {
  const back = new Set(rows.parts.filter((p) => p.status === 'returned').map((p) => p.id));
  return rows.items.filter((i) => i.status !== 'cancelled' && back.has(i.partId));
}

const DELIVERED_PARTS = new Set(['delivered', 'returned']);

/** The figures a part or an order still shows, by the shares the ledger refunds with. */
export async function orderFigures(db: DbOrTx, orderId: string, taxRateBp: number): Promise<SaleFigures> {
  const rows = await saleRows(db, orderId);
  return saleFigures(
    saleOf(orderId, taxRateBp, rows),
    cancelledItems(rows).map((i) => i.id),
    returnedItems(rows).map((i) => i.id),
  );
}

const quantities = (items: { id: string; quantity: number }[]) =>
  Object.fromEntries(items.map((i) => [i.id, i.quantity]));

/**
 * Brings the order's money up to date with the change just made, in the same transaction
 * (decision 0047): the payment received and not yet posted (a card at checkout is posted there;
 * cash on delivery when collected, for what is left), a refund of every item cancelled since
 * (paid by card or bank transfer: the exact share of items, shipping and tax), the earnings of
 * each vendor part delivered moved to available; then the payment status. Each step is posted once:
 * what was posted is read back from the ledger and the refunds, under the order's row lock.
 */
export async function settleOrderMoney(tx: Tx, opts: { orderId: string; at: Date; actorId: string | null }) {
  const order = (await lockOrderRow(tx, opts.orderId))!;
  const [rows, entries] = await Promise.all([saleRows(tx, opts.orderId), orderEntries(tx, opts.orderId)]);
  const sale = saleOf(order.id, order.taxRateBp, rows);
  const cancelled = cancelledItems(rows);
  const returned = returnedItems(rows);
  const meta = { occurredAt: opts.at, actorId: opts.actorId };
  let paid = entries.some((e) => e.kind === 'order_paid');
  let paymentStatus: PaymentStatus = order.paymentStatus;
  const refundIds: string[] = [];

  if (!paid && paymentStatus === 'paid') {
    const before = order.paymentMethod === 'cod' ? quantities(cancelled) : undefined;
    const entry = orderPaidEntry(sale, before);
    if (entry) await postEntry(tx, entry, meta);
    paid = true;
  }

  const refunded = new Set(rows.items.filter((i) => i.refunded).map((i) => i.id));
  /** One refund of whole items: its row, the exact share posted with it, the provider later for cards. */
  const refund = async (kind: 'cancellation' | 'return', items: SaleRows['items']) => {
    const units = items.map((i) => ({ itemId: i.id, quantity: i.quantity }));
    const posting =
      kind === 'cancellation' ? cancellationRefundEntry({ sale, units }) : returnRefundEntry({ sale, units });
    const nothing = posting.refundMinor === 0;
    const row = await insertRefund(
      tx,
      {
        orderId: order.id,
        amountMinor: posting.refundMinor,
        method: order.paymentMethod,
        status: nothing ? 'recorded' : order.paymentMethod === 'card' ? 'pending' : 'owed',
        reason: kind === 'cancellation' ? 'Cancelled items' : 'Returned items',
        createdAt: opts.at,
        completedAt: nothing ? opts.at : null,
      },
      units,
    );
    if (posting.entry) {
      const entry = await postEntry(tx, { ...posting.entry, refundId: row.id }, meta);
      await setRefundEntry(tx, row.id, entry.id);
    }
    if (row.status === 'pending') refundIds.push(row.id);
    for (const i of items) refunded.add(i.id);
  };

  // Items cancelled before delivery: given back when they were charged (card, bank transfer);
  // cash on delivery never charged them.
  if (paid && order.paymentMethod !== 'cod') {
    const toRefund = cancelled.filter((i) => !refunded.has(i.id));
    if (toRefund.length > 0) await refund('cancellation', toRefund);
  }

  if (paid) {
    // Delivered (and later returned) vendor parts: their earnings move to available, once.
    const delivered = new Set(entries.filter((e) => e.kind === 'part_delivered').map((e) => e.partId));
    let holdDays: number | undefined;
    for (const part of rows.parts) {
      if (!DELIVERED_PARTS.has(part.status) || part.vendorId === null || delivered.has(part.id)) continue;
      const before = quantities(cancelled.filter((i) => i.partId === part.id));
      const entry = partDeliveredEntry({ sale, partId: part.id, refundedBefore: before });
      if (!entry) continue;
      // Paid out only after the hold period of the moment of delivery (decision 0048).
      holdDays ??= (await getSettings(tx)).payoutHoldDays;
      await postEntry(tx, entry, { ...meta, availableAt: availableAfterHold(opts.at, holdDays) });
    }
    // Items of a part returned after delivery: their items and tax go back, whatever the payment
    // method (cash on delivery is owed back by bank transfer); the vendor's available earnings and
    // the commission on them are reversed, the shipping kept.
    const toReturn = returned.filter((i) => !refunded.has(i.id));
    if (toReturn.length > 0) await refund('return', toReturn);
    const refundedAll = rows.items.every((i) => refunded.has(i.id));
    const refundedAny = refunded.size > 0;
    paymentStatus = refundedAll ? 'refunded' : refundedAny ? 'partially_refunded' : paymentStatus;
  }

  return {
    figures: saleFigures(
      sale,
      cancelled.map((i) => i.id),
      returned.map((i) => i.id),
    ),
    paymentStatus,
    refundIds,
  };
}

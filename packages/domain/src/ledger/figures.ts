import { remainingAmounts, type Sale, saleShares, sellerEarnings, unitsAmounts } from './sale.js';

/** A part's figures after some of its units were cancelled (decision 0047). */
export type PartFigures = {
  partId: string;
  vendorId: string | null;
  subtotalMinor: number;
  shippingMinor: number;
  taxMinor: number;
  commissionMinor: number;
  /** What the vendor earns: items less commission (0 on the marketplace's own part). */
  vendorAmountMinor: number;
};

export type SaleFigures = {
  parts: PartFigures[];
  subtotalMinor: number;
  shippingMinor: number;
  taxMinor: number;
  totalMinor: number;
};

/**
 * What is still payable on a sale once some items are cancelled, by the same frozen shares the
 * ledger refunds with (decision 0047): each part keeps its items' shares of its shipping and
 * commission and of the order's tax, so what the order still shows plus what was refunded is
 * always what was paid, to the cent. `cancelledItemIds` are whole items (an item is cancelled
 * whole); a part left with no item has zero figures.
 */
export function saleFigures(
  sale: Sale,
  cancelledItemIds: Iterable<string>,
  /** Whole items returned after delivery: their items and tax were refunded, their shipping kept. */
  returnedItemIds: Iterable<string> = [],
): SaleFigures {
  const shares = saleShares(sale);
  const cancelled = new Set(cancelledItemIds);
  const returnedIds = new Set(returnedItemIds);
  const returned = unitsAmounts({
    shares,
    units: shares.lines
      .filter((l) => returnedIds.has(l.itemId) && !cancelled.has(l.itemId))
      .map((l) => ({ itemId: l.itemId, quantity: l.quantity })),
    withShipping: false,
  });
  const before: Record<string, number> = {};
  for (const line of shares.lines) if (cancelled.has(line.itemId)) before[line.itemId] = line.quantity;
  const parts = sale.parts.map((part): PartFigures => {
    const left = remainingAmounts(shares, part.partId, before);
    if (!left)
      return {
        partId: part.partId,
        vendorId: part.vendorId,
        subtotalMinor: 0,
        shippingMinor: 0,
        taxMinor: 0,
        commissionMinor: 0,
        vendorAmountMinor: 0,
      };
    const back = returned.find((r) => r.partId === part.partId);
    const kept = back
      ? {
          ...left,
          itemsMinor: left.itemsMinor - back.itemsMinor,
          taxMinor: left.taxMinor - back.taxMinor,
          commissionMinor: left.commissionMinor - back.commissionMinor,
        }
      : left;
    return {
      partId: part.partId,
      vendorId: part.vendorId,
      subtotalMinor: kept.itemsMinor,
      shippingMinor: kept.shippingMinor,
      taxMinor: kept.taxMinor,
      commissionMinor: kept.commissionMinor,
      vendorAmountMinor: part.vendorId === null ? 0 : sellerEarnings(kept),
    };
  });
  const sum = (pick: (p: PartFigures) => number) => parts.reduce((s, p) => s + pick(p), 0);
  const subtotalMinor = sum((p) => p.subtotalMinor);
  const shippingMinor = sum((p) => p.shippingMinor);
  const taxMinor = sum((p) => p.taxMinor);
  return {
    parts,
    subtotalMinor,
    shippingMinor,
    taxMinor,
    totalMinor: subtotalMinor + shippingMinor + taxMinor,
  };
}

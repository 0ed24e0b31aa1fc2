import { remainingAmounts, type Sale, saleShares, sellerEarnings } from './sale.js';

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
export function saleFigures(sale: Sale, cancelledItemIds: Iterable<string>): SaleFigures {
  const shares = saleShares(sale);
  const cancelled = new Set(cancelledItemIds);
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
    return {
      partId: part.partId,
      vendorId: part.vendorId,
      subtotalMinor: left.itemsMinor,
      shippingMinor: left.shippingMinor,
      taxMinor: left.taxMinor,
      commissionMinor: left.commissionMinor,
      vendorAmountMinor: part.vendorId === null ? 0 : sellerEarnings(left),
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

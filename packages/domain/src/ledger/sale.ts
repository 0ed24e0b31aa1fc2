import { applyRate } from '../money.js';
import { allocate, unitsShare } from './allocate.js';

/**
 * What was sold, as frozen at the moment of sale (decision 0043): the lines of each part with their
 * unit prices, the part's shipping fee and commission rate (the snapshot on `order_parts`), and the
 * order's tax rate. Everything a refund needs is derived from it, never from today's settings.
 */
export type SaleLine = { itemId: string; unitPriceMinor: number; quantity: number };
export type SalePart = {
  partId: string;
  /** null = the marketplace's own part. */
  vendorId: string | null;
  commissionRateBp: number;
  shippingMinor: number;
  lines: SaleLine[];
};
export type Sale = { orderId: string; taxRateBp: number; parts: SalePart[] };

/** One line's frozen share of each amount of its order. */
export type LineShares = {
  itemId: string;
  partId: string;
  vendorId: string | null;
  quantity: number;
  unitPriceMinor: number;
  itemsMinor: number;
  commissionMinor: number;
  shippingMinor: number;
  taxMinor: number;
};

export type SaleShares = {
  lines: LineShares[];
  subtotalMinor: number;
  shippingMinor: number;
  taxMinor: number;
  totalMinor: number;
};

function assertSale(sale: Sale) {
  if (!Number.isInteger(sale.taxRateBp) || sale.taxRateBp < 0) throw new RangeError('Not a tax rate');
  const ids = new Set<string>();
  for (const part of sale.parts) {
    if (
      !Number.isInteger(part.commissionRateBp) ||
      part.commissionRateBp < 0 ||
      part.commissionRateBp > 10_000
    )
      throw new RangeError(`Not a commission rate: ${part.commissionRateBp}`);
    if (!Number.isSafeInteger(part.shippingMinor) || part.shippingMinor < 0)
      throw new RangeError('Not a shipping fee');
    if (part.lines.length === 0) throw new RangeError('A part has at least one line');
    for (const line of part.lines) {
      if (ids.has(line.itemId)) throw new RangeError(`Item ${line.itemId} appears twice`);
      ids.add(line.itemId);
      if (!Number.isSafeInteger(line.unitPriceMinor) || line.unitPriceMinor < 0)
        throw new RangeError('Not a price');
      if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new RangeError('Not a quantity');
    }
  }
}

/**
 * Each line's share of the order's amounts, by the rules checkout prices with (pricing.ts and
 * money.ts): the part's commission is round(part subtotal x frozen rate) (0 for the marketplace's
 * part), the order's tax is round(order subtotal x tax rate); the part's commission and shipping
 * are pro-rated over its lines and the order's tax over all lines, by line value, with the
 * largest-remainder rule (all-zero values share equally). The shares add up to the order's amounts.
 */
export function saleShares(sale: Sale): SaleShares {
  assertSale(sale);
  const all = sale.parts.flatMap((part) => part.lines.map((line) => ({ part, line })));
  const values = all.map(({ line }) => line.unitPriceMinor * line.quantity);
  const subtotalMinor = values.reduce((s, v) => s + v, 0);
  const taxMinor = applyRate(subtotalMinor, sale.taxRateBp);
  const taxShares = allocate(taxMinor, values);
  const lines: LineShares[] = [];
  let offset = 0;
  for (const part of sale.parts) {
    const partValues = values.slice(offset, offset + part.lines.length);
    const partSubtotal = partValues.reduce((s, v) => s + v, 0);
    const commission = part.vendorId === null ? 0 : applyRate(partSubtotal, part.commissionRateBp);
    const commissionShares = allocate(commission, partValues);
    const shippingShares = allocate(part.shippingMinor, partValues);
    part.lines.forEach((line, i) => {
      lines.push({
        itemId: line.itemId,
        partId: part.partId,
        vendorId: part.vendorId,
        quantity: line.quantity,
        unitPriceMinor: line.unitPriceMinor,
        itemsMinor: partValues[i]!,
        commissionMinor: commissionShares[i]!,
        shippingMinor: shippingShares[i]!,
        taxMinor: taxShares[offset + i]!,
      });
    });
    offset += part.lines.length;
  }
  const shippingMinor = sale.parts.reduce((s, p) => s + p.shippingMinor, 0);
  return {
    lines,
    subtotalMinor,
    shippingMinor,
    taxMinor,
    totalMinor: subtotalMinor + shippingMinor + taxMinor,
  };
}

/** The amounts of some units of a part: items, commission, shipping, tax and restocking fee. */
export type PartAmounts = {
  partId: string;
  vendorId: string | null;
  itemsMinor: number;
  commissionMinor: number;
  shippingMinor: number;
  taxMinor: number;
  /** Kept from the refund by the seller of the returned items (0 on a cancellation). */
  restockingFeeMinor: number;
};

/** What the seller earns on these amounts: items less commission (the marketplace's part earns its items). */
export const sellerEarnings = (a: PartAmounts) => a.itemsMinor - a.commissionMinor;

/** What the customer pays for these amounts, or gets back: items, shipping and tax less the restocking fee. */
export const customerAmount = (a: PartAmounts) =>
  a.itemsMinor + a.shippingMinor + a.taxMinor - a.restockingFeeMinor;

/** Units of an item, and how many of that item's units were refunded before. */
export type RefundedUnits = { itemId: string; quantity: number };

export const MAX_RESTOCKING_FEE_BP = 2000;

/**
 * The exact share of some units, per part (in the sale's part order, parts without units left out):
 * each line's frozen shares split over its units with the largest-remainder rule, continuing after
 * the units refunded before, so refunding units one at a time or together gives the same amounts
 * and refunding every unit gives back exactly what was paid. Shipping is included unless
 * `withShipping` is false (a return of delivered items keeps it); the restocking fee (0 to 20 %,
 * in basis points) is taken on the items' value of each part.
 */
export function unitsAmounts(o: {
  shares: SaleShares;
  units: readonly RefundedUnits[];
  refundedBefore?: Readonly<Record<string, number>>;
  withShipping?: boolean;
  restockingFeeBp?: number;
}): PartAmounts[] {
  const feeBp = o.restockingFeeBp ?? 0;
  if (!Number.isInteger(feeBp) || feeBp < 0 || feeBp > MAX_RESTOCKING_FEE_BP)
    throw new RangeError(`A restocking fee is 0 to ${MAX_RESTOCKING_FEE_BP / 100} %`);
  const wanted = new Map<string, number>();
  for (const u of o.units) {
    if (!Number.isInteger(u.quantity) || u.quantity < 1)
      throw new RangeError(`Not a quantity: ${u.quantity}`);
    wanted.set(u.itemId, (wanted.get(u.itemId) ?? 0) + u.quantity);
  }
  const byPart = new Map<string, PartAmounts>();
  for (const line of o.shares.lines) {
    const units = wanted.get(line.itemId);
    if (units === undefined) continue;
    wanted.delete(line.itemId);
    const before = o.refundedBefore?.[line.itemId] ?? 0;
    const share = (amount: number) => unitsShare(amount, line.quantity, before, units);
    const part = byPart.get(line.partId) ?? {
      partId: line.partId,
      vendorId: line.vendorId,
      itemsMinor: 0,
      commissionMinor: 0,
      shippingMinor: 0,
      taxMinor: 0,
      restockingFeeMinor: 0,
    };
    part.itemsMinor += line.unitPriceMinor * units;
    part.commissionMinor += share(line.commissionMinor);
    part.shippingMinor += o.withShipping === false ? 0 : share(line.shippingMinor);
    part.taxMinor += share(line.taxMinor);
    byPart.set(line.partId, part);
  }
  if (wanted.size > 0) throw new RangeError(`Not items of this order: ${[...wanted.keys()].join(', ')}`);
  const parts = [...byPart.values()];
  for (const part of parts) part.restockingFeeMinor = applyRate(part.itemsMinor, feeBp);
  return parts;
}

/** The units of each item not yet refunded, per part: what a part still holds. */
export function remainingAmounts(
  shares: SaleShares,
  partId: string,
  refundedBefore: Readonly<Record<string, number>> = {},
): PartAmounts | null {
  const units = shares.lines
    .filter((l) => l.partId === partId)
    .map((l) => ({ itemId: l.itemId, quantity: l.quantity - (refundedBefore[l.itemId] ?? 0) }))
    .filter((u) => u.quantity > 0);
  if (units.length === 0) return null;
  return unitsAmounts({ shares, units, refundedBefore })[0] ?? null;
}

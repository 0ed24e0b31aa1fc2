import { applyRate } from './money.js';

export type PricedLine = {
  productId: string;
  /** null = the marketplace's own product (the admin part). */
  vendorId: string | null;
  unitPriceMinor: number;
  shippingMinor: number;
  quantity: number;
};

export type SellerTotals = {
  vendorId: string | null;
  lines: PricedLine[];
  subtotalMinor: number;
  /** The highest shipping fee among the seller's products. */
  shippingMinor: number;
};

export type OrderTotals = {
  sellers: SellerTotals[];
  subtotalMinor: number;
  shippingMinor: number;
  taxMinor: number;
  totalMinor: number;
};

/** Sums lines of the same product, keeping first-seen order. */
export function mergeLines<T extends { productId: string; quantity: number }>(lines: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const line of lines) {
    const seen = byId.get(line.productId);
    if (seen) byId.set(line.productId, { ...seen, quantity: seen.quantity + line.quantity });
    else byId.set(line.productId, { ...line });
  }
  return [...byId.values()];
}

/**
 * The one pricing rule of checkout (quote and order): per seller, subtotal of the lines and the
 * highest shipping fee among its products; tax on the subtotal; all in minor units.
 */
export function priceOrder(lines: readonly PricedLine[], taxRateBp: number): OrderTotals {
  const sellers = new Map<string, SellerTotals>();
  for (const line of lines) {
    const key = line.vendorId ?? '';
    const seller = sellers.get(key) ?? {
      vendorId: line.vendorId,
      lines: [],
      subtotalMinor: 0,
      shippingMinor: 0,
    };
    seller.lines.push(line);
    seller.subtotalMinor += line.unitPriceMinor * line.quantity;
    seller.shippingMinor = Math.max(seller.shippingMinor, line.shippingMinor);
    sellers.set(key, seller);
  }
  // The marketplace's own part first, then vendors in order of appearance.
  const list = [...sellers.values()].sort(
    (a, b) => Number(a.vendorId !== null) - Number(b.vendorId !== null),
  );
  const subtotalMinor = list.reduce((s, x) => s + x.subtotalMinor, 0);
  const shippingMinor = list.reduce((s, x) => s + x.shippingMinor, 0);
  const taxMinor = applyRate(subtotalMinor, taxRateBp);
  return {
    sellers: list,
    subtotalMinor,
    shippingMinor,
    taxMinor,
    totalMinor: subtotalMinor + shippingMinor + taxMinor,
  };
}

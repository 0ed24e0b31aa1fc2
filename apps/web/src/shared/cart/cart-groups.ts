import { type CartLine, type CartVendor, MAX_LINE_QUANTITY } from './cart-storage';
import type { Quote, QuoteItem, QuoteProblem } from './quote';

export const MARKETPLACE_SELLER_NAME = 'Marketplace';

export type CartGroupLine = {
  line: CartLine;
  /** The quote's figures for this line (missing while quoting, or when the product cannot be sold). */
  item: QuoteItem | undefined;
  problem: QuoteProblem | undefined;
  title: string;
  unitPrice: number | undefined;
  image: string | null;
  /** The most units the stepper allows: the available stock from the quote. */
  maxQuantity: number;
};

export type CartGroup = {
  key: string;
  /** 'Marketplace' for the marketplace's own products, else the vendor's business name. */
  name: string;
  vendor: CartVendor;
  lines: CartGroupLine[];
  /** From the quote; undefined until it answers. */
  subtotal: number | undefined;
  shipping: number | undefined;
  /** True for the lines that cannot be bought at all (no seller in the quote). */
  unavailable?: boolean;
};

function groupLine(line: CartLine, quote: Quote | undefined): CartGroupLine {
  const item = quote?.items.find((i) => i.productId === line.productId);
  const problem = quote?.problems.find((p) => p.productId === line.productId);
  const stock = item?.available ?? problem?.available ?? line.maxQuantity;
  return {
    line,
    item,
    problem,
    title: item?.title ?? problem?.title ?? line.title ?? 'Product',
    unitPrice: item?.unitPrice ?? line.price,
    image: item?.image ?? line.image ?? null,
    maxQuantity: Math.min(MAX_LINE_QUANTITY, Math.max(0, stock ?? MAX_LINE_QUANTITY)),
  };
}

/**
 * The cart's lines grouped by seller: the marketplace itself or each vendor, named and ordered as
 * the quote has them (marketplace first). Before the quote answers, the stored seller of each
 * line is used. Lines the quote could not price (product gone or not sold) form a last group.
 */
export function groupCartLines(lines: readonly CartLine[], quote: Quote | undefined): CartGroup[] {
  const groups: CartGroup[] = [];
  const placed = new Set<string>();
  if (quote) {
    for (const seller of quote.sellers) {
      const own = lines.filter((l) => seller.productIds.includes(l.productId));
      if (own.length === 0) continue;
      for (const l of own) placed.add(l.productId);
      groups.push({
        key: seller.vendor?._id ?? 'marketplace',
        name: seller.vendor ? seller.vendor.businessName || seller.name : MARKETPLACE_SELLER_NAME,
        vendor: seller.vendor,
        lines: own.map((l) => groupLine(l, quote)),
        subtotal: seller.subtotal,
        shipping: seller.shipping,
      });
    }
    const rest = lines.filter((l) => !placed.has(l.productId));
    if (rest.length > 0) {
      groups.push({
        key: 'unavailable',
        name: 'Unavailable items',
        vendor: null,
        lines: rest.map((l) => groupLine(l, quote)),
        subtotal: undefined,
        shipping: undefined,
        unavailable: true,
      });
    }
    return groups;
  }
  // No quote yet: group by the seller stored with each line, marketplace first.
  const byKey = new Map<string, CartGroup>();
  for (const line of lines) {
    const vendor = line.vendor ?? null;
    const key = vendor?._id ?? 'marketplace';
    const group = byKey.get(key) ?? {
      key,
      name: vendor?.businessName ?? MARKETPLACE_SELLER_NAME,
      vendor,
      lines: [],
      subtotal: undefined,
      shipping: undefined,
    };
    group.lines.push(groupLine(line, undefined));
    byKey.set(key, group);
  }
  return [...byKey.values()].sort((a, b) => Number(a.vendor !== null) - Number(b.vendor !== null));
}

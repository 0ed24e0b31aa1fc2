import {
  ADJUSTMENT_REASON_MAX,
  ADJUSTMENT_REASON_MIN,
  assertPostable,
  type JournalEntry,
  type LedgerLine,
  mergeLedgerLines,
} from './accounts.js';
import {
  customerAmount,
  type PartAmounts,
  type RefundedUnits,
  remainingAmounts,
  type Sale,
  saleShares,
  sellerEarnings,
  unitsAmounts,
} from './sale.js';

/**
 * The posting builders (decision 0043): one pure function per business event, each giving the
 * balanced entry to post in the same transaction as the change, or null when no money moves. Every
 * entry they return passes `assertPostable`.
 */

function entry(e: Omit<JournalEntry, 'lines'>, lines: LedgerLine[]): JournalEntry | null {
  const merged = mergeLedgerLines(lines);
  if (merged.length === 0) return null;
  const built = { ...e, lines: merged };
  assertPostable(built);
  return built;
}

function positiveAmount(amountMinor: number, what: string) {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0)
    throw new RangeError(`${what} must be a positive whole number of minor units`);
}

function checkedReason(reason: string): string {
  const r = reason.trim();
  if (r.length < ADJUSTMENT_REASON_MIN || r.length > ADJUSTMENT_REASON_MAX)
    throw new RangeError(
      `A reason of ${ADJUSTMENT_REASON_MIN} to ${ADJUSTMENT_REASON_MAX} characters is required`,
    );
  return r;
}

/**
 * The seller's side of some amounts, signed as the sale posts them (credits negative): the vendor's
 * earnings on its payable and the commission, or the marketplace's own sales; then shipping and tax.
 * A refund posts the same lines negated.
 */
function sellerLines(a: PartAmounts, payable: 'vendor_pending' | 'vendor_available'): LedgerLine[] {
  const vendorId = a.vendorId;
  const fee = a.restockingFeeMinor;
  const lines: LedgerLine[] =
    vendorId === null
      ? [{ account: 'marketplace_sales', vendorId, amountMinor: -(a.itemsMinor - fee) }]
      : [
          { account: payable, vendorId, amountMinor: -(sellerEarnings(a) - fee) },
          { account: 'commission_revenue', vendorId, amountMinor: -a.commissionMinor },
        ];
  lines.push(
    { account: 'shipping_collected', vendorId, amountMinor: -a.shippingMinor },
    { account: 'tax_collected', vendorId, amountMinor: -a.taxMinor },
  );
  return lines;
}

const negate = (lines: LedgerLine[]) => lines.map((l) => ({ ...l, amountMinor: -l.amountMinor }));

/**
 * The customer paid the order: per part, the payment received (items, shipping and the part's share
 * of tax), the vendor's earnings as pending (items less the commission at the frozen rate), the
 * commission, or the marketplace's own sales; shipping and tax collected. Units cancelled before
 * the payment are left out (they were never charged).
 */
export function orderPaidEntry(
  sale: Sale,
  /** Units cancelled before the payment (cash on delivery collects only what is left). */
  cancelledBefore?: Readonly<Record<string, number>>,
): JournalEntry | null {
  const shares = saleShares(sale);
  const lines: LedgerLine[] = [];
  for (const part of sale.parts) {
    const all = remainingAmounts(shares, part.partId, cancelledBefore);
    if (!all) continue;
    lines.push({ account: 'customer_payments', vendorId: part.vendorId, amountMinor: customerAmount(all) });
    lines.push(...sellerLines(all, 'vendor_pending'));
  }
  return entry({ kind: 'order_paid', orderId: sale.orderId }, lines);
}

/**
 * A vendor part was delivered: what it still earns (after the units refunded before) moves from
 * pending to available. The hold period before a payout may use it is the payouts slice's rule.
 * The marketplace's own part moves nothing (null).
 */
export function partDeliveredEntry(o: {
  sale: Sale;
  partId: string;
  refundedBefore?: Readonly<Record<string, number>>;
}): JournalEntry | null {
  const part = o.sale.parts.find((p) => p.partId === o.partId);
  if (!part) throw new RangeError(`Part ${o.partId} is not in this order`);
  if (part.vendorId === null) return null;
  const left = remainingAmounts(saleShares(o.sale), o.partId, o.refundedBefore);
  if (!left) return null;
  const earned = sellerEarnings(left);
  return entry({ kind: 'part_delivered', orderId: o.sale.orderId, partId: o.partId }, [
    { account: 'vendor_pending', vendorId: part.vendorId, amountMinor: earned },
    { account: 'vendor_available', vendorId: part.vendorId, amountMinor: -earned },
  ]);
}

export type RefundPosting = { entry: JournalEntry | null; parts: PartAmounts[]; refundMinor: number };

function refundEntry(
  kind: 'cancellation_refund' | 'return_refund',
  o: {
    sale: Sale;
    units: readonly RefundedUnits[];
    refundedBefore?: Readonly<Record<string, number>>;
    refundId?: string | null;
    withShipping?: boolean;
    restockingFeeBp?: number;
  },
): RefundPosting {
  const parts = unitsAmounts({
    shares: saleShares(o.sale),
    units: o.units,
    refundedBefore: o.refundedBefore,
    withShipping: o.withShipping,
    restockingFeeBp: o.restockingFeeBp,
  });
  const payable = kind === 'cancellation_refund' ? 'vendor_pending' : 'vendor_available';
  const lines: LedgerLine[] = [];
  let refundMinor = 0;
  for (const part of parts) {
    refundMinor += customerAmount(part);
    lines.push({ account: 'refunds', vendorId: part.vendorId, amountMinor: -customerAmount(part) });
    lines.push(...negate(sellerLines(part, payable)));
  }
  const partId = parts.length === 1 ? parts[0]!.partId : null;
  return {
    entry: entry({ kind, orderId: o.sale.orderId, partId, refundId: o.refundId ?? null }, lines),
    parts,
    refundMinor,
  };
}

/**
 * Units cancelled before delivery (an item, a part or the whole order): the customer gets back
 * exactly their share of items, shipping and tax; the vendor's pending earnings and the commission
 * on them are reversed.
 */
export function cancellationRefundEntry(o: {
  sale: Sale;
  units: readonly RefundedUnits[];
  refundedBefore?: Readonly<Record<string, number>>;
  refundId?: string | null;
}): RefundPosting {
  return refundEntry('cancellation_refund', { ...o, withShipping: true, restockingFeeBp: 0 });
}

/**
 * Delivered units returned: the customer gets back their items and tax (and shipping only when
 * `withShipping`), less the restocking fee (0 to 20 % of the items, kept by the seller); the
 * vendor's available earnings (which may go negative) and the commission on them are reversed.
 */
export function returnRefundEntry(o: {
  sale: Sale;
  units: readonly RefundedUnits[];
  refundedBefore?: Readonly<Record<string, number>>;
  refundId?: string | null;
  withShipping?: boolean;
  restockingFeeBp?: number;
}): RefundPosting {
  return refundEntry('return_refund', { ...o, withShipping: o.withShipping ?? false });
}

/** A payout to a vendor: its available balance goes down, the money goes out. */
export function payoutEntry(o: {
  vendorId: string;
  amountMinor: number;
  payoutId?: string | null;
}): JournalEntry {
  positiveAmount(o.amountMinor, 'A payout');
  return entry({ kind: 'payout', payoutId: o.payoutId ?? null }, [
    { account: 'vendor_available', vendorId: o.vendorId, amountMinor: o.amountMinor },
    { account: 'payouts', vendorId: o.vendorId, amountMinor: -o.amountMinor },
  ])!;
}

/** A vendor pays the marketplace commission it owes (money in; its balance goes up). */
export function commissionPaymentEntry(o: {
  vendorId: string;
  amountMinor: number;
  reason?: string | null;
}): JournalEntry {
  positiveAmount(o.amountMinor, 'A commission payment');
  return entry({ kind: 'commission_payment', reason: o.reason ?? null }, [
    { account: 'commission_payments', vendorId: o.vendorId, amountMinor: o.amountMinor },
    { account: 'vendor_available', vendorId: o.vendorId, amountMinor: -o.amountMinor },
  ])!;
}

/**
 * An admin's manual adjustment with a reason: a positive amount is owed to the vendor (its available
 * balance goes up, the marketplace's adjustments account pays for it), a negative one is taken back.
 */
export function adjustmentEntry(o: { vendorId: string; amountMinor: number; reason: string }): JournalEntry {
  if (!Number.isSafeInteger(o.amountMinor) || o.amountMinor === 0)
    throw new RangeError('An adjustment is a non-zero whole number of minor units');
  return entry({ kind: 'adjustment', reason: checkedReason(o.reason) }, [
    { account: 'vendor_available', vendorId: o.vendorId, amountMinor: -o.amountMinor },
    { account: 'adjustments', vendorId: o.vendorId, amountMinor: o.amountMinor },
  ])!;
}

/** The correction of a mistake: every line of the entry negated, naming it and why. */
export function reversalEntry(o: {
  entryId: string;
  original: Pick<JournalEntry, 'lines' | 'orderId' | 'partId' | 'refundId' | 'payoutId'>;
  reason: string;
}): JournalEntry {
  const { lines, ...refs } = o.original;
  return entry(
    { ...refs, kind: 'reversal', reason: checkedReason(o.reason), reversesEntryId: o.entryId },
    negate(lines),
  )!;
}

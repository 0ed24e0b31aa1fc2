import { type LedgerAccount, type LedgerLine, sumMinor } from './accounts.js';

/**
 * Balances and figures read from ledger lines (decision 0043), exact in bigint. A holder's balance
 * is the credit side made positive: a vendor's balance is what the marketplace owes it (negative
 * when it owes the marketplace, after a refund that came after a payout).
 */

export type VendorBalance = { pendingMinor: bigint; availableMinor: bigint; totalMinor: bigint };

export function vendorBalance(lines: Iterable<LedgerLine>, vendorId: string): VendorBalance {
  let pending = 0n;
  let available = 0n;
  for (const l of lines) {
    if (l.vendorId !== vendorId) continue;
    if (l.account === 'vendor_pending') pending -= BigInt(l.amountMinor);
    else if (l.account === 'vendor_available') available -= BigInt(l.amountMinor);
  }
  return { pendingMinor: pending, availableMinor: available, totalMinor: pending + available };
}

/** The sum of the lines of some accounts (debit positive). */
export function accountsSum(lines: Iterable<LedgerLine>, accounts: readonly LedgerAccount[]): bigint {
  const wanted = new Set(accounts);
  const amounts: number[] = [];
  for (const l of lines) if (wanted.has(l.account)) amounts.push(l.amountMinor);
  return sumMinor(amounts);
}

/**
 * The money figures of a set of lines, each positive in its usual sense. Because every entry
 * balances, customerPaid - refunded = marketplaceKept + vendorsEarned + taxCollected +
 * shippingCollected always holds:
 * - customerPaid: received from customers; refunded: given back to them;
 * - marketplaceKept: commission, the marketplace's own sales and adjustments (what admins took back
 *   less what they gave);
 * - vendorsEarned: what vendors are owed plus what was paid out to them, less what they paid in;
 * - taxCollected, shippingCollected: still held after refunds;
 * - paidOut: sent to vendors.
 */
export function ledgerFigures(lines: readonly LedgerLine[]) {
  return {
    customerPaidMinor: accountsSum(lines, ['customer_payments']),
    refundedMinor: -accountsSum(lines, ['refunds']),
    marketplaceKeptMinor: -accountsSum(lines, ['commission_revenue', 'marketplace_sales', 'adjustments']),
    vendorsEarnedMinor: -accountsSum(lines, [
      'vendor_pending',
      'vendor_available',
      'payouts',
      'commission_payments',
    ]),
    taxCollectedMinor: -accountsSum(lines, ['tax_collected']),
    shippingCollectedMinor: -accountsSum(lines, ['shipping_collected']),
    paidOutMinor: -accountsSum(lines, ['payouts']),
  };
}

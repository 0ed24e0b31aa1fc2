/**
 * The chart of accounts and the journal entry (decision 0043).
 *
 * Sign convention: a line's amount is signed, in integer minor units; a debit is positive, a credit
 * negative, and the lines of one entry sum to zero. Two groups of accounts:
 * - money crossing the marketplace's edge (debit = in, credit = out): `customer_payments` (in from
 *   customers), `refunds` (back out to customers), `payouts` (out to vendors), `commission_payments`
 *   (in from vendors settling what they owe);
 * - whose money it is (credit = earned or owed to that holder): `vendor_pending` and
 *   `vendor_available` (each vendor's payable, one pair per vendor id), the marketplace's
 *   `commission_revenue`, `marketplace_sales` (its own products), `shipping_collected` and
 *   `adjustments` (what admins gave (debit) or took back (credit)), and `tax_collected` (owed to the
 *   tax authority).
 */

export const LEDGER_ACCOUNTS = [
  'customer_payments',
  'refunds',
  'payouts',
  'commission_payments',
  'vendor_pending',
  'vendor_available',
  'commission_revenue',
  'marketplace_sales',
  'shipping_collected',
  'adjustments',
  'tax_collected',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** A vendor's payable: one pair of accounts per vendor, keyed by the vendor id on the line. */
export const VENDOR_PAYABLE_ACCOUNTS = ['vendor_pending', 'vendor_available'] as const;

/** Accounts whose lines must name a vendor: the payables, and the money paid to or by one vendor. */
const NEEDS_VENDOR: ReadonlySet<LedgerAccount> = new Set<LedgerAccount>([
  'vendor_pending',
  'vendor_available',
  'payouts',
  'commission_payments',
  'commission_revenue',
]);

export function accountNeedsVendor(account: LedgerAccount): boolean {
  return NEEDS_VENDOR.has(account);
}

export function isLedgerAccount(value: unknown): value is LedgerAccount {
  return typeof value === 'string' && (LEDGER_ACCOUNTS as readonly string[]).includes(value);
}

/** The business events that post an entry; `reversal` corrects a mistake by negating an entry. */
export const LEDGER_ENTRY_KINDS = [
  'order_paid',
  'part_delivered',
  'cancellation_refund',
  'return_refund',
  'payout',
  'commission_payment',
  'adjustment',
  'reversal',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

export type LedgerLine = {
  account: LedgerAccount;
  /**
   * The vendor: required on a payable and on a vendor's payouts, payments and commission; on other
   * accounts, the vendor part the amount came from (null for the marketplace's own part).
   */
  vendorId: string | null;
  /** Minor units, debit positive, credit negative; a safe integer, never zero. */
  amountMinor: number;
};

export type JournalEntry = {
  kind: LedgerEntryKind;
  lines: LedgerLine[];
  orderId?: string | null;
  partId?: string | null;
  refundId?: string | null;
  payoutId?: string | null;
  /** Why (required on adjustments and reversals). */
  reason?: string | null;
  reversesEntryId?: string | null;
};

export const ADJUSTMENT_REASON_MIN = 3;
export const ADJUSTMENT_REASON_MAX = 500;

/** An exact sum of minor amounts: a bigint, so a sum of any number of lines never rounds. */
export function sumMinor(amounts: Iterable<number | bigint>): bigint {
  let sum = 0n;
  for (const a of amounts) sum += typeof a === 'bigint' ? a : BigInt(a);
  return sum;
}

/** A bigint amount as a number, refused (never rounded) past 2^53. */
export function toSafeMinor(amount: bigint): number {
  if (amount > BigInt(Number.MAX_SAFE_INTEGER) || amount < BigInt(Number.MIN_SAFE_INTEGER))
    throw new RangeError(`The amount ${amount} is too large to be shown exactly`);
  return Number(amount);
}

/**
 * What is wrong with an entry before it is written (empty when nothing): at least two lines, each
 * a known account with a non-zero safe-integer amount and a vendor where the account needs one,
 * the lines summing to zero exactly, and a reason where the kind needs one.
 */
export function entryProblems(entry: JournalEntry): string[] {
  const problems: string[] = [];
  if (!(LEDGER_ENTRY_KINDS as readonly string[]).includes(entry.kind))
    problems.push(`Unknown kind ${entry.kind}`);
  if (entry.lines.length < 2) problems.push('An entry has at least two lines');
  entry.lines.forEach((line, i) => {
    if (!isLedgerAccount(line.account))
      problems.push(`Line ${i + 1}: unknown account ${String(line.account)}`);
    else if (accountNeedsVendor(line.account) && !line.vendorId)
      problems.push(`Line ${i + 1}: ${line.account} needs a vendor`);
    if (!Number.isSafeInteger(line.amountMinor) || line.amountMinor === 0)
      problems.push(`Line ${i + 1}: the amount must be a non-zero whole number of minor units`);
  });
  if (problems.length === 0) {
    const sum = sumMinor(entry.lines.map((l) => l.amountMinor));
    if (sum !== 0n) problems.push(`The lines sum to ${sum}, not 0`);
  }
  if (entry.kind === 'adjustment' || entry.kind === 'reversal') {
    const reason = entry.reason?.trim() ?? '';
    if (reason.length < ADJUSTMENT_REASON_MIN || reason.length > ADJUSTMENT_REASON_MAX)
      problems.push(
        `A reason of ${ADJUSTMENT_REASON_MIN} to ${ADJUSTMENT_REASON_MAX} characters is required`,
      );
  }
  if (entry.kind === 'reversal' && !entry.reversesEntryId)
    problems.push('A reversal names the entry it reverses');
  return problems;
}

export class UnbalancedEntryError extends Error {
  constructor(readonly problems: string[]) {
    super(`Refused journal entry: ${problems.join('; ')}`);
    this.name = 'UnbalancedEntryError';
  }
}

/** Throws when the entry may not be posted (see entryProblems). */
export function assertPostable(entry: JournalEntry): void {
  const problems = entryProblems(entry);
  if (problems.length > 0) throw new UnbalancedEntryError(problems);
}

/**
 * Lines with the same account and vendor merged, zero sums dropped, in a stable order (the first
 * appearance): what a builder posts.
 */
export function mergeLedgerLines(lines: readonly LedgerLine[]): LedgerLine[] {
  const merged = new Map<string, LedgerLine>();
  for (const line of lines) {
    const key = `${line.account}|${line.vendorId ?? ''}`;
    const seen = merged.get(key);
    if (seen) seen.amountMinor += line.amountMinor;
    else merged.set(key, { ...line });
  }
  return [...merged.values()].filter((l) => l.amountMinor !== 0);
}

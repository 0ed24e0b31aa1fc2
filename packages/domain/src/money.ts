/**
 * Money is held in integer minor units (cents) everywhere in the domain and the database;
 * JSON carries decimals with at most two places (DESIGN.md section 6).
 */

/** 19.99 -> 1999. Rounds half away from zero at the third decimal to absorb float noise. */
export function toMinor(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
  return Math.sign(amount) * Math.round(Math.abs(amount) * 100 + 1e-9);
}

/** 1999 -> 19.99 */
export function fromMinor(minor: number): number {
  return Math.round(minor) / 100;
}

/**
 * True when a decimal has at most two places (19.99 yes; 19.999, 0.001 and 0.000000001 no).
 * Only the noise of binary floating point is absorbed (0.1 + 0.2 is 0.3): the distance of
 * amount x 100 from a whole number must be within a few units in the last place, so toMinor of
 * an accepted amount loses nothing. An amount with more places is refused, never rounded
 * (decision 0037).
 */
export function hasAtMostTwoDecimals(amount: number): boolean {
  if (!Number.isFinite(amount)) return false;
  const cents = amount * 100;
  return Math.abs(cents - Math.round(cents)) <= 8 * Number.EPSILON * Math.max(1, Math.abs(cents));
}

/** The message for an amount with more decimal places than the currency has, beside its field. */
export const moneyDecimalsMessage = (label: string) => `${label} can have at most 2 decimal places`;

/** Basis points: 20% = 2000 bp. */
export function percentToBp(percent: number): number {
  return Math.round(percent * 100);
}

export function bpToPercent(bp: number): number {
  return bp / 100;
}

/** round(amount x rate), rate in basis points, half away from zero. */
export function applyRate(amountMinor: number, rateBp: number): number {
  return Math.sign(amountMinor) * Math.round((Math.abs(amountMinor) * rateBp) / 10_000);
}

/** The marketplace commission for a vendor without its own rate: 20 percent (spec 000 section 9). */
export const DEFAULT_COMMISSION_RATE_BP = 2000;
export const DEFAULT_TAX_RATE_BP = 800;

/** commissionAmount = round(subtotal x rate); vendorAmount = subtotal - commissionAmount. */
export function splitCommission(
  subtotalMinor: number,
  rateBp: number,
): { commissionMinor: number; vendorAmountMinor: number } {
  const commissionMinor = applyRate(subtotalMinor, rateBp);
  return { commissionMinor, vendorAmountMinor: subtotalMinor - commissionMinor };
}

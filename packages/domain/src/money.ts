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

/** True when a decimal has at most two places (19.99 yes, 19.999 no). */
export function hasAtMostTwoDecimals(amount: number): boolean {
  return Number.isFinite(amount) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

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

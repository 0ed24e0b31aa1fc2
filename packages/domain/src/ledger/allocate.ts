/**
 * Pro-rating without losing a cent (decision 0043): the largest-remainder rule. Every share is the
 * floor of its exact proportion, and the cents left over go one each to the largest remainders (ties
 * to the earlier weight), so the shares always add up to the total and each is within one cent of
 * its exact proportion. The arithmetic is done in bigint: an amount (up to 2^53) times a weight (up
 * to 2^53) does not fit a double.
 */
export function allocate(totalMinor: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(totalMinor)) throw new RangeError(`Not a whole amount: ${totalMinor}`);
  for (const w of weights) {
    if (!Number.isSafeInteger(w) || w < 0) throw new RangeError(`Not a weight: ${w}`);
  }
  if (weights.length === 0) {
    if (totalMinor === 0) return [];
    throw new RangeError('Nothing to allocate an amount to');
  }
  let ws = weights.map((w) => BigInt(w));
  let sum = ws.reduce((s, w) => s + w, 0n);
  if (sum === 0n) {
    // All weights zero: equal shares.
    ws = ws.map(() => 1n);
    sum = BigInt(ws.length);
  }
  const sign = totalMinor < 0 ? -1 : 1;
  const total = BigInt(Math.abs(totalMinor));
  const base = ws.map((w) => (total * w) / sum);
  const remainders = ws.map((w, i) => ({ i, r: (total * w) % sum }));
  let left = Number(total - base.reduce((s, b) => s + b, 0n));
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  const shares = base.map((b) => Number(b));
  for (const { i } of remainders) {
    if (left === 0) break;
    shares[i] = (shares[i] as number) + 1;
    left--;
  }
  // A negative total is the mirror of the positive one, so a share and its reversal cancel exactly.
  return shares.map((s) => (sign < 0 && s !== 0 ? -s : s));
}

/**
 * The share of `units` units of a line, after `before` of its units already had theirs, when the
 * line's share is `lineShareMinor` over `quantity` units: the largest-remainder rule over equal
 * units (the first `share mod quantity` units carry one cent more). Taking units one at a time or
 * all at once gives the same total, and all the units together take exactly the line's share.
 */
export function unitsShare(lineShareMinor: number, quantity: number, before: number, units: number): number {
  if (!Number.isSafeInteger(lineShareMinor) || lineShareMinor < 0)
    throw new RangeError(`Not a line share: ${lineShareMinor}`);
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new RangeError(`Not a quantity: ${quantity}`);
  if (
    !Number.isInteger(before) ||
    !Number.isInteger(units) ||
    before < 0 ||
    units < 0 ||
    before + units > quantity
  )
    throw new RangeError(`Units ${before} + ${units} are not within the line's ${quantity}`);
  const each = Math.floor(lineShareMinor / quantity);
  const extra = lineShareMinor % quantity;
  const upTo = (n: number) => n * each + Math.min(n, extra);
  return upTo(before + units) - upTo(before);
}

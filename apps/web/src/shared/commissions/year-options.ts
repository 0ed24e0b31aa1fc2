/** How many years back the year selector goes. */
const YEARS_BACK = 4;

/** The years of the commission year selectors (vendor and admin): this year first, then four back. */
export function yearOptions(now: Date = new Date()): number[] {
  const year = now.getUTCFullYear();
  return Array.from({ length: YEARS_BACK + 1 }, (_, i) => year - i);
}

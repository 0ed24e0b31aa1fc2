/** One place for how money and dates look on every screen (DESIGN.md section 6). */

const LOCALE = 'en-US';
const moneyFormatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(currency: string): Intl.NumberFormat {
  let formatter = moneyFormatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, { style: 'currency', currency });
    moneyFormatters.set(currency, formatter);
  }
  return formatter;
}

/** `formatMoney(1234.5)` gives `$1,234.50`. Amounts are decimals as the API sends them. */
export function formatMoney(amount: number, currency = 'USD'): string {
  return moneyFormatter(currency).format(Number.isFinite(amount) ? amount : 0);
}

export type DateInput = string | number | Date;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dateFormatter = new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormatter = new Intl.DateTimeFormat(LOCALE, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** `Nov 21, 2025`, or `Nov 21, 2025, 3:04 PM` with `withTime`. An invalid date gives an empty string. */
export function formatDate(value: DateInput, options: { withTime?: boolean } = {}): string {
  const date = toDate(value);
  if (!date) return '';
  return (options.withTime ? dateTimeFormatter : dateFormatter).format(date);
}

const MINUTE_MS = 60_000;
const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 1440;

/** Age of a moment as `Nm ago` (under an hour), `Nh ago` (under a day) or `Nd ago`. */
export function formatRelativeTime(value: DateInput, now: DateInput = new Date()): string {
  const date = toDate(value);
  const reference = toDate(now);
  if (!date || !reference) return '';
  const minutes = Math.max(0, Math.floor((reference.getTime() - date.getTime()) / MINUTE_MS));
  if (minutes < MINUTES_PER_HOUR) return `${minutes}m ago`;
  if (minutes < MINUTES_PER_DAY) return `${Math.floor(minutes / MINUTES_PER_HOUR)}h ago`;
  return `${Math.floor(minutes / MINUTES_PER_DAY)}d ago`;
}

/** Percentages on the analytics screens show one decimal (spec 001 section 9). */
export function formatPercent(value: number): string {
  return `${(Number.isFinite(value) ? value : 0).toFixed(1)}%`;
}

/** A fraction (0.025) as a percentage with one decimal ('2.5%'). */
export function formatRate(fraction: number): string {
  return formatPercent(fraction * 100);
}

export type Change = { text: string; direction: 'up' | 'down' | 'flat' | 'new' };

/**
 * Percent change from the last period: '+12.5%' (up, green), '-3.0%' (down, red), '0.0%' (flat);
 * null (nothing in the last period, something now) is 'New'.
 */
export function formatChange(change: number | null): Change {
  if (change === null) return { text: 'New', direction: 'new' };
  const rounded = Math.round(change * 10) / 10;
  if (rounded > 0) return { text: `+${rounded.toFixed(1)}%`, direction: 'up' };
  if (rounded < 0) return { text: `${rounded.toFixed(1)}%`, direction: 'down' };
  return { text: '0.0%', direction: 'flat' };
}

const dayFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM-DD' (a UTC day) as 'Nov 21'. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormatter.format(date);
}

const monthFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM-DD' or 'YYYY-MM' as 'Nov 2026'. */
export function formatMonth(day: string): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : monthFormatter.format(date);
}

/** A percentage that may be missing: '12.5%', or 'N/A' when there was nothing to divide by. */
export function formatOptionalPercent(value: number | null | undefined): string {
  return value === null || value === undefined ? 'N/A' : formatPercent(value);
}

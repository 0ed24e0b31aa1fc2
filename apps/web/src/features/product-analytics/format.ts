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

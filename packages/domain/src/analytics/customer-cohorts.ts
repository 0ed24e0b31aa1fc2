import { addDays, percentOf } from './period.js';

/**
 * Calendar rules of the Customer Insights and Financial Reports screens: buckets of a period,
 * calendar months, and the cohort retention grid. Days are YYYY-MM-DD in the marketplace time zone.
 */

export type BucketUnit = 'day' | 'week' | 'month';

/** Days for up to a month, weeks (starting Monday) up to half a year, months beyond. */
export function bucketUnitFor(days: number): BucketUnit {
  if (days <= 31) return 'day';
  if (days <= 182) return 'week';
  return 'month';
}

/** The first day of the calendar month of `day` (YYYY-MM-01). */
export function monthOf(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The first day of the month `n` months after the month of `month`. */
export function addMonths(month: string, n: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** Whole calendar months from the month of `from` to the month of `to` (0 for the same month). */
export function monthsBetween(from: string, to: string): number {
  return (
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
    Number(to.slice(5, 7)) -
    Number(from.slice(5, 7))
  );
}

/** The last day of the month of `day`. */
export function monthEnd(day: string): string {
  return addDays(addMonths(monthOf(day), 1), -1);
}

/** The bucket `day` falls in: itself, the Monday of its week, or the first of its month. */
export function bucketStart(day: string, unit: BucketUnit): string {
  if (unit === 'day') return day;
  if (unit === 'month') return monthOf(day);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** Every bucket start of the period, oldest first (the first may begin before `from`). */
export function bucketsOf(from: string, to: string, unit: BucketUnit): string[] {
  const out: string[] = [];
  for (
    let b = bucketStart(from, unit);
    b <= to;
    b = unit === 'month' ? addMonths(b, 1) : addDays(b, unit === 'day' ? 1 : 7)
  )
    out.push(b);
  return out;
}

export type CohortRow = {
  /** First day of the cohort's month (the month of its customers' first order). */
  cohort: string;
  customers: number;
  /** Month +1, +2, ... up to the last month of the grid: customers who ordered again that month and their share. */
  retention: { offset: number; customers: number; rate: number | null }[];
};

/**
 * The retention grid of the cohorts from `firstCohort` to `lastMonth` (months with no new customer
 * left out). `counts` holds, per cohort and month offset, the cohort's customers who ordered that
 * month; offset 0 is the cohort's size.
 */
export function retentionGrid(
  counts: { cohort: string; offset: number; customers: number }[],
  firstCohort: string,
  lastMonth: string,
): CohortRow[] {
  const rows: CohortRow[] = [];
  for (let m = monthOf(firstCohort); m <= lastMonth; m = addMonths(m, 1)) {
    const of = (offset: number) => counts.find((c) => c.cohort === m && c.offset === offset)?.customers ?? 0;
    const size = of(0);
    if (size === 0) continue;
    const retention = [];
    for (let offset = 1; offset <= monthsBetween(m, lastMonth); offset++) {
      const customers = of(offset);
      retention.push({ offset, customers, rate: percentOf(customers, size) });
    }
    rows.push({ cohort: m, customers: size, retention });
  }
  return rows;
}

import { z } from 'zod';

/**
 * Periods of the analytics screens (decision 0013): the last N days ending today in the
 * marketplace time zone, or an explicit start and end date; each compared with the period of the
 * same length just before it.
 */

export const ANALYTICS_RANGES = [7, 30, 90, 365] as const;
/** 'Your Business Report' offers 7, 30 and 90 days (spec 001 section 9). */
export const BUSINESS_REPORT_RANGES = [7, 30, 90] as const;
export const DEFAULT_ANALYTICS_RANGE = 30;
/** Longest explicit period: two years. */
export const MAX_ANALYTICS_DAYS = 731;

export const ANALYTICS_MESSAGES = {
  timeRange: 'Time range must be 7, 30, 90 or 365 days',
  businessTimeRange: 'Time range must be 7, 30 or 90 days',
  date: 'Use a date in the form YYYY-MM-DD',
  bothDates: 'Give both a start date and an end date, or neither',
  endBeforeStart: 'The end date must be on or after the start date',
  tooLong: 'A period can be at most 2 years (731 days)',
} as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isIsoDay = (v: string) =>
  ISO_DAY.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

const dayField = z.string().refine(isIsoDay, { message: ANALYTICS_MESSAGES.date }).optional();

/** Whole days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** `day` moved by `n` days (YYYY-MM-DD). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** A query schema for `?timeRange=` (one of `ranges`, default 30) or `?startDate=&endDate=`. Unknown fields are refused. */
export function analyticsQuerySchema<const R extends readonly number[]>(
  ranges: R = ANALYTICS_RANGES as unknown as R,
  message: string = ANALYTICS_MESSAGES.timeRange,
) {
  return z
    .strictObject({
      timeRange: z
        .preprocess(
          (v) => (v === undefined || v === '' ? undefined : Number(v)),
          z
            .number({ error: message })
            .refine((n) => ranges.includes(n), { message })
            .optional(),
        )
        .optional(),
      startDate: dayField,
      endDate: dayField,
      _t: z.string().max(40).optional(),
    })
    .superRefine((q, ctx) => {
      if (Boolean(q.startDate) !== Boolean(q.endDate)) {
        ctx.addIssue({
          code: 'custom',
          path: [q.startDate ? 'endDate' : 'startDate'],
          message: ANALYTICS_MESSAGES.bothDates,
        });
        return;
      }
      if (q.startDate && q.endDate) {
        if (q.endDate < q.startDate)
          ctx.addIssue({ code: 'custom', path: ['endDate'], message: ANALYTICS_MESSAGES.endBeforeStart });
        else if (daysBetween(q.startDate, q.endDate) > MAX_ANALYTICS_DAYS)
          ctx.addIssue({ code: 'custom', path: ['endDate'], message: ANALYTICS_MESSAGES.tooLong });
      }
    });
}

export const analyticsQuery = analyticsQuerySchema();
export type AnalyticsQuery = z.output<typeof analyticsQuery>;

export type Period = {
  /** First and last day, both included (YYYY-MM-DD in the marketplace time zone). */
  from: string;
  to: string;
  days: number;
  /** The period of the same length just before. */
  previous: { from: string; to: string };
  /** The preset used, or null for explicit dates. */
  timeRange: number | null;
};

/** The period a query asks for, `today` being the current day in the marketplace time zone. */
export function resolvePeriod(
  query: { timeRange?: number; startDate?: string; endDate?: string },
  today: string,
): Period {
  let from: string;
  let to: string;
  let timeRange: number | null = null;
  if (query.startDate && query.endDate) {
    from = query.startDate;
    to = query.endDate;
  } else {
    timeRange = query.timeRange ?? DEFAULT_ANALYTICS_RANGE;
    to = today;
    from = addDays(today, -(timeRange - 1));
  }
  const days = daysBetween(from, to);
  return { from, to, days, previous: { from: addDays(from, -days), to: addDays(from, -1) }, timeRange };
}

/** Today's date (YYYY-MM-DD) in an IANA time zone. */
export function dayIn(timeZone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * Percent change against the previous period, one decimal. With nothing in the previous period
 * the change is 0 when there is still nothing, and null (not computable: shown as 'N/A') when there is now.
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/** A share as a percentage with one decimal; null when there is nothing to divide by. */
export function percentOf(part: number, whole: number): number | null {
  if (whole === 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

import { z } from 'zod';

/**
 * Vendor payouts (issue 28 item 4, decision 0048): when earnings become available, when payouts
 * run, and how much is paid. Pure rules; the server stores and runs them.
 */

export const DEFAULT_PAYOUT_HOLD_DAYS = 7;
export const DEFAULT_PAYOUT_MINIMUM_MINOR = 5_000;
export const MAX_PAYOUT_HOLD_DAYS = 90;
/** A monthly payout runs on day 1 to 28, so every month has it. */
export const MAX_PAYOUT_MONTH_DAY = 28;
/** The hour (UTC) a scheduled payout run starts on its day. */
export const PAYOUT_RUN_HOUR_UTC = 6;

export const payoutScheduleSchema = z.discriminatedUnion('every', [
  z.strictObject({
    every: z.literal('week'),
    /** 0 = Sunday ... 6 = Saturday. */
    weekday: z.number().int().min(0).max(6),
  }),
  z.strictObject({
    every: z.literal('month'),
    day: z.number().int().min(1).max(MAX_PAYOUT_MONTH_DAY),
  }),
]);
export type PayoutSchedule = z.infer<typeof payoutScheduleSchema>;

export const DEFAULT_PAYOUT_SCHEDULE: PayoutSchedule = { every: 'week', weekday: 1 };

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function describeSchedule(s: PayoutSchedule): string {
  if (s.every === 'week') return `Every ${WEEKDAYS[s.weekday]}`;
  const suffix =
    s.day % 10 === 1 && s.day !== 11
      ? 'st'
      : s.day % 10 === 2 && s.day !== 12
        ? 'nd'
        : s.day % 10 === 3 && s.day !== 13
          ? 'rd'
          : 'th';
  return `Monthly on the ${s.day}${suffix}`;
}

function runOn(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day, PAYOUT_RUN_HOUR_UTC));
}

/** The most recent scheduled run at or before `now` (what a run started now stands for). */
export function previousPayoutRun(s: PayoutSchedule, now: Date): Date {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  if (s.every === 'week') {
    const today = runOn(y, m, now.getUTCDate());
    const back = (now.getUTCDay() - s.weekday + 7) % 7;
    const candidate = new Date(today.getTime() - back * DAY_MS);
    return candidate <= now ? candidate : new Date(candidate.getTime() - 7 * DAY_MS);
  }
  const thisMonth = runOn(y, m, s.day);
  return thisMonth <= now ? thisMonth : runOn(y, m - 1, s.day);
}

/** The next scheduled run strictly after `now`. */
export function nextPayoutRun(s: PayoutSchedule, now: Date): Date {
  const prev = previousPayoutRun(s, now);
  if (s.every === 'week') return new Date(prev.getTime() + 7 * DAY_MS);
  return runOn(prev.getUTCFullYear(), prev.getUTCMonth() + 1, s.day);
}

/** When a delivered part's earnings may be paid out: the delivery plus the hold period. */
export function availableAfterHold(deliveredAt: Date, holdDays: number): Date {
  return new Date(deliveredAt.getTime() + holdDays * DAY_MS);
}

/** What a payout run pays a vendor: its whole available balance when it reaches the minimum, else nothing. */
export function payoutAmount(availableMinor: bigint, minimumMinor: number): bigint {
  return availableMinor > 0n && availableMinor >= BigInt(minimumMinor) ? availableMinor : 0n;
}

export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

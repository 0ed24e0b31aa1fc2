import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableAfterHold,
  describeSchedule,
  nextPayoutRun,
  PAYOUT_RUN_HOUR_UTC,
  type PayoutSchedule,
  payoutAmount,
  previousPayoutRun,
} from './payouts.js';

const scheduleArb: fc.Arbitrary<PayoutSchedule> = fc.oneof(
  fc.integer({ min: 0, max: 6 }).map((weekday) => ({ every: 'week' as const, weekday })),
  fc.integer({ min: 1, max: 28 }).map((day) => ({ every: 'month' as const, day })),
);
const nowArb = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2035-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('payout schedule', () => {
  it('the previous run is at or before now, the next strictly after, on the schedule’s day and hour, one period apart', () => {
    fc.assert(
      fc.property(scheduleArb, nowArb, (s, now) => {
        const prev = previousPayoutRun(s, now);
        const next = nextPayoutRun(s, now);
        expect(prev.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(next.getTime()).toBeGreaterThan(now.getTime());
        for (const run of [prev, next]) {
          expect(run.getUTCHours()).toBe(PAYOUT_RUN_HOUR_UTC);
          expect(run.getUTCMinutes()).toBe(0);
          if (s.every === 'week') expect(run.getUTCDay()).toBe(s.weekday);
          else expect(run.getUTCDate()).toBe(s.day);
        }
        const gapDays = (next.getTime() - prev.getTime()) / 86_400_000;
        if (s.every === 'week') expect(gapDays).toBe(7);
        else expect(gapDays).toBeGreaterThanOrEqual(28);
        // No run lies between them: the run after prev is next.
        expect(nextPayoutRun(s, prev).getTime()).toBe(next.getTime());
      }),
    );
  });

  it('reads as words', () => {
    expect(describeSchedule({ every: 'week', weekday: 1 })).toBe('Every Monday');
    expect(describeSchedule({ every: 'month', day: 1 })).toBe('Monthly on the 1st');
    expect(describeSchedule({ every: 'month', day: 22 })).toBe('Monthly on the 22nd');
    expect(describeSchedule({ every: 'month', day: 13 })).toBe('Monthly on the 13th');
  });
});

describe('payout amount and hold', () => {
  it('pays the whole available balance from the minimum up, nothing below it or when negative', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -1_000_000_000_000n, max: 1_000_000_000_000n }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (available, minimum) => {
          const paid = payoutAmount(available, minimum);
          if (available > 0n && available >= BigInt(minimum)) expect(paid).toBe(available);
          else expect(paid).toBe(0n);
        },
      ),
    );
  });

  it('makes delivered earnings available after the hold', () => {
    expect(availableAfterHold(new Date('2026-11-20T10:00:00Z'), 7).toISOString()).toBe(
      '2026-11-27T10:00:00.000Z',
    );
  });
});

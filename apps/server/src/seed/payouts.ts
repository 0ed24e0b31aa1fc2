import { DEFAULT_PAYOUT_SCHEDULE, nextPayoutRun } from '@market/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { payouts } from '../db/schema/index.js';
import type { ManualClock } from '../lib/clock.js';
import { postAdjustment } from '../modules/ledger/index.js';
import { markPayoutFailed, markPayoutPaid, runPayouts } from '../modules/payouts/index.js';
import { DAY } from './order-plan.js';
import type { Agenda } from './order-steps.js';

const HOUR = 3_600_000;

/**
 * A year of payouts on the default schedule (every Monday 06:00 UTC), run by the real use case on
 * the seed's agenda, in time order with the orders' moves: each payout is confirmed paid by the
 * admin the next day with a bank reference (the latest stays in transit), the first payout of the
 * third run that pays anyone fails and its money goes out again with the next run, and after the fifth such run the main
 * demo vendor has $30.00 taken back (a damaged item refunded by the marketplace) — a negative
 * balance netted from the following payout (issue 28 item 7).
 */
export function schedulePayouts(
  ctx: AppContext,
  clock: ManualClock,
  agenda: Agenda,
  o: { start: number; end: number; adminId: string; mainVendorId: string },
) {
  let run = 0;
  let adjusted = false;
  let reference = 4100;
  for (
    let at = nextPayoutRun(DEFAULT_PAYOUT_SCHEDULE, new Date(o.start)).getTime();
    at <= o.end;
    at += 7 * DAY
  ) {
    agenda.add({
      at,
      run: async () => {
        clock.set(at);
        const result = await runPayouts({ ctx, trigger: 'schedule', scheduledFor: new Date(at) });
        // Runs are counted from the first that paid anyone (the year's first weeks pay nobody).
        if (result.payoutIds.length === 0 && run === 0) return;
        run += 1;
        const n = run;
        result.payoutIds.forEach((payoutId, i) => {
          const settleAt = at + DAY + i * HOUR;
          if (settleAt > o.end) return;
          agenda.add({
            at: settleAt,
            run: async () => {
              clock.set(settleAt);
              if (n === 3 && i === 0)
                await markPayoutFailed({
                  ctx,
                  payoutId,
                  adminId: o.adminId,
                  reason: 'The bank returned the transfer: the account number was closed',
                });
              else {
                reference += 7;
                await markPayoutPaid({ ctx, payoutId, reference: `BANK-${reference}` });
              }
            },
          });
        });
        // From the fifth run on, the first that paid the main vendor: its balance is then about 0, so
        // the $30.00 taken back an hour later leaves it negative until the next payout nets it.
        if (n < 5 || adjusted || at + HOUR > o.end || result.payoutIds.length === 0) return;
        const paidMain = await ctx.db
          .select({ id: payouts.id })
          .from(payouts)
          .where(and(inArray(payouts.id, result.payoutIds), eq(payouts.vendorId, o.mainVendorId)));
        if (paidMain.length === 0) return;
        adjusted = true;
        agenda.add({
          at: at + HOUR,
          run: async () => {
            clock.set(at + HOUR);
            await postAdjustment({
              ctx,
              adminId: o.adminId,
              vendorId: o.mainVendorId,
              amountMinor: -3_000,
              reason: 'Damaged item refunded to the customer by the marketplace after the payout',
            });
          },
        });
      },
    });
  }
}

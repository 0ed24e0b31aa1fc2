import { previousPayoutRun } from '@market/domain';
import type { AppContext } from '../../context.js';
import { getSettings } from '../settings/index.js';
import { findRunFor } from './payouts.queries.js';
import { runPayouts } from './payouts.service.js';

/**
 * Every minute, each instance checks whether the latest scheduled run has happened; if not, it runs
 * it. The run's scheduled time is unique (payout_runs), so among all instances one claims it and
 * the others find it taken (decision 0048). A background job of main.ts, like the others.
 */
export function startPayoutScheduler(ctx: AppContext, everyMs = 60_000) {
  let running: Promise<unknown> | null = null;
  const tick = async () => {
    const settings = await getSettings(ctx.db);
    const due = previousPayoutRun(settings.payoutSchedule, ctx.clock.now());
    if (await findRunFor(ctx.db, due)) return;
    await runPayouts({ ctx, trigger: 'schedule', scheduledFor: due });
  };
  const timer = setInterval(() => {
    if (running) return;
    running = tick()
      .catch((error) => ctx.log.error({ err: error }, 'payout run failed'))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

import type { AppContext } from '../../context.js';
import { markEmailed } from '../inventory/index.js';
import { emails } from '../mail/index.js';
import { pendingCriticalAlerts, takeDigestLock } from './alert-digest.queries.js';

const DAY = 86_400_000;

/**
 * E-mails each vendor its new critical (out-of-stock) alerts, at most once a day: alerts raised
 * since the last message wait for the next day's. Returns the number of messages sent; 0 when
 * another instance is building the digests right now (it sends them; its commit marks the alerts).
 */
export async function sendCriticalAlertDigests(opts: {
  ctx: Pick<AppContext, 'db' | 'clock' | 'mailer' | 'config'>;
}) {
  const { ctx } = opts;
  const now = ctx.clock.now();
  const ids: string[] = [];
  await ctx.db.transaction(async (tx) => {
    if (!(await takeDigestLock(tx))) return;
    const pending = await pendingCriticalAlerts(tx, new Date(now.getTime() - DAY));
    const byVendor = new Map<string, typeof pending>();
    for (const a of pending) byVendor.set(a.vendorId, [...(byVendor.get(a.vendorId) ?? []), a]);
    for (const alerts of byVendor.values()) {
      const first = alerts[0]!;
      ids.push(
        await ctx.mailer.enqueue(
          tx,
          first.email,
          emails.inventoryCriticalAlerts({
            businessName: first.businessName,
            alerts,
            inventoryUrl: `${ctx.config.publicUrl}/vendor/inventory?tab=alerts`,
          }),
        ),
      );
      await markEmailed(
        tx,
        alerts.map((a) => a.id),
        now,
      );
    }
  });
  await ctx.mailer.deliver(ids);
  return ids.length;
}

/** Checks every hour for vendors to tell about new critical alerts (background job of main.ts). */
export function startAlertDigestJob(ctx: Pick<AppContext, 'db' | 'clock' | 'mailer' | 'config' | 'log'>) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sendCriticalAlertDigests({ ctx })
      .catch((error) => ctx.log.error({ err: error }, 'inventory alert e-mails failed'))
      .finally(() => {
        running = null;
      });
  }, 3_600_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

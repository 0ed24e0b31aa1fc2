import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import {
  type CustomerRollupKeys,
  fillCustomerRollups,
  refreshCustomerRollups,
} from './customer-rollups.queries.js';
import {
  type CustomerChanges,
  fillMonthRollups,
  refreshCustomers,
  refreshMarketplaceDays,
  refreshVendorDays,
} from './refresh.queries.js';
import {
  allKeys,
  claimDirtyParts,
  clearRollups,
  keysOfParts,
  type RefreshKeys,
  takeRefreshLock,
  waitForRefreshLock,
} from './refresh-queue.queries.js';

type Ctx = Pick<AppContext, 'db' | 'config'>;

/** Parts folded into the rollups per transaction. */
const BATCH = 500;
/** Keys refreshed per statement in a rebuild. */
const REBUILD_CHUNK = 2000;

/**
 * What a customer refresh touched: the first and last days and cohort cells the customers were in
 * before and are in after (their counts change), and the vendor days whose new-customer count
 * changes because a customer's first day moved (a part placed earlier reached the vendor later).
 */
export function customerRollupKeys(changes: CustomerChanges): CustomerRollupKeys & {
  movedFirstDays: { vendorId: string; day: string }[];
} {
  const unique = <T>(list: T[], key: (x: T) => string) => [...new Map(list.map((x) => [key(x), x])).values()];
  const rows = [...changes.before, ...changes.after];
  const firstBefore = new Map(changes.before.map((r) => [`${r.vendor_id}|${r.customer_key}`, r.first_day]));
  const moved = changes.after.flatMap((r) => {
    const was = firstBefore.get(`${r.vendor_id}|${r.customer_key}`);
    return was !== undefined && was !== r.first_day
      ? [
          { vendorId: r.vendor_id, day: was },
          { vendorId: r.vendor_id, day: r.first_day },
        ]
      : [];
  });
  return {
    firstDays: unique(
      rows.map((r) => ({ v: r.vendor_id, day: r.first_day })),
      (x) => `${x.v}|${x.day}`,
    ),
    lastDays: unique(
      rows.map((r) => ({ v: r.vendor_id, day: r.last_day })),
      (x) => `${x.v}|${x.day}`,
    ),
    cohorts: unique(
      changes.cells.map((c) => ({ v: c.vendor_id, fm: c.first_month, m: c.month })),
      (x) => `${x.v}|${x.fm}|${x.m}`,
    ),
    movedFirstDays: moved,
  };
}

async function refreshKeys(tx: Tx, keys: RefreshKeys, tz: string) {
  // Customers first: a vendor day's new-customer count reads them.
  const touched = customerRollupKeys(await refreshCustomers(tx, keys.customers, tz));
  await refreshCustomerRollups(tx, touched);
  const vendorDays = new Map(keys.vendorDays.map((k) => [`${k.vendorId}|${k.day}`, k]));
  for (const k of touched.movedFirstDays) vendorDays.set(`${k.vendorId}|${k.day}`, k);
  await refreshVendorDays(tx, [...vendorDays.values()], tz);
  await refreshMarketplaceDays(tx, keys.marketDays, tz);
}

/**
 * Folds every queued order change into the rollups (the analytics job; tests call it directly).
 * Each batch is claimed, refreshed and removed from the queue in one transaction: a crash leaves
 * the batch queued. Returns how many parts were folded in; 0 when another worker holds the lock.
 */
export async function drainAnalytics(opts: { ctx: Ctx; maxBatches?: number }): Promise<number> {
  const { ctx } = opts;
  let total = 0;
  for (let batch = 0; batch < (opts.maxBatches ?? Number.POSITIVE_INFINITY); batch++) {
    const done = await ctx.db.transaction(async (tx) => {
      if (!(await takeRefreshLock(tx))) return -1;
      const ids = await claimDirtyParts(tx, BATCH);
      if (ids.length === 0) return 0;
      await refreshKeys(tx, await keysOfParts(tx, ids, ctx.config.timeZone), ctx.config.timeZone);
      return ids.length;
    });
    if (done <= 0) break;
    total += done;
  }
  return total;
}

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Recomputes every rollup from the orders, in one transaction (`npm run analytics:rebuild`). */
export async function rebuildAnalytics(opts: {
  ctx: Ctx;
}): Promise<{ vendorDays: number; customers: number; marketDays: number }> {
  const { ctx } = opts;
  const tz = ctx.config.timeZone;
  return ctx.db.transaction(async (tx) => {
    await waitForRefreshLock(tx);
    await clearRollups(tx);
    const keys = await allKeys(tx, tz);
    for (const part of chunks(keys.customers, REBUILD_CHUNK)) await refreshCustomers(tx, part, tz, false);
    await fillCustomerRollups(tx);
    for (const part of chunks(keys.vendorDays, REBUILD_CHUNK)) await refreshVendorDays(tx, part, tz, false);
    await fillMonthRollups(tx);
    for (const part of chunks(keys.marketDays, REBUILD_CHUNK)) await refreshMarketplaceDays(tx, part, tz);
    return {
      vendorDays: keys.vendorDays.length,
      customers: keys.customers.length,
      marketDays: keys.marketDays.length,
    };
  });
}

/**
 * The pause before the next drain: the configured interval, or four times what the last drain
 * took when that is longer, so the refresh never takes more than a fifth of the time (under a
 * burst of orders the "today" rows it recomputes grow; figures then lag a little instead).
 */
export function nextDrainDelay(intervalMs: number, lastDrainMs: number): number {
  return Math.max(intervalMs, 4 * lastDrainMs);
}

/** The analytics job: drains the queue every `analyticsRefreshMs` (or less often, see nextDrainDelay). */
export function startAnalyticsJob(ctx: Pick<AppContext, 'db' | 'config' | 'log'>): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(tick, delay);
    timer.unref();
  };
  function tick() {
    const started = Date.now();
    running = drainAnalytics({ ctx })
      .catch((error) => ctx.log.error({ err: error }, 'analytics refresh failed'))
      .finally(() => {
        running = null;
        schedule(nextDrainDelay(ctx.config.analyticsRefreshMs, Date.now() - started));
      });
  }
  schedule(ctx.config.analyticsRefreshMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../context.js';
import { industryFigures } from './performance.queries.js';

/**
 * How long a vendor's pooled peer figures for one period are kept (decision 0028). The industry
 * average pools hundreds of other vendors' months and days (tens of milliseconds of PostgreSQL
 * per call at a million orders) and moves only as fast as a whole category's sales: a vendor who
 * reloads the dashboard, flips the comparison or the chart within this time reads the same pool.
 */
export const INDUSTRY_FIGURES_TTL_MS = 10 * 60_000;
/** Vendor and period pairs kept per app instance (a few hundred bytes each). */
const MAX_ENTRIES = 2_000;

type Args = Parameters<typeof industryFigures>[1];
type Figures = Awaited<ReturnType<typeof industryFigures>>;

const caches = new WeakMap<AppContext, LRUCache<string, Figures, Args>>();

function cacheOf(ctx: AppContext): LRUCache<string, Figures, Args> {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new LRUCache<string, Figures, Args>({
      max: MAX_ENTRIES,
      ttl: INDUSTRY_FIGURES_TTL_MS,
      ttlResolution: 0,
      // The app's clock, so tests move past the TTL by hand.
      perf: { now: () => ctx.clock.now().getTime() },
      // Concurrent calls for the same key share one computation; a failure is not kept.
      fetchMethod: (_key, _stale, { context }) => industryFigures(ctx.db, context),
    });
    caches.set(ctx, cache);
  }
  return cache;
}

/** The peers' pooled figures of `industryFigures`, computed at most once per TTL per vendor and period. */
export async function pooledIndustryFigures(ctx: AppContext, args: Args): Promise<Figures> {
  const key = `${args.vendorId}|${args.range.from}|${args.range.to}`;
  const figures = await cacheOf(ctx).fetch(key, { context: args });
  if (!figures) throw new Error('industry figures were not computed');
  return figures;
}

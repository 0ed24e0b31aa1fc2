import type { VersionSource } from '../../lib/shared-version.js';

/**
 * Storefront totals are the expensive part of a public product list (a count over every
 * matching row), so large counts are kept for a few seconds per filter. Any catalogue write in
 * this process moves the version on, which drops them at once. Small counts are cheap and never
 * cached, so they are always exact.
 *
 * Several instances (REDIS_URL set, decision record 0021): a write also moves the catalogue's
 * version in Redis on before it is answered, and every cached read first reads that version (one
 * GET): a new one drops this instance's counts and responses, so a write on one instance shows on
 * every instance's next list. When Redis cannot be read, nothing is served from or kept in memory.
 */
export const COUNT_CACHE_TTL_MS = 10_000;
export const COUNT_CACHE_MIN = 1_000;
const MAX_ENTRIES = 1_000;

type Entry = { value: number; expires: number; version: number };
type State = {
  version: number;
  /** The catalogue's version in Redis this instance's entries were read under. */
  sharedVersion: string | null;
  counts: Map<string, Entry>;
  inflight: Map<string, Promise<unknown>>;
};

/** What the caches need of the app context: the shared catalogue version when Redis is configured. */
type CacheCtx = { catalogVersion?: VersionSource | undefined };

const states = new WeakMap<object, State>();

function stateOf(ctx: object): State {
  let state = states.get(ctx);
  if (!state) {
    state = { version: 0, sharedVersion: null, counts: new Map(), inflight: new Map() };
    states.set(ctx, state);
  }
  return state;
}

function dropLocal(state: State): void {
  state.version++;
  state.counts.clear();
  state.inflight.clear();
}

/**
 * Call (and await) after any change to products, categories or their visibility: drops this
 * instance's entries at once and, with Redis, every other instance's before it resolves.
 */
export async function bumpCatalogVersion(ctx: CacheCtx): Promise<void> {
  dropLocal(stateOf(ctx));
  await ctx.catalogVersion?.bump();
}

/** With Redis: drops what another instance's write made stale; false when Redis cannot tell. */
async function inStepWithOtherInstances(ctx: CacheCtx, state: State): Promise<boolean> {
  if (!ctx.catalogVersion) return true;
  const version = await ctx.catalogVersion.read();
  if (version !== state.sharedVersion) {
    dropLocal(state);
    state.sharedVersion = version;
  }
  return version !== null;
}

/** Concurrent requests for the same key share one computation (no stampede on a miss). */
function shared<T>(state: State, key: string, compute: () => Promise<T>): Promise<T> {
  const running = state.inflight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const promise = compute().finally(() => {
    if (state.inflight.get(key) === promise) state.inflight.delete(key);
  });
  state.inflight.set(key, promise);
  return promise;
}

export async function cachedCount(
  ctx: CacheCtx,
  key: string,
  compute: () => Promise<number>,
): Promise<number> {
  const state = stateOf(ctx);
  if (!(await inStepWithOtherInstances(ctx, state))) return compute();
  const now = Date.now();
  const hit = state.counts.get(key);
  if (hit && hit.version === state.version && hit.expires > now) return hit.value;
  const version = state.version;
  const value = await shared(state, `count:${key}`, compute);
  if (value >= COUNT_CACHE_MIN && version === state.version) {
    if (state.counts.size >= MAX_ENTRIES) {
      const oldest = state.counts.keys().next().value;
      if (oldest !== undefined) state.counts.delete(oldest);
    }
    state.counts.set(key, { value, expires: now + COUNT_CACHE_TTL_MS, version });
  }
  return value;
}

// ---- Public list responses -------------------------------------------------------------------

/**
 * Anonymous storefront list responses (GET /api/products) kept for a few seconds per query,
 * already serialised. A busy storefront asks the same few pages (home, a category, a search)
 * again and again; this serves them without touching PostgreSQL. Any catalogue write drops them
 * (version bump; on every instance with Redis, see above). STOREFRONT_CACHE_TTL_MS sets the TTL
 * (0 = off); unset, it is off under NODE_ENV=test.
 */
export const DEFAULT_RESPONSE_TTL_MS = 5_000;
const MAX_RESPONSES = 500;

type ResponseEntry = { body: string; expires: number; version: number };
const responses = new WeakMap<object, { ttl: number; entries: Map<string, ResponseEntry> }>();

function responseState(ctx: { config: { nodeEnv: string } }) {
  let state = responses.get(ctx);
  if (!state) {
    const env = process.env.STOREFRONT_CACHE_TTL_MS;
    const ttl =
      env !== undefined && env !== ''
        ? Number(env)
        : ctx.config.nodeEnv === 'test'
          ? 0
          : DEFAULT_RESPONSE_TTL_MS;
    state = { ttl: Number.isFinite(ttl) && ttl > 0 ? ttl : 0, entries: new Map() };
    responses.set(ctx, state);
  }
  return state;
}

/** Changes the TTL of the response cache of one app (tests, benchmark). */
export function setResponseCacheTtl(ctx: { config: { nodeEnv: string } }, ttlMs: number): void {
  const state = responseState(ctx);
  state.ttl = ttlMs;
  state.entries.clear();
}

/** The cached body for a key, or computes, stores and returns it. */
export async function cachedResponse(
  ctx: CacheCtx & { config: { nodeEnv: string } },
  key: string,
  compute: () => Promise<string>,
): Promise<string> {
  const state = responseState(ctx);
  if (state.ttl <= 0) return compute();
  if (!(await inStepWithOtherInstances(ctx, stateOf(ctx)))) return compute();
  const version = stateOf(ctx).version;
  const now = Date.now();
  const hit = state.entries.get(key);
  if (hit && hit.version === version && hit.expires > now) return hit.body;
  const body = await shared(stateOf(ctx), `response:${key}`, compute);
  if (stateOf(ctx).version === version) {
    state.entries.delete(key);
    if (state.entries.size >= MAX_RESPONSES) {
      const oldest = state.entries.keys().next().value;
      if (oldest !== undefined) state.entries.delete(oldest);
    }
    state.entries.set(key, { body, expires: now + state.ttl, version });
  }
  return body;
}

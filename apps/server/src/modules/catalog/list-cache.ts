/**
 * Storefront totals are the expensive part of a public product list (a count over every
 * matching row), so large counts are kept for a few seconds per filter. Any catalogue write in
 * this process moves the version on, which drops them at once; other instances see a change
 * within the TTL. Small counts are cheap and never cached, so they are always exact.
 */
export const COUNT_CACHE_TTL_MS = 10_000;
export const COUNT_CACHE_MIN = 1_000;
const MAX_ENTRIES = 1_000;

type Entry = { value: number; expires: number; version: number };
type State = { version: number; counts: Map<string, Entry>; inflight: Map<string, Promise<unknown>> };

const states = new WeakMap<object, State>();

function stateOf(ctx: object): State {
  let state = states.get(ctx);
  if (!state) {
    state = { version: 0, counts: new Map(), inflight: new Map() };
    states.set(ctx, state);
  }
  return state;
}

/** Call after any change to products, categories or their visibility. */
export function bumpCatalogVersion(ctx: object): void {
  const state = stateOf(ctx);
  state.version++;
  state.counts.clear();
  state.inflight.clear();
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

export async function cachedCount(ctx: object, key: string, compute: () => Promise<number>): Promise<number> {
  const state = stateOf(ctx);
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
 * again and again; this serves them without touching PostgreSQL. Any catalogue write in this
 * process drops them (version bump); other instances see a change within the TTL. Off under
 * NODE_ENV=test; STOREFRONT_CACHE_TTL_MS sets the TTL (0 = off).
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
      ctx.config.nodeEnv === 'test'
        ? 0
        : env !== undefined && env !== ''
          ? Number(env)
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
  ctx: { config: { nodeEnv: string } },
  key: string,
  compute: () => Promise<string>,
): Promise<string> {
  const state = responseState(ctx);
  if (state.ttl <= 0) return compute();
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

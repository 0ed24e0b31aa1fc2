import type { Clock } from '../../lib/clock.js';
import type { SessionRow } from '../accounts/index.js';

/** Long enough for the burst of calls one page makes, short enough for other processes. */
export const SESSION_CACHE_MS = 2000;

type Entry = { row: NonNullable<SessionRow>; storedAt: number };

/**
 * Keeps recently read sessions for a couple of seconds, so a page that fires several API calls
 * looks its session up once. Every change to what a session row holds (sign-out, password,
 * vendor status, impersonation end) calls `clear()` after its transaction commits; other
 * server processes see such a change within `ttlMs` (docs/decisions/0005-session-cache.md).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by clear(): a lookup that started before a change must not store what it read. */
  private generation = 0;

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(tokenHash: string): NonNullable<SessionRow> | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (this.clock.now().getTime() - entry.storedAt >= this.ttlMs) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.row;
  }

  /** The generation to hand back to `set`, taken before reading the database. */
  begin(): number {
    return this.generation;
  }

  set(tokenHash: string, row: NonNullable<SessionRow>, generation: number): void {
    if (this.ttlMs <= 0 || generation !== this.generation) return;
    // Oldest first: a Map iterates in insertion order.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { row, storedAt: this.clock.now().getTime() });
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

import type { Clock } from '../../lib/clock.js';
import type { VersionSource } from '../../lib/shared-version.js';
import type { SessionRow } from '../accounts/index.js';

/** Long enough for the burst of calls one page makes, short enough for other processes. */
export const SESSION_CACHE_MS = 2000;

type Entry = { row: NonNullable<SessionRow>; storedAt: number };

/**
 * Keeps recently read sessions for a couple of seconds, so a page that fires several API calls
 * looks its session up once. Every change to what a session row holds (sign-out, password,
 * vendor status, impersonation end) awaits `clear()` after its transaction commits
 * (docs/decisions/0005-session-cache.md). With Redis (`shared`), `clear()` also moves a version
 * in Redis on before the change is answered, and every lookup reads that version first: an
 * instance that sees a new one drops its entries, and one that cannot read it uses none, so a
 * change shows on every instance at its very next request (decision record 0021).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by clear(): a lookup that started before a change must not store what it read. */
  private generation = 0;

  /** The shared version the entries were read under (with Redis). */
  private sharedVersion: string | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly shared?: VersionSource,
  ) {}

  /** The session for a token hash, from memory when it may be trusted, else from `load`. */
  async lookup(
    tokenHash: string,
    load: () => Promise<SessionRow | undefined>,
  ): Promise<NonNullable<SessionRow> | undefined> {
    if (this.shared) {
      const version = await this.shared.read();
      if (version !== this.sharedVersion) {
        this.clearLocal();
        this.sharedVersion = version;
      }
      // Redis unreachable: another instance's change could not be seen, so nothing is kept.
      if (version === null) return (await load()) ?? undefined;
    }
    const hit = this.get(tokenHash);
    if (hit) return hit;
    const generation = this.begin();
    const row = await load();
    if (row) this.set(tokenHash, row, generation);
    return row ?? undefined;
  }

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

  /** Forgets every entry here at once and, with Redis, on every other instance before it resolves. */
  async clear(): Promise<void> {
    this.clearLocal();
    await this.shared?.bump();
  }

  private clearLocal(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

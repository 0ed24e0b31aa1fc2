import type { RedisLink } from './redis.js';

/** What the caches need of a shared version (SharedVersion; tests use a plain object). */
export type VersionSource = { read(): Promise<string | null>; bump(): Promise<boolean> };

/**
 * A counter in Redis that every instance reads before trusting what it keeps in memory (decision
 * record 0021). A writer bumps it after its transaction commits and before it answers; any
 * instance's next read sees the new value and drops its copies, so a change made on one instance
 * shows on every other one at the very next request. One GET per read (loopback: well under a
 * millisecond); `null` when Redis cannot be asked, and then the caller must not trust its memory.
 */
export class SharedVersion implements VersionSource {
  private readonly key: string;

  constructor(
    private readonly link: RedisLink,
    name: string,
  ) {
    this.key = `${link.prefix}version:${name}`;
  }

  /** The current version ('0' before the first bump), or null when Redis is unreachable. */
  async read(): Promise<string | null> {
    if (!this.link.isUp()) return null;
    try {
      return (await this.link.client.get(this.key)) ?? '0';
    } catch {
      return null;
    }
  }

  /** Moves the version on; false when Redis is unreachable (every instance then reads around its memory). */
  async bump(): Promise<boolean> {
    if (!this.link.isUp()) return false;
    try {
      await this.link.client.incr(this.key);
      return true;
    } catch {
      return false;
    }
  }
}

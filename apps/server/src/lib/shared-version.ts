import type { RedisLink } from './redis.js';

/** What the caches need of a shared version (SharedVersion; tests use a plain object). */
export type VersionSource = { read(): Promise<string | null>; bump(): Promise<boolean> };

/**
 * A counter in Redis that every instance reads before trusting what it keeps in memory (decision
 * record 0021). A writer bumps it after its transaction commits and before it answers; any
 * instance's next read sees the new value and drops its copies, so a change made on one instance
 * shows on every other one at the very next request. One GET per turn of the event loop (see
 * `read`); `null` when Redis cannot be asked, and then the caller must not trust its memory.
 */
export class SharedVersion implements VersionSource {
  private readonly key: string;

  constructor(
    private readonly link: RedisLink,
    name: string,
  ) {
    this.key = `${link.prefix}version:${name}`;
  }

  /** The GET that the reads made since the last one was sent will share (sent on the next turn). */
  private next: Promise<string | null> | null = null;

  /**
   * The current version ('0' before the first bump), or null when Redis is unreachable.
   *
   * Reads made in the same turn of the event loop share one GET, sent after all of them were made
   * (setImmediate): under load, one round trip serves every request that arrived together instead
   * of one each. A read never joins a GET sent before it was made, so whatever bump was
   * acknowledged before the read began is in the answer.
   */
  read(): Promise<string | null> {
    if (!this.link.isUp()) return Promise.resolve(null);
    if (!this.next) {
      this.next = new Promise((resolve) => {
        setImmediate(() => {
          this.next = null;
          this.link.client.get(this.key).then(
            (value) => resolve(value ?? '0'),
            () => resolve(null),
          );
        });
      });
    }
    return this.next;
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

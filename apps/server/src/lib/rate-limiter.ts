import type { Clock } from './clock.js';

/**
 * Counts events (failed sign-ins, codes sent, ...) per key in a sliding window. In-memory: one instance per process
 * (a shared store such as Redis is the path to several instances, see DESIGN.md section 10).
 */
export class SlidingWindowLimiter {
  private readonly events = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    readonly maxEvents: number,
    readonly windowMs: number,
  ) {}

  private recent(key: string): number[] {
    const since = this.clock.now().getTime() - this.windowMs;
    const list = (this.events.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.events.set(key, list);
    else this.events.delete(key);
    return list;
  }

  /** Seconds until the key may try again, or 0 when it is not blocked. */
  retryAfter(key: string): number {
    const list = this.recent(key);
    if (list.length < this.maxEvents) return 0;
    const oldestCounted = list[list.length - this.maxEvents]!;
    return Math.ceil((oldestCounted + this.windowMs - this.clock.now().getTime()) / 1000);
  }

  hit(key: string): void {
    const list = this.recent(key);
    list.push(this.clock.now().getTime());
    this.events.set(key, list);
  }

  reset(key: string): void {
    this.events.delete(key);
  }
}

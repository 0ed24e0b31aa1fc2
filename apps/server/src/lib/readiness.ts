/**
 * What `/api/ready` checks: the database always, and whatever else an instance needs to serve
 * (Redis when REDIS_URL is set registers its own check). A check throws (or times out) when its
 * service is unreachable.
 */
export type ReadinessCheck = { name: string; check: () => Promise<unknown> };

export type CheckResult = { name: string; ok: boolean };

/** The registry of readiness checks of one app instance (AppContext.readiness). */
export class Readiness {
  private readonly checks: ReadinessCheck[] = [];

  constructor(private readonly timeoutMs = 2000) {}

  /** Adds a check; a second one under the same name replaces the first. */
  add(check: ReadinessCheck): void {
    const at = this.checks.findIndex((c) => c.name === check.name);
    if (at >= 0) this.checks[at] = check;
    else this.checks.push(check);
  }

  names(): string[] {
    return this.checks.map((c) => c.name);
  }

  /** Runs every check at once, each bounded by the timeout. */
  async run(): Promise<CheckResult[]> {
    return Promise.all(
      this.checks.map(async ({ name, check }) => {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`${name} did not answer in time`)), this.timeoutMs);
        });
        try {
          await Promise.race([check(), timeout]);
          return { name, ok: true };
        } catch {
          return { name, ok: false };
        } finally {
          clearTimeout(timer);
        }
      }),
    );
  }
}

import fs from 'node:fs';

export type ScenarioResult = {
  name: string;
  group: string;
  path: string;
  /** Storefront response cache on or off for the run. */
  cache: 'on' | 'off' | 'n/a';
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  /** Most SQL statements any request of the scenario ran, and the histogram. */
  maxStatements: number;
  statements: Record<number, number>;
  /** CPU time per request of the app process and of all PostgreSQL processes. */
  appCpuMs: number;
  pgCpuMs: number;
  /** req/s as a percentage of the one-query reference and of `GET /api/health` in the same run. */
  ofOneQuery?: number;
  /** Size of the response body. */
  bytes?: number;
  /** The one-query reference measured just before this scenario (storefront scenarios). */
  oneQueryRps?: number | undefined;
  ofHealth?: number;
};

const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / Math.max(1, list.length);

/**
 * Sets every result's ratios to the two denominators (each the mean of its runs) and summarises
 * the storefront scenarios: the lowest share of the one-query reference, cache off and on.
 */
export function addRatios(results: ScenarioResult[], health: string, oneQuery: string) {
  const healthRps = mean(results.filter((r) => r.name === health).map((r) => r.rps));
  const oneQueryRps = mean(results.filter((r) => r.name === oneQuery).map((r) => r.rps));
  for (const r of results) {
    const base = r.oneQueryRps ?? oneQueryRps;
    r.ofOneQuery = base > 0 ? (100 * r.rps) / base : 0;
    r.ofHealth = healthRps > 0 ? (100 * r.rps) / healthRps : 0;
  }
  const summary: string[] = [];
  for (const cache of ['off', 'on'] as const) {
    const rows = results.filter((r) => r.group === 'storefront' && r.cache === cache);
    if (rows.length === 0) continue;
    const search = rows.filter((r) => r.path.includes('search='));
    const lists = rows.filter((r) => !r.path.includes('search='));
    const low = (list: ScenarioResult[]) =>
      list.length ? `${Math.min(...list.map((r) => r.ofOneQuery ?? 0)).toFixed(1)}%` : 'n/a';
    summary.push(
      `- storefront, cache ${cache}: lists at least ${low(lists)} of the one-query reference, search at least ${low(search)}`,
    );
  }
  return { healthRps, oneQueryRps, summary };
}

/** Percentile of sorted numbers (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

const ms = (n: number) => n.toFixed(1);

export function markdownTable(results: ScenarioResult[]): string {
  const lines = [
    '| list | cache | scenario | req/s | % of one query (its req/s) | % of health | p50 ms | p95 ms | p99 ms | max ms | SQL/request (max) | KB | app CPU ms/req | PG CPU ms/req | non-2xx |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.group} | ${r.cache} | ${r.name} | ${Math.round(r.rps)} | ${(r.ofOneQuery ?? 0).toFixed(1)}${r.oneQueryRps ? ` (${Math.round(r.oneQueryRps)})` : ''} | ${(r.ofHealth ?? 0).toFixed(1)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.maxStatements} | ${((r.bytes ?? 0) / 1024).toFixed(1)} | ${r.appCpuMs.toFixed(2)} | ${r.pgCpuMs.toFixed(2)} | ${r.non2xx + r.errors} |`,
    );
  }
  return lines.join('\n');
}

/** CPU ticks used so far by every PostgreSQL process of the machine (Linux /proc). */
/** CPU ticks of every PostgreSQL process now, by pid. */
function postgresTicks(): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
      const fields = stat.slice(close + 2).split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks;
}

/**
 * Starts a PostgreSQL CPU measurement; the returned function gives the milliseconds used since.
 * Counted per process, so a backend that exits meanwhile (an idle pool connection closing)
 * does not subtract its whole lifetime from the total.
 */
export function postgresCpuMeter(): () => number {
  const before = postgresTicks();
  return () => {
    let used = 0;
    for (const [pid, ticks] of postgresTicks()) used += ticks - (before.get(pid) ?? 0);
    return used * 10;
  };
}

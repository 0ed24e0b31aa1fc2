import autocannon, { type Result as CannonResult } from 'autocannon';
import { percentile, postgresCpuMeter, type ScenarioResult } from '../catalog/report.js';
import type { forkBenchServer } from '../catalog/server-process.js';

export type MeasureOptions = {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A fresh body per request (POST). */
  body?: () => string;
  connections: number;
};

type Stats = { requests: number; histogram: Record<number, number>; cpuMs: number };

/**
 * One autocannon run against the forked server: 2 s of warm-up, then `duration` seconds
 * measured with the server's statement histogram and CPU, and PostgreSQL's CPU.
 */
export function measurer(app: ReturnType<typeof forkBenchServer>, base: string, duration: number) {
  const { child: server, next } = app;
  return async (
    group: string,
    name: string,
    opts: MeasureOptions,
  ): Promise<{ r: ScenarioResult; result: CannonResult }> => {
    const fire = (seconds: number, latencies?: number[]) =>
      new Promise<CannonResult>((resolve, reject) => {
        const instance = autocannon(
          {
            url: base + opts.path,
            connections: opts.connections,
            duration: seconds,
            timeout: 10,
            method: opts.method ?? 'GET',
            headers: { ...(opts.body ? { 'content-type': 'application/json' } : {}), ...opts.headers },
            requests: opts.body
              ? [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, body: opts.body!() }) }]
              : undefined,
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        );
        if (latencies) instance.on('response', (_c, _s, _b, time) => latencies.push(time));
      });
    await fire(2);
    server.send({ type: 'stats' });
    await next('stats');
    const latencies: number[] = [];
    const pgUsedSince = postgresCpuMeter();
    const result = await fire(duration, latencies);
    const pgUsed = pgUsedSince();
    server.send({ type: 'stats' });
    const stats = await next<Stats>('stats');
    const served = Math.max(1, stats.requests);
    latencies.sort((a, b) => a - b);
    const r: ScenarioResult = {
      name,
      group,
      cache: 'n/a',
      appCpuMs: stats.cpuMs / served,
      pgCpuMs: Math.max(0, pgUsed / served),
      path: `${opts.method ?? 'GET'} ${opts.path}`,
      requests: result.requests.total,
      rps: result.requests.average,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? 0,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      maxStatements: Math.max(0, ...Object.keys(stats.histogram).map(Number)),
      statements: stats.histogram,
    };
    console.log(
      `[bench] ${group.padEnd(9)} ${name.padEnd(40)} ${String(Math.round(r.rps)).padStart(5)} req/s  p50 ${r.p50.toFixed(1)}  p95 ${r.p95.toFixed(1)}  p99 ${r.p99.toFixed(1)} ms  sql/request ${r.maxStatements}  non-2xx ${r.non2xx}  cpu app ${r.appCpuMs.toFixed(2)} pg ${r.pgCpuMs.toFixed(2)} ms/req`,
    );
    return { r, result };
  };
}

export type Measure = ReturnType<typeof measurer>;

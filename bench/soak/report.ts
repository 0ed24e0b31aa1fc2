import os from 'node:os';
import { percentile, REDIS_URL } from './setup.js';

/** The soak's report (bench/soak/run.ts): figures per scenario, memory per instance, pass or fail. */

/** One scenario's requests: latencies, outcomes and the first failures. */
export type Stat = {
  latencies: number[];
  ok: number;
  serverErrors: number;
  otherErrors: number;
  failures: string[];
};

export type Report = ReturnType<typeof summarise>;
export type Sample = {
  minute: number;
  /** The reading at the end of the minute. */
  rssKb: Record<string, number | undefined>;
  /** The median of the minute's readings (every 5 s). */
  medianKb: Record<string, number | undefined>;
};
export const mb = (kb: number | undefined) => (kb ? (kb / 1024).toFixed(1) : '-');

/** The run's settings, as the report states them. */
export type SoakSettings = {
  minutes: number;
  users: number;
  thinkMs: number;
  streams: number;
  products: number;
  memoryFrom: number;
  maxGrowth: number;
};

/** The run's figures: per scenario, memory growth, and whether every rule held. */
export function summarise(
  run: {
    started: Date;
    samples: Sample[];
    events: number;
    loadBefore: number[];
    loadAfter: number[];
    crashed: string[];
  },
  settings: SoakSettings,
  stats: Map<string, Stat>,
) {
  const { minutes, users, thinkMs, streams, products, memoryFrom, maxGrowth } = settings;
  const scenarios = [...stats.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, s]) => {
      const sorted = [...s.latencies].sort((a, b) => a - b);
      return {
        name,
        requests: s.ok + s.serverErrors + s.otherErrors,
        serverErrors: s.serverErrors,
        otherErrors: s.otherErrors,
        p50ms: round(percentile(sorted, 50)),
        p95ms: round(percentile(sorted, 95)),
        p99ms: round(percentile(sorted, 99)),
        maxMs: round(sorted.at(-1) ?? 0),
        failures: s.failures,
      };
    });
  const from = run.samples.find((s) => s.minute === memoryFrom);
  const last = run.samples.at(-1);
  const growth: Record<string, number | null> = {};
  for (const name of Object.keys(from?.medianKb ?? {})) {
    const a = from?.medianKb[name];
    const b = last?.medianKb[name];
    growth[name] = a && b ? round((b - a) / a, 4) : null;
  }
  const requests = scenarios.reduce((n, s) => n + s.requests, 0);
  const serverErrors = scenarios.reduce((n, s) => n + s.serverErrors, 0);
  const otherErrors = scenarios.reduce((n, s) => n + s.otherErrors, 0);
  const memoryFlat = Object.values(growth).every((g) => g !== null && g < maxGrowth);
  return {
    started: run.started.toISOString(),
    minutes,
    users,
    thinkMs,
    streams,
    products,
    redis: REDIS_URL,
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
    loadAverage: { before: run.loadBefore.map((l) => round(l)), after: run.loadAfter.map((l) => round(l)) },
    requests,
    requestsPerSecond: round(requests / (minutes * 60)),
    serverErrors,
    otherErrors,
    eventsReceived: run.events,
    crashed: run.crashed,
    scenarios,
    memory: { fromMinute: memoryFrom, samples: run.samples, growth, maxGrowth },
    passed: serverErrors === 0 && otherErrors === 0 && memoryFlat && run.crashed.length === 0,
  };
}

/** The report as the markdown file the results folder keeps. */
export function markdown(r: Report): string {
  const names = Object.keys(r.memory.samples[0]?.rssKb ?? {});
  return `# Soak: ${r.minutes} min through nginx over two instances

Started ${r.started}; ${r.users} virtual users (${r.thinkMs} ms pause), ${r.streams} event streams, ${r.products} products;
${r.machine.cpus} x ${r.machine.model}, Node ${r.machine.node}; load average before ${r.loadAverage.before.join(' ')},
after ${r.loadAverage.after.join(' ')}.

**${r.requests} requests (${r.requestsPerSecond}/s), ${r.serverErrors} server errors, ${r.otherErrors} other failures,
${r.eventsReceived} stream events; memory growth from minute ${r.memory.fromMinute} to ${r.minutes}: ${Object.entries(
    r.memory.growth,
  )
    .map(([k, g]) => `${k} ${g === null ? 'n/a' : `${(g * 100).toFixed(1)} %`}`)
    .join(', ')} (rule: < ${r.memory.maxGrowth * 100} %). ${r.passed ? 'PASSED' : 'FAILED'}.**

| scenario | requests | 5xx | other failures | p50 ms | p95 ms | p99 ms | max ms |
|---|---:|---:|---:|---:|---:|---:|---:|
${r.scenarios.map((s) => `| ${s.name} | ${s.requests} | ${s.serverErrors} | ${s.otherErrors} | ${s.p50ms} | ${s.p95ms} | ${s.p99ms} | ${s.maxMs} |`).join('\n')}

RSS per instance (MB): the reading at the end of each minute and the median of that minute's readings
(every 5 s; the growth rule compares medians):

| minute | ${names.map((n) => `${n} at end | ${n} median`).join(' | ')} |
|---:|${names.map(() => '---:|---:').join('|')}|
${r.memory.samples.map((s) => `| ${s.minute} | ${names.map((n) => `${mb(s.rssKb[n])} | ${mb(s.medianKb[n])}`).join(' | ')} |`).join('\n')}
`;
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

import fs from 'node:fs';
import path from 'node:path';
import type { ScenarioResult } from '../catalog/report.js';
import type { ExportResult } from './export.js';
import type { AnalyticsScenario } from './scenarios.js';

export type Outcome =
  | { scenario: AnalyticsScenario; status: 'measured'; result: ScenarioResult }
  | { scenario: AnalyticsScenario; status: 'missing' }
  | { scenario: AnalyticsScenario; status: 'error'; error: string };

type Report = {
  environment: Record<string, string | number> & { orders: number };
  history: { orders: number; parts: number; items: number; largest: number };
  rebuild: { seconds: number; keys: Record<string, number> | null; rows: Record<string, number> };
  outcomes: Outcome[];
  exports: ExportResult[];
  checkout: { results: ScenarioResult[]; notes: string[] };
};

const RESULTS = path.resolve(import.meta.dirname, '../results');
const GOALS = { statements: 4, p95: 150, flatness: 1.5 };
const ms = (n: number) => n.toFixed(1);
const cost = (r: ScenarioResult) => r.appCpuMs + r.pgCpuMs;

/** The other size's results for the flatness comparison (1,000,000 against 100,000 orders). */
function otherRun(stem: string): { orders: number; results: Map<string, ScenarioResult> } | null {
  const file = path.join(
    RESULTS,
    stem.startsWith('analytics-latest') ? 'analytics-100000.json' : 'analytics-latest.json',
  );
  if (!fs.existsSync(file)) return null;
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Report;
  const results = new Map<string, ScenarioResult>();
  for (const o of data.outcomes) if (o.status === 'measured') results.set(o.scenario.name, o.result);
  return { orders: data.environment.orders, results };
}

export function writeReport(stem: string, report: Report) {
  const health = report.outcomes.find((o) => o.scenario.reference && o.status === 'measured');
  const healthRps = health?.status === 'measured' ? health.result.rps : 0;
  const endpoints = report.outcomes.filter((o) => !o.scenario.reference);
  const measuredEndpoints = endpoints.flatMap((o) => (o.status === 'measured' ? [o.result] : []));
  const none = measuredEndpoints.length === 0;
  const goals = {
    statements: none ? null : measuredEndpoints.every((r) => r.maxStatements <= GOALS.statements),
    p95: none ? null : measuredEndpoints.every((r) => r.p95 < GOALS.p95),
  };
  const verdict = (ok: boolean | null) => (ok === null ? 'n/a' : ok ? 'met' : 'missed');
  const other = otherRun(stem);
  const big = report.environment.orders >= (other?.orders ?? 0);
  const flatness = other
    ? measuredEndpoints.flatMap((r) => {
        const o = other.results.get(r.name);
        if (!o) return [];
        const [large, small] = big ? [r, o] : [o, r];
        return [
          {
            name: r.name,
            p50: large.p50 / Math.max(0.1, small.p50),
            cost: cost(large) / Math.max(0.01, cost(small)),
          },
        ];
      })
    : [];
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(
    path.join(RESULTS, `${stem}.json`),
    `${JSON.stringify({ ...report, goals, flatness }, null, 2)}\n`,
  );

  const e = report.environment;
  const lines = [
    `# Analytics benchmark, ${e.date}`,
    '',
    `${e.orders} orders (${report.history.parts} vendor parts, ${report.history.items} lines) for ${e.vendors} vendors over two years; ` +
      `the largest vendor has ${report.history.largest} parts. ${e.connections} connections (checkout ${e.checkoutConnections}), ${e.durationSeconds} s per scenario; ` +
      `${e.cpus} × ${e.cpuModel}, ${e.memoryGb} GB; Node ${e.node}; ${e.postgres}; load average ${e.loadAverageBefore} before, ${e.loadAverage} after. ` +
      `Load ${Number(e.loadSeconds).toFixed(0)} s.`,
    '',
    `${
      report.rebuild.keys
        ? `Rebuild (\`rebuildAnalytics\`): ${report.rebuild.seconds.toFixed(1)} s for ${Object.entries(
            report.rebuild.keys,
          )
            .map(([k, v]) => `${v} ${k}`)
            .join(', ')}`
        : 'Rollups of a kept database (no rebuild)'
    }; rows: ${Object.entries(report.rebuild.rows)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}.`,
    '',
    '| scenario | request | req/s | of health | p50 ms | p95 ms | p99 ms | max ms | SQL/request (max) | app CPU ms/req | PG CPU ms/req | non-2xx |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const o of report.outcomes) {
    if (o.status !== 'measured') {
      lines.push(
        `| ${o.scenario.name} | GET ${o.scenario.path} | ${o.status === 'missing' ? 'missing (404)' : `error: ${o.error.replace(/\|/g, '/')}`} | | | | | | | | | |`,
      );
      continue;
    }
    const r = o.result;
    lines.push(
      `| ${r.name} | ${r.path} | ${Math.round(r.rps)} | ${healthRps ? `${((r.rps / healthRps) * 100).toFixed(0)}%` : ''} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.maxStatements} | ${r.appCpuMs.toFixed(2)} | ${r.pgCpuMs.toFixed(2)} | ${r.non2xx + r.errors} |`,
    );
  }
  for (const r of report.checkout.results)
    lines.push(
      `| ${r.name} | ${r.path} | ${Math.round(r.rps)} | | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.maxStatements} | ${r.appCpuMs.toFixed(2)} | ${r.pgCpuMs.toFixed(2)} | ${r.non2xx + r.errors} |`,
    );
  lines.push('', ...report.checkout.notes.map((n) => `- ${n}`), '');
  if (report.exports.length) {
    lines.push(
      'Sales report exports (detailed, one request at a time, to the last byte; goal: 50,000 lines in under 10 s):',
      '',
      '| format | request | status | lines | MB | first byte ms | seconds | server RSS before MB | server RSS peak MB |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|',
      ...report.exports.map(
        (x) =>
          `| ${x.format} | GET ${x.path} | ${x.status} | ${x.format === 'csv' ? x.lines : ''} | ${(x.bytes / 1024 / 1024).toFixed(1)} | ${x.firstByteMs.toFixed(0)} | ${x.seconds.toFixed(2)} | ${x.rssBeforeMb.toFixed(0)} | ${x.rssPeakMb.toFixed(0)} |`,
      ),
      '',
    );
  }
  const missing = endpoints.filter((o) => o.status !== 'measured').map((o) => o.scenario.name);
  lines.push(
    `Goals for the ${measuredEndpoints.length} endpoints measured: at most ${GOALS.statements} SQL statements per request (${verdict(goals.statements)}), ` +
      `p95 < ${GOALS.p95} ms (${verdict(goals.p95)}${measuredEndpoints.length ? `: worst ${ms(Math.max(...measuredEndpoints.map((r) => r.p95)))}` : ''}).` +
      (missing.length ? ` Not measured: ${missing.join('; ')}.` : ''),
    '',
  );
  if (other && flatness.length) {
    lines.push(
      `Flatness against the run with ${other.orders} orders (goal: cost at the larger size at most ${GOALS.flatness}x):`,
      '',
      '| scenario | p50 ratio | CPU per request ratio (app + PG) | goal |',
      '|---|---:|---:|---|',
      ...flatness.map(
        (f) =>
          `| ${f.name} | ${f.p50.toFixed(2)} | ${f.cost.toFixed(2)} | ${Math.max(f.p50, f.cost) <= GOALS.flatness ? 'met' : 'missed'} |`,
      ),
      '',
    );
  } else {
    lines.push(
      other
        ? `No endpoint measured both here and in the run with ${other.orders} orders: no flatness comparison.`
        : 'No run of the other size in bench/results yet: no flatness comparison.',
      '',
    );
  }
  fs.writeFileSync(path.join(RESULTS, `${stem}.md`), lines.join('\n'));
}

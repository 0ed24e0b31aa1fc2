/**
 * Throughput of two instances behind nginx as a ratio of one instance without nginx, same
 * machine, same run: `npm run bench:throughput` (options: --duration=10 seconds per measurement,
 * --connections=50, --products=2000). On one fresh PostgreSQL database it measures the storefront
 * list (GET /api/products, pages 1-20, four sorts) and order placement (POST /api/orders, one unit of
 * a product picked among 2,000, a new Idempotency-Key each) with autocannon in four set-ups, in
 * this order: one instance direct, one instance behind nginx, two instances behind nginx, one
 * instance direct again (the denominator is the mean of the two direct runs, so a machine that
 * got busier or quieter during the run shows as a difference between them). Records req/s, p50 and
 * p95, the CPU each process used, and the load average. Writes bench/results/throughput-latest.{json,md}.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { type Nginx, type ServerProcess, startNginx } from '../../scripts/cluster/cluster.js';
import { postgresCpuMeter } from '../catalog/report.js';
import { createFixture, dropFixture, type Fixture, orderBody, quoteTotal, startInstance } from './setup.js';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const DURATION = Number(arg('duration', '10'));
const CONNECTIONS = Number(arg('connections', '50'));
/** The load comes from one address: nginx's per-client cap (64 by default) must not refuse it. */
const benchLimits = { connectionsPerClient: Math.max(64, CONNECTIONS + 16) };
const PRODUCTS = Number(arg('products', '2000'));
const RESULTS = path.resolve(import.meta.dirname, '../results');
const SORTS = ['newest', 'price_low', 'price_high', 'name'];
const log = (m: string) => console.log(`[throughput] ${m}`);

type Measure = {
  setup: string;
  scenario: string;
  reqPerSec: number;
  p50ms: number;
  p97_5ms: number;
  non2xx: number;
  errors: number;
  /** CPU milliseconds per request: each instance, nginx (all its processes), every PostgreSQL process of the machine. */
  cpuMsPerRequest: Record<string, number>;
  loadAverage1m: number;
};

/** utime + stime of a process in milliseconds (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The pids of a process and its children (nginx's master and workers). */
function family(pid: number): number[] {
  const out = [pid];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

async function measure(opts: {
  setup: string;
  base: string;
  instances: ServerProcess[];
  nginx?: Nginx;
  fixture: Fixture;
  total: number;
}): Promise<Measure[]> {
  const out: Measure[] = [];
  const { fixture } = opts;
  let n = 0;
  const scenarios: Array<{ name: string; options: Parameters<typeof autocannon>[0] }> = [
    {
      name: 'storefront list',
      options: {
        url: `${opts.base}/api/products`,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              path: `/api/products?sort=${SORTS[n % 4]}&page=${1 + (n++ % 20)}`,
            }),
          },
        ],
      },
    },
    {
      name: 'order placement',
      options: {
        url: `${opts.base}/api/orders`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (req) => {
              const i = n++;
              return {
                ...req,
                headers: { 'content-type': 'application/json', 'idempotency-key': `tp-${process.pid}-${i}` },
                body: orderBody(fixture.productIds[i % fixture.productIds.length]!, 1, opts.total, i % 1000),
              };
            },
          },
        ],
      },
    },
  ];
  for (const s of scenarios) {
    // A short warm-up (JIT, pools, nginx keep-alive connections), then the measurement.
    await fire({ ...s.options, duration: 2 });
    const pids: Record<string, number[]> = {};
    for (const i of opts.instances) pids[`instance ${i.name}`] = [i.child.pid!];
    if (opts.nginx) pids.nginx = family(opts.nginx.child.pid!);
    const before = Object.fromEntries(
      Object.entries(pids).map(([k, list]) => [k, list.reduce((t, p) => t + cpuMs(p), 0)]),
    );
    const pg = postgresCpuMeter();
    const result = await fire({ ...s.options, duration: DURATION });
    const pgMs = pg();
    const requests = result.requests.total;
    const cpu: Record<string, number> = {};
    for (const [k, list] of Object.entries(pids))
      cpu[k] = round((list.reduce((t, p) => t + cpuMs(p), 0) - before[k]!) / requests, 3);
    cpu['PostgreSQL (machine)'] = round(pgMs / requests, 3);
    const m: Measure = {
      setup: opts.setup,
      scenario: s.name,
      reqPerSec: round(requests / result.duration),
      p50ms: result.latency.p50,
      p97_5ms: result.latency.p97_5,
      non2xx: result.non2xx,
      errors: result.errors,
      cpuMsPerRequest: cpu,
      loadAverage1m: round(os.loadavg()[0]!, 2),
    };
    log(`${m.setup} / ${m.scenario}: ${m.reqPerSec} req/s, p50 ${m.p50ms} ms, non-2xx ${m.non2xx}`);
    out.push(m);
  }
  return out;
}

function fire(options: Parameters<typeof autocannon>[0]): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, timeout: 20, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function main() {
  const started = new Date();
  const loadBefore = os.loadavg();
  log(`load average before: ${loadBefore.map((l) => l.toFixed(2)).join(' ')}`);
  let fixture: Fixture | undefined;
  const instances: ServerProcess[] = [];
  let nginx: Nginx | undefined;
  try {
    fixture = await createFixture({ prefix: 'market_tp', products: PRODUCTS, vendors: 20 });
    const a = await startInstance(fixture, 'a');
    instances.push(a);
    const total = await quoteTotal(a.url, fixture.productIds[0]!, 1);
    const results: Measure[] = [];
    const common = { fixture, total };
    results.push(
      ...(await measure({ ...common, setup: 'one instance, direct', base: a.url, instances: [a] })),
    );
    nginx = await startNginx({ upstreams: [a.url], limits: benchLimits });
    results.push(
      ...(await measure({ ...common, setup: 'one instance, nginx', base: nginx.url, instances: [a], nginx })),
    );
    await nginx.stop();
    const b = await startInstance(fixture, 'b');
    instances.push(b);
    nginx = await startNginx({ upstreams: [a.url, b.url], limits: benchLimits });
    results.push(
      ...(await measure({
        ...common,
        setup: 'two instances, nginx',
        base: nginx.url,
        instances: [a, b],
        nginx,
      })),
    );
    await nginx.stop();
    nginx = undefined;
    results.push(
      ...(await measure({ ...common, setup: 'one instance, direct (again)', base: a.url, instances: [a] })),
    );

    const ratios = ['storefront list', 'order placement'].map((scenario) => {
      const of = (setup: string) =>
        results.find((r) => r.setup === setup && r.scenario === scenario)!.reqPerSec;
      const single = (of('one instance, direct') + of('one instance, direct (again)')) / 2;
      return {
        scenario,
        singleDirect: round(single),
        oneBehindNginx: of('one instance, nginx'),
        twoBehindNginx: of('two instances, nginx'),
        ratio: round(of('two instances, nginx') / single, 2),
      };
    });
    const report = {
      started: started.toISOString(),
      durationSeconds: DURATION,
      connections: CONNECTIONS,
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
      loadAverage: {
        before: loadBefore.map((l) => round(l, 2)),
        after: os.loadavg().map((l) => round(l, 2)),
      },
      ratios,
      results,
    };
    fs.mkdirSync(RESULTS, { recursive: true });
    fs.writeFileSync(path.join(RESULTS, 'throughput-latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    fs.writeFileSync(path.join(RESULTS, 'throughput-latest.md'), markdown(report));
    console.log(markdown(report));
  } finally {
    await nginx?.stop();
    await Promise.all(instances.map((i) => i.stop()));
    if (fixture) await dropFixture(fixture);
  }
}

function markdown(r: {
  started: string;
  durationSeconds: number;
  connections: number;
  machine: { cpus: number; model?: string; node: string };
  loadAverage: { before: number[]; after: number[] };
  ratios: Array<{
    scenario: string;
    singleDirect: number;
    oneBehindNginx: number;
    twoBehindNginx: number;
    ratio: number;
  }>;
  results: Measure[];
}): string {
  const cpuCols = ['instance a', 'instance b', 'nginx', 'PostgreSQL (machine)'];
  return `# Throughput: two instances behind nginx against one instance direct

Started ${r.started}; ${r.durationSeconds} s per measurement at ${r.connections} connections; ${r.machine.cpus} x ${r.machine.model},
Node ${r.machine.node}; load average before ${r.loadAverage.before.join(' ')}, after ${r.loadAverage.after.join(' ')}.

| scenario | one instance direct (mean of 2) req/s | one instance behind nginx | two instances behind nginx | ratio two/nginx : one/direct |
|---|---:|---:|---:|---:|
${r.ratios.map((x) => `| ${x.scenario} | ${x.singleDirect} | ${x.oneBehindNginx} | ${x.twoBehindNginx} | ${x.ratio} |`).join('\n')}

| set-up | scenario | req/s | p50 ms | p97.5 ms | non-2xx | errors | ${cpuCols.map((c) => `CPU ms/req ${c}`).join(' | ')} | load 1 min |
|---|---|---:|---:|---:|---:|---:|${cpuCols.map(() => '---:').join('|')}|---:|
${r.results
  .map(
    (m) =>
      `| ${m.setup} | ${m.scenario} | ${m.reqPerSec} | ${m.p50ms} | ${m.p97_5ms} | ${m.non2xx} | ${m.errors} | ${cpuCols
        .map((c) => m.cpuMsPerRequest[c] ?? '-')
        .join(' | ')} | ${m.loadAverage1m} |`,
  )
  .join('\n')}
`;
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

main().catch((error) => {
  console.error(`[throughput] ${(error as Error).stack ?? error}`);
  process.exit(1);
});

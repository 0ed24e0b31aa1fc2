/**
 * Soak: `npm run bench:soak -- --minutes=30` (default 30, at most 120). Two API instances behind
 * nginx on one fresh PostgreSQL database and Redis; virtual users browse the storefront (lists,
 * product pages), search, check out (quote + order with an Idempotency-Key), read vendor lists,
 * and keep a few order event streams open (each reopened every minute). Records requests served,
 * server errors (must be 0), p95 per scenario, each instance's RSS every minute (/proc/<pid>/status,
 * read every 5 s; a minute's figure is the median of its readings) and the growth of that figure
 * from minute 5 (minute 1 in runs shorter than 10 minutes) to the end, which must stay under 10 %
 * (50 % in runs shorter than 10 minutes, still warming up; --max-growth=<fraction> to change it). Writes bench/results/soak-latest.{json,md}; exits 1 when a rule fails.
 *
 * Options: --users=10 (concurrent virtual users) --think-ms=20 (pause between a user's requests)
 * --streams=4 (open event streams) --products=2000 --memory-from=<minute> --keep (keep the database)
 * --results-dir=<dir> (instead of bench/results: CI's short run leaves the recorded soak alone).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Nginx, rssKb, startNginx } from '../../scripts/cluster/cluster.js';
import { markdown, mb, type Sample, type Stat, summarise } from './report.js';
import {
  createFixture,
  dropFixture,
  type Fixture,
  orderBody,
  percentile,
  quoteTotal,
  startInstance,
} from './setup.js';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const MINUTES = Number(arg('minutes', '30'));
const USERS = Number(arg('users', '10'));
const THINK_MS = Number(arg('think-ms', '20'));
const STREAMS = Number(arg('streams', '4'));
const PRODUCTS = Number(arg('products', '2000'));
const MEMORY_FROM = Number(arg('memory-from', MINUTES >= 10 ? '5' : '1'));
const KEEP = process.argv.includes('--keep');
// The 10 % rule is for a real soak (minute 5 to 30). A short run compares minute 1, still warming
// up, with the next: a minute's median swings by 20-30 % there (CI: 287 -> 349 MB), so the short
// form only guards against a gross leak.
const MAX_GROWTH = Number(arg('max-growth', MINUTES >= 10 ? '0.1' : '0.5'));
const RESULTS = path.resolve(arg('results-dir', path.join(import.meta.dirname, '../results')));

if (!(MINUTES >= 1 && MINUTES <= 120)) throw new Error('--minutes must be between 1 and 120');
if (!(MEMORY_FROM >= 0 && MEMORY_FROM < MINUTES)) throw new Error('--memory-from must be below --minutes');

const log = (m: string) => console.log(`[soak] ${m}`);

const stats = new Map<string, Stat>();
const stat = (name: string) => {
  let s = stats.get(name);
  if (!s) {
    s = { latencies: [], ok: 0, serverErrors: 0, otherErrors: 0, failures: [] };
    stats.set(name, s);
  }
  return s;
};
const note = (s: Stat, what: string) => {
  if (s.failures.length < 10) s.failures.push(what);
};

/** One timed request; a 5xx is a server error, any other unexpected status or a dropped connection is counted apart. */
async function timed(name: string, url: string, init: RequestInit = {}, expect: number[] = [200]) {
  const s = stat(name);
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const body = await res.text();
    s.latencies.push(performance.now() - started);
    if (res.status >= 500) {
      s.serverErrors++;
      note(s, `${res.status} ${init.method ?? 'GET'} ${url}: ${body.slice(0, 200)}`);
    } else if (!expect.includes(res.status)) {
      s.otherErrors++;
      note(s, `${res.status} ${init.method ?? 'GET'} ${url}: ${body.slice(0, 200)}`);
    } else s.ok++;
    return { status: res.status, body };
  } catch (error) {
    s.otherErrors++;
    note(s, `${init.method ?? 'GET'} ${url}: ${(error as Error).message}`);
    return { status: 0, body: '' };
  }
}

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
const SEARCHES = ['bench', 'product', 'bench product', 'product 12', 'load test', 'bench 7'];
const SORTS = ['newest', 'price_low', 'price_high', 'name'];

async function main() {
  const started = new Date();
  const loadBefore = os.loadavg();
  log(
    `${MINUTES} min, ${USERS} users, ${STREAMS} event streams; load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')}`,
  );
  let fixture: Fixture | undefined;
  let nginx: Nginx | undefined;
  const instances: Awaited<ReturnType<typeof startInstance>>[] = [];
  try {
    fixture = await createFixture({ prefix: 'market_soak', products: PRODUCTS, vendors: 20 });
    log(`database ${new URL(fixture.databaseUrl).pathname.slice(1)} loaded with ${PRODUCTS} products`);
    instances.push(await startInstance(fixture, 'a'), await startInstance(fixture, 'b'));
    nginx = await startNginx({ upstreams: instances.map((i) => i.url) });
    const base = nginx.url;
    log(`nginx ${base} over ${instances.map((i) => `${i.name} ${i.url} (pid ${i.child.pid})`).join(', ')}`);

    const totals = new Map<number, number>();
    for (const q of [1, 2]) totals.set(q, await quoteTotal(base, fixture.productIds[0]!, q));
    const placed: Array<{ id: string; email: string }> = [];
    const fx = fixture;

    const scenarios: Array<[weight: number, name: string, run: (user: number) => Promise<void>]> = [
      [
        25,
        'storefront list',
        async () => {
          const page = 1 + Math.floor(Math.random() * 20);
          await timed('storefront list', `${base}/api/products?sort=${pick(SORTS)}&page=${page}`);
        },
      ],
      [
        20,
        'product page',
        async () => void (await timed('product page', `${base}/api/products/${pick(fx.productIds)}`)),
      ],
      [
        15,
        'search',
        async () =>
          void (await timed('search', `${base}/api/products?search=${encodeURIComponent(pick(SEARCHES))}`)),
      ],
      [
        10,
        'checkout',
        async (user) => {
          const productId = pick(fx.productIds);
          const quantity = Math.random() < 0.5 ? 1 : 2;
          await timed('checkout: quote', `${base}/api/orders/quote`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ items: [{ productId, quantity }], deliverySpeed: 'standard' }),
          });
          const res = await timed(
            'checkout: place order',
            `${base}/api/orders`,
            {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'idempotency-key': `soak-${randomUUID()}` },
              body: orderBody(productId, quantity, totals.get(quantity)!, user),
            },
            [201],
          );
          if (res.status === 201 && placed.length < 200)
            placed.push({ id: JSON.parse(res.body).data.order._id, email: `soak${user}@bench.test` });
        },
      ],
      [
        15,
        'vendor lists',
        async () => {
          const auth = { headers: { authorization: `Bearer ${pick(fx.vendorTokens)}` } };
          if (Math.random() < 0.5)
            await timed('vendor: my products', `${base}/api/vendors/products?page=1`, auth);
          else await timed('vendor: orders', `${base}/api/vendors/orders`, auth);
        },
      ],
      [5, 'shops', async () => void (await timed('shops', `${base}/api/shops`))],
    ];
    const weightSum = scenarios.reduce((n, s) => n + s[0], 0);
    const choose = () => {
      let r = Math.random() * weightSum;
      for (const s of scenarios) {
        r -= s[0];
        if (r < 0) return s;
      }
      return scenarios[0]!;
    };

    const endAt = Date.now() + MINUTES * 60_000;
    const user = async (u: number) => {
      while (Date.now() < endAt) {
        await choose()[2](u);
        if (THINK_MS > 0) await new Promise((r) => setTimeout(r, THINK_MS));
      }
    };

    // Event streams: a guest watching an order (opened through nginx, reopened every minute).
    let events = 0;
    const stream = async (k: number) => {
      while (Date.now() < endAt) {
        const order = placed[k % Math.max(1, placed.length)];
        if (!order) {
          await new Promise((r) => setTimeout(r, 500));
          continue;
        }
        const s = stat('event stream: open');
        const opened = performance.now();
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), Math.min(60_000, Math.max(0, endAt - Date.now())));
        try {
          const res = await fetch(
            `${base}/api/orders/${order.id}/events?email=${encodeURIComponent(order.email)}`,
            { signal: controller.signal },
          );
          if (res.status >= 500) s.serverErrors++;
          if (res.status !== 200) {
            if (res.status < 500) s.otherErrors++;
            note(s, `${res.status} event stream: ${await res.text()}`);
            await new Promise((r) => setTimeout(r, 1000));
            continue;
          }
          const reader = res.body!.getReader();
          let first = true;
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            if (first) {
              s.latencies.push(performance.now() - opened);
              s.ok++;
              first = false;
            }
            events += (new TextDecoder().decode(value).match(/^event:/gm) ?? []).length;
          }
        } catch (error) {
          if (!controller.signal.aborted) {
            s.otherErrors++;
            note(s, `event stream: ${(error as Error).message}`);
          }
        } finally {
          clearTimeout(timer);
        }
      }
    };

    // Memory: every instance's RSS every 5 s; each minute keeps the reading at its end and the
    // median of its readings (the figure the growth rule uses: one reading can land on either side
    // of a garbage collection and swing by a quarter).
    const samples: Sample[] = [];
    let window: Record<string, number[]> = {};
    const read = async () => {
      const row: Record<string, number | undefined> = {};
      for (const i of instances) {
        const kb = await rssKb(i.child.pid!);
        row[i.name] = kb;
        if (kb) window[i.name] = [...(window[i.name] ?? []), kb];
      }
      return row;
    };
    const sample = async (minute: number) => {
      const row = await read();
      const medianKb: Record<string, number | undefined> = {};
      for (const i of instances) {
        const list = [...(window[i.name] ?? [])].sort((x, y) => x - y);
        medianKb[i.name] = list.length ? percentile(list, 50) : row[i.name];
      }
      window = {};
      samples.push({ minute, rssKb: row, medianKb });
      const served = [...stats.values()].reduce((n, s) => n + s.ok + s.serverErrors + s.otherErrors, 0);
      log(
        `minute ${minute}: ${served} requests, RSS ${instances
          .map((i) => `${i.name} ${mb(row[i.name])} MB (median ${mb(medianKb[i.name])})`)
          .join(', ')}, load ${os.loadavg()[0]!.toFixed(2)}`,
      );
    };
    await sample(0);
    const t0 = Date.now();
    let minute = 0;
    const sampler = (async () => {
      while (minute < MINUTES) {
        const next = t0 + (minute + 1) * 60_000;
        while (Date.now() + 5000 < next) {
          await new Promise((r) => setTimeout(r, 5000));
          await read();
        }
        await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
        minute++;
        await sample(minute);
      }
    })();
    await Promise.all([
      ...Array.from({ length: USERS }, (_, u) => user(u)),
      ...Array.from({ length: STREAMS }, (_, k) => stream(k)),
      sampler,
    ]);

    const exits = instances.filter((i) => i.child.exitCode !== null || i.child.signalCode !== null);
    const loadAfter = os.loadavg();
    const report = summarise(
      { started, samples, events, loadBefore, loadAfter, crashed: exits.map((i) => i.name) },
      {
        minutes: MINUTES,
        users: USERS,
        thinkMs: THINK_MS,
        streams: STREAMS,
        products: PRODUCTS,
        memoryFrom: MEMORY_FROM,
        maxGrowth: MAX_GROWTH,
      },
      stats,
    );
    fs.mkdirSync(RESULTS, { recursive: true });
    fs.writeFileSync(path.join(RESULTS, 'soak-latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    fs.writeFileSync(path.join(RESULTS, 'soak-latest.md'), markdown(report));
    console.log(markdown(report));
    if (!report.passed) {
      for (const [name, s] of stats) for (const f of s.failures) log(`${name}: ${f}`);
      for (const i of instances)
        if (report.crashed.includes(i.name)) log(`instance ${i.name}:\n${i.output()}`);
      process.exitCode = 1;
    }
  } finally {
    await nginx?.stop();
    await Promise.all(instances.map((i) => i.stop()));
    if (fixture && !KEEP) await dropFixture(fixture);
  }
}

main().catch((error) => {
  console.error(`[soak] ${(error as Error).stack ?? error}`);
  process.exit(1);
});

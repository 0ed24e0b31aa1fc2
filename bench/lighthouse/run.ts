/**
 * Lighthouse (mobile defaults) on three storefront pages of the built app: the home page, a search
 * results page and a product page. Builds nothing: run `npm run build` first.
 *
 *   npm run bench:lighthouse                                  # the build in this repository, 3 runs a page
 *   npm run bench:lighthouse -- --runs=5
 *   npm run bench:lighthouse -- --before=/tmp/old-build       # also an older build, same run, interleaved
 *
 * `--before` names a folder laid out like the repository (apps/server/dist, apps/server/drizzle,
 * apps/web/dist, and a node_modules that resolves the server's packages). Each page is measured
 * `--runs` times per build, builds interleaved run by run so both see the same machine; the
 * median of each figure is reported. Chromium: CHROME_PATH or /usr/bin/chromium (headless,
 * --no-sandbox). Writes bench/results/lighthouse-latest.{json,md}.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type BuiltServer, startBuiltServer } from './server.js';
import { type PageRun, type Summary, summarise, summarisePage, toMarkdown } from './summary.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const resultsDir = path.join(repoRoot, 'bench/results');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    before: { type: 'string' },
    out: { type: 'string', default: 'latest' },
    // Re-render a results file (medians and table) without measuring again.
    from: { type: 'string' },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

type Target = { label: string; root: string; server?: BuiltServer; pages?: { name: string; path: string }[] };
const targets: Target[] = args.before
  ? [
      { label: 'before', root: path.resolve(args.before) },
      { label: 'after', root: repoRoot },
    ]
  : [{ label: 'current', root: repoRoot }];

function loadAverage(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
}

/** The pages to measure on one server: a product and a search word taken from its own demo data. */
async function choosePages(baseUrl: string) {
  const res = await fetch(`${baseUrl}/api/products?limit=1&sort=newest`);
  const body = (await res.json()) as { data?: { products?: { _id: string; title: string }[] } };
  const product = body.data?.products?.[0];
  if (!product)
    throw new Error(`No product in ${baseUrl}/api/products: ${JSON.stringify(body).slice(0, 300)}`);
  const word = product.title.split(/\s+/).find((w) => w.length > 3) ?? product.title;
  return [
    { name: 'home', path: '/' },
    { name: 'search', path: `/products?search=${encodeURIComponent(word.toLowerCase())}` },
    { name: 'product', path: `/product/${product._id}` },
  ];
}

/** One Lighthouse run in a fresh Chromium (cold cache, no stored data). */
async function measure(url: string) {
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

function chromiumVersion(): string {
  try {
    return execFileSync(chromePath, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

function writeResults(summary: Summary) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const base = path.join(resultsDir, `lighthouse-${args.out}`);
  fs.writeFileSync(`${base}.json`, `${JSON.stringify(summary, null, 2)}\n`);
  fs.writeFileSync(`${base}.md`, toMarkdown(summary));
  console.log(toMarkdown(summary));
  console.log(`Wrote ${base}.json and ${base}.md`);
}

async function main() {
  if (args.from) {
    const saved = JSON.parse(fs.readFileSync(args.from, 'utf8')) as Summary;
    const nan = (v: unknown) => (typeof v === 'number' ? v : Number.NaN);
    const pages = saved.pages.map((p) =>
      summarisePage(
        p,
        p.runs.map((r) => ({
          ...r,
          scores: Object.fromEntries(Object.entries(r.scores).map(([k, v]) => [k, nan(v)])),
          lcpMs: nan(r.lcpMs),
          tbtMs: nan(r.tbtMs),
          cls: nan(r.cls),
          fcpMs: nan(r.fcpMs),
          speedIndexMs: nan(r.speedIndexMs),
          lcpElement: r.lcpElement ?? null,
          layoutShifts: r.layoutShifts ?? [],
        })),
      ),
    );
    writeResults({ environment: saved.environment, pages });
    return;
  }
  const startedAt = new Date();
  const loadAtStart = loadAverage();
  const pageRuns: PageRun[] = [];
  try {
    console.log(
      `Starting ${targets.map((t) => `${t.label} (${t.root})`).join(' and ')}: each seeds demo data...`,
    );
    // Settled, not all: a server that did start is stopped below even when the other failed.
    const started = await Promise.allSettled(
      targets.map(async (target) => {
        target.server = await startBuiltServer(target.root);
        target.pages = await choosePages(target.server.baseUrl);
      }),
    );
    for (const s of started) if (s.status === 'rejected') throw s.reason;
    for (let run = 1; run <= runs; run++) {
      for (const pageIndex of [0, 1, 2]) {
        for (const target of targets) {
          const page = target.pages?.[pageIndex];
          if (!page || !target.server) throw new Error(`${target.label} is not running`);
          const url = `${target.server.baseUrl}${page.path}`;
          const load = os.loadavg()[0] ?? 0;
          const lhr = await measure(url);
          const pageRun: PageRun = {
            target: target.label,
            root: target.root,
            page: page.name,
            path: page.path,
            run,
            load1: load,
            lhr,
          };
          pageRuns.push(pageRun);
          const perf = Math.round((lhr.categories.performance?.score ?? 0) * 100);
          console.log(
            `run ${run} ${target.label} ${page.name} ${page.path}: performance ${perf} (load ${load.toFixed(2)})`,
          );
        }
      }
    }
  } finally {
    for (const target of targets) await target.server?.stop();
  }

  const summary = summarise(pageRuns, {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    loadAverageAtStart: loadAtStart,
    loadAverageAtEnd: loadAverage(),
    cpus: `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'unknown'}`,
    node: process.version,
    lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
    chromium: chromiumVersion(),
    runsPerPage: runs,
  });
  writeResults(summary);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

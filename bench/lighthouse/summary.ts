import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The parts of a Lighthouse result (LH.Result) read here. */
type Lhr = {
  categories: Record<string, { score: number | null; auditRefs?: { id: string }[] } | undefined>;
  audits: Record<
    string,
    { id?: string; numericValue?: number; details?: unknown; errorMessage?: string } | undefined
  >;
  runtimeError?: { code: string; message: string };
};

export type PageRun = {
  target: string;
  root: string;
  page: string;
  path: string;
  run: number;
  /** One-minute load average when the run started. */
  load1: number;
  lhr: Lhr;
};

type NodeRef = { selector?: string; snippet?: string };
type NetworkItem = { url: string; resourceType?: string; transferSize?: number; statusCode?: number };

/** What one run shows about one page. */
type RunFigures = {
  run: number;
  load1: number;
  scores: Record<string, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  /** Bytes of every script the page loaded, as transferred (the server sends brotli). */
  jsTransferredBytes: number;
  /** The same scripts, gzip-compressed (the build's .gz copies): the page's initial JavaScript. */
  jsGzipBytes: number;
  unusedJsBytes: number;
  scripts: string[];
  /** The LCP element and the elements that shifted (Lighthouse's selector and score), to see why. */
  lcpElement: string | null;
  layoutShifts: { element: string; score: number }[];
  /** Why a run has no performance score (Lighthouse's runtime error or the failing metric's message). */
  error?: string | null;
};

export type PageSummary = {
  target: string;
  page: string;
  path: string;
  /** Median of each figure over the runs. */
  median: Omit<RunFigures, 'run' | 'load1' | 'scripts' | 'lcpElement' | 'layoutShifts' | 'error'>;
  scripts: string[];
  runs: RunFigures[];
};

export type Environment = {
  startedAt: string;
  finishedAt: string;
  loadAverageAtStart: string;
  loadAverageAtEnd: string;
  cpus: string;
  node: string;
  lighthouse: string;
  chromium: string;
  runsPerPage: number;
};

export type Summary = { environment: Environment; pages: PageSummary[] };

const CATEGORY_KEYS = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Median of the runs that produced the figure (a run Lighthouse could not score has none). */
function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Gzip size of a built asset: its .gz copy from the build, else compressed here. */
function gzipSize(root: string, url: string, cache: Map<string, number>): number {
  const pathname = new URL(url).pathname;
  const key = `${root}${pathname}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const file = path.join(root, 'apps/web/dist', pathname);
  let size = 0;
  if (fs.existsSync(`${file}.gz`)) size = fs.statSync(`${file}.gz`).size;
  else if (fs.existsSync(file)) size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  cache.set(key, size);
  return size;
}

function figures(run: PageRun, cache: Map<string, number>): RunFigures {
  const { lhr } = run;
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = (id: string) =>
    lhr.audits[id]?.details as { items?: NetworkItem[]; overallSavingsBytes?: number } | undefined;
  const network = details('network-requests')?.items ?? [];
  const lcpTable = (
    lhr.audits['largest-contentful-paint-element']?.details as
      | { items?: { items?: { node?: NodeRef }[] }[] }
      | undefined
  )?.items?.[0]?.items?.[0]?.node;
  const shifts =
    (lhr.audits['layout-shifts']?.details as { items?: { node?: NodeRef; score?: number }[] } | undefined)
      ?.items ?? [];
  const scripts = network.filter((r) => r.resourceType === 'Script' && (r.statusCode ?? 200) < 400);
  return {
    run: run.run,
    load1: run.load1,
    scores: Object.fromEntries(
      CATEGORY_KEYS.map((k) => [k, Math.round((lhr.categories[k]?.score ?? Number.NaN) * 100)]),
    ),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    speedIndexMs: audit('speed-index'),
    jsTransferredBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsGzipBytes: scripts.reduce((sum, r) => sum + gzipSize(run.root, r.url, cache), 0),
    unusedJsBytes: details('unused-javascript')?.overallSavingsBytes ?? 0,
    scripts: scripts.map((r) => new URL(r.url).pathname).sort(),
    lcpElement: lcpTable ? (lcpTable.selector ?? lcpTable.snippet ?? null) : null,
    layoutShifts: shifts.slice(0, 5).map((s) => ({
      element: s.node?.selector ?? s.node?.snippet ?? 'unknown',
      score: Number((s.score ?? 0).toFixed(4)),
    })),
    error: lhr.categories.performance?.score == null ? failureOf(lhr) : null,
  };
}

/** Why Lighthouse could not score performance: its runtime error, else the first metric that failed. */
function failureOf(lhr: Lhr): string {
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  const failed = (lhr.categories.performance?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .find((a) => a?.errorMessage);
  return failed ? `${failed.id ?? 'audit'}: ${failed.errorMessage}` : 'unknown';
}

/** Per target and page, the median of each figure over the runs. */
export function summarise(pageRuns: PageRun[], environment: Environment): Summary {
  const cache = new Map<string, number>();
  const groups = new Map<string, PageRun[]>();
  for (const r of pageRuns) {
    const key = `${r.target}\u0000${r.page}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const pages: PageSummary[] = [...groups.values()].map((group) => {
    const runs = group.map((r) => figures(r, cache));
    return summarisePage(first(group), runs);
  });
  return { environment, pages };
}

/** Medians of one page's runs (also used to re-render a results file: `--from`). */
export function summarisePage(
  page: { target: string; page: string; path: string },
  runs: RunFigures[],
): PageSummary {
  {
    const m = (pick: (f: RunFigures) => number) => median(runs.map((r) => pick(r) ?? Number.NaN));
    return {
      target: page.target,
      page: page.page,
      path: page.path,
      median: {
        scores: Object.fromEntries(CATEGORY_KEYS.map((k) => [k, m((f) => f.scores[k] ?? Number.NaN)])),
        lcpMs: m((f) => f.lcpMs),
        tbtMs: m((f) => f.tbtMs),
        cls: m((f) => f.cls),
        fcpMs: m((f) => f.fcpMs),
        speedIndexMs: m((f) => f.speedIndexMs),
        jsTransferredBytes: m((f) => f.jsTransferredBytes),
        jsGzipBytes: m((f) => f.jsGzipBytes),
        unusedJsBytes: m((f) => f.unusedJsBytes),
      },
      scripts: [...new Set(runs.flatMap((f) => f.scripts))].sort(),
      runs,
    };
  }
}

function first(group: PageRun[]): PageRun {
  const head = group[0];
  if (!head) throw new Error('empty group');
  return head;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const s = (ms: number) => (ms / 1000).toFixed(1);

export function toMarkdown(summary: Summary): string {
  const e = summary.environment;
  const lines = [
    `# Lighthouse (mobile), ${e.startedAt.slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Lighthouse ${e.lighthouse}, ${e.chromium} (headless), Node ${e.node}, ${e.cpus}. ` +
      `Load average (1, 5, 15 min) at start ${e.loadAverageAtStart}, at end ${e.loadAverageAtEnd}. ` +
      `Median of ${e.runsPerPage} runs per page (runs of the builds interleaved).`,
    '',
    '| build | page | performance | accessibility | best practices | SEO | FCP s | LCP s | TBT ms | CLS | speed index s | JS transferred KB | initial JS gzip KB | unused JS KB | performance per run (load avg) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const p of summary.pages) {
    const m = p.median;
    const perRun = p.runs.map((r) => `${r.scores.performance} (${r.load1.toFixed(1)})`).join(', ');
    lines.push(
      `| ${p.target} | ${p.page} \`${p.path}\` | ${m.scores.performance} | ${m.scores.accessibility} | ` +
        `${m.scores['best-practices']} | ${m.scores.seo} | ${s(m.fcpMs)} | ${s(m.lcpMs)} | ${Math.round(m.tbtMs)} | ` +
        `${m.cls.toFixed(3)} | ${s(m.speedIndexMs)} | ${kb(m.jsTransferredBytes)} | ${kb(m.jsGzipBytes)} | ` +
        `${kb(m.unusedJsBytes)} | ${perRun} |`,
    );
  }
  const failures = summary.pages.flatMap((p) =>
    p.runs.filter((r) => r.error).map((r) => `- ${p.target} ${p.page}, run ${r.run}: ${r.error}`),
  );
  if (failures.length) lines.push('', '## Runs without a performance score', '', ...failures);
  lines.push('', '## Scripts each page loaded', '');
  for (const p of summary.pages) {
    lines.push(`- ${p.target} ${p.page}: ${p.scripts.map((x) => `\`${path.basename(x)}\``).join(', ')}`);
  }
  return `${lines.join('\n')}\n`;
}

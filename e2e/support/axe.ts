import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * axe-core on every page a journey visits. A watcher follows each page of the test (the `page` fixture
 * and every page of a context the test opens with `browser.newContext`): after each main-frame navigation
 * (full loads and client-side route changes alike) to a page this worker has not scanned yet, it waits for
 * the page to settle and scans it; every screenshot (`snap`) scans the page as it is shown; the end of the
 * test and the closing of a context scan what is open and not scanned yet. Serious and critical violations fail the test, listed with the page, rule and elements.
 *
 * `AXE_REPORT_ONLY=1` lists the violations without failing; `AXE_REPORT_FILE=<path>` appends them as JSON
 * lines (one per violation) so a whole run can be summarised.
 */

const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** How long a page must stay on one URL before it is scanned (client-side routes render in a few frames). */
const SETTLE_MS = 400;

export interface AxeFinding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
  summary: string;
}

const watchers = new WeakMap<Page, PageWatch>();
/**
 * Pages (by `pageKey`) this worker has scanned: a navigation to one, or the end of a test on one, is not
 * scanned again, in this test or a later one. A scan runs in the page's own thread beside the journey;
 * scanning the dashboard in every test that passes through it tripled the journeys' time on two cores and
 * let a 3-second toast come and go unseen. Screenshots (`snap`) always scan: they are the states a journey
 * chose to show (a modal open, a filtered list).
 */
const scannedPages = new Set<string>();

/** Ids, codes and tokens in a path become ':id' so one page reached with different data is one page. */
function pageKey(url: string): string {
  try {
    const u = new URL(url);
    const path = u.pathname
      .split('/')
      .map((s) => (/\d/.test(s) && s.length > 3 ? ':id' : s))
      .join('/');
    return path || '/';
  } catch {
    return url;
  }
}

class PageWatch {
  private timer: NodeJS.Timeout | undefined;
  private chain: Promise<void> = Promise.resolve();
  constructor(
    readonly page: Page,
    private readonly record: (findings: AxeFinding[]) => void,
    private readonly spent: (ms: number) => void,
  ) {
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.schedule();
    });
    page.on('close', () => this.cancel());
  }

  private cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    this.cancel();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!scannedPages.has(pageKey(this.page.url()))) void this.scan();
    }, SETTLE_MS);
  }

  /** Scans the page unless this worker has scanned it already (the end of a test, the closing of a context). */
  scanIfNew(): Promise<void> {
    if (this.page.isClosed() || scannedPages.has(pageKey(this.page.url()))) return this.chain;
    return this.scan();
  }

  /** Scans the page now (after any scan under way); a scan cut short by a navigation is dropped. */
  scan(): Promise<void> {
    this.cancel();
    this.chain = this.chain.then(() => this.runOnce());
    return this.chain;
  }

  private async runOnce(): Promise<void> {
    const { page } = this;
    if (page.isClosed()) return;
    const url = page.url();
    if (!url.startsWith('http')) return;
    const started = Date.now();
    try {
      await page.waitForLoadState('load', { timeout: 5_000 });
      // Content first: injecting and running axe holds the page's own thread (up to 8 s seen on a
      // busy two-core machine), so a scan started on a skeleton held back the very content the
      // journey was waiting for (CI: an admin list stayed 'Loading page' past its 10 s). A page
      // still loading after 5 s is scanned as it is.
      await page
        .waitForFunction(() => !document.querySelector('[role="status"][aria-busy="true"]'), undefined, {
          timeout: 5_000,
          polling: 100,
        })
        .catch(() => {});
      // Colours mid-transition are no state a person reads (a button fading after a click measured
      // 1.16:1): wait, at most 2 s, for running transitions and animations that end. Endless ones
      // (spinners, skeletons) are left running.
      await page
        .waitForFunction(
          () =>
            document
              .getAnimations()
              .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
          undefined,
          { timeout: 2_000, polling: 100 },
        )
        .catch(() => {});
      // Legacy mode runs axe in the page itself; the default runs each frame's part, then opens a
      // blank page to merge them: twice the time, for cross-origin frames this product does not have.
      const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
      scannedPages.add(pageKey(url));
      const findings: AxeFinding[] = results.violations
        .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
        .map((v) => ({
          page: pageKey(url),
          rule: v.id,
          impact: v.impact ?? '',
          help: v.help,
          helpUrl: v.helpUrl,
          targets: v.nodes.map((n) => n.target.join(' ')),
          summary: (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
        }));
      this.record(findings);
    } catch {
      // The page navigated, closed or reloaded while it was scanned: the next navigation scans it again.
    } finally {
      this.spent(Date.now() - started);
    }
  }
}

export class AxeWatcher {
  private readonly findings = new Map<string, AxeFinding>();
  private readonly pages = new Set<PageWatch>();

  /** `onScanTime` hears how long each scan took (the fixture adds it to the test's time limit). */
  constructor(private readonly onScanTime: (ms: number) => void = () => {}) {}

  watchPage(page: Page): void {
    if (watchers.has(page)) return;
    const watch = new PageWatch(
      page,
      (found) => {
        for (const f of found) {
          const key = `${f.page}|${f.rule}|${f.targets.join(',')}`;
          if (!this.findings.has(key)) this.findings.set(key, f);
        }
      },
      this.onScanTime,
    );
    watchers.set(page, watch);
    this.pages.add(watch);
    page.on('close', () => this.pages.delete(watch));
  }

  watchContext(context: BrowserContext): void {
    for (const page of context.pages()) this.watchPage(page);
    context.on('page', (page) => this.watchPage(page));
    const close = context.close.bind(context);
    context.close = async (options) => {
      await Promise.all(context.pages().map((p) => watchers.get(p)?.scanIfNew()));
      return close(options);
    };
  }

  /** While the test runs, contexts it opens itself are watched too. Returns the undo. */
  watchBrowser(browser: Browser): () => void {
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (options) => {
      const context = await newContext(options);
      this.watchContext(context);
      return context;
    };
    return () => {
      browser.newContext = newContext;
    };
  }

  /** Scans every open page and waits for every scan. */
  async finish(): Promise<AxeFinding[]> {
    await Promise.all([...this.pages].map((w) => w.scanIfNew()));
    return [...this.findings.values()];
  }
}

/** Scans the page now if a watcher follows it (used by screenshots, so what is shown is what is checked). */
export async function axeCheckpoint(page: Page): Promise<void> {
  await watchers.get(page)?.scan();
}

export function formatFindings(findings: AxeFinding[]): string {
  return findings
    .map(
      (f) =>
        `- [${f.impact}] ${f.rule} on ${f.page}: ${f.help}\n    ${f.targets.slice(0, 5).join('\n    ')}${
          f.targets.length > 5 ? `\n    … and ${f.targets.length - 5} more` : ''
        }\n    ${f.summary}\n    ${f.helpUrl}`,
    )
    .join('\n');
}

export function appendReport(file: string, test: string, findings: AxeFinding[]): void {
  if (findings.length === 0) return;
  fs.appendFileSync(file, findings.map((f) => `${JSON.stringify({ test, ...f })}\n`).join(''));
}

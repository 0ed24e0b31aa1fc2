import { test as base } from '@playwright/test';
import { AxeWatcher, appendReport, formatFindings } from './axe';

/**
 * The journeys' `test`: Playwright's, with axe-core watching every page the test visits (see ./axe.ts).
 * A journey opts in with one import: `import { expect, test } from '../support/test';`.
 */
export const test = base.extend<{ axe: AxeWatcher }>({
  axe: [
    async ({ browser, context }, use, testInfo) => {
      // The scans run beside the journey; the time they take is added to the test's limit, so the
      // journey keeps its own budget.
      const watcher = new AxeWatcher((ms) => testInfo.setTimeout(testInfo.timeout + ms));
      watcher.watchContext(context);
      const unwatch = watcher.watchBrowser(browser);
      await use(watcher);
      unwatch();
      const findings = await watcher.finish();
      const reportFile = process.env.AXE_REPORT_FILE;
      if (reportFile) appendReport(reportFile, testInfo.titlePath.join(' › '), findings);
      if (findings.length > 0 && !process.env.AXE_REPORT_ONLY) {
        throw new Error(
          `axe found ${findings.length} serious or critical accessibility violation(s):\n${formatFindings(findings)}`,
        );
      }
    },
    // The closing scans have their own time, not the test's.
    { auto: true, timeout: 60_000 },
  ],
});

export type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
export { expect } from '@playwright/test';

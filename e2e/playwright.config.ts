import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
  // On two cores a page waits behind the browser, the server and axe's scans (which run in the page's
  // own thread): 20 s before an expectation gives up.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
    viewport: { width: 1366, height: 900 },
    // A person who asks for less motion: toasts appear without fading in. axe's scans run beside
    // the journey, and one that met a toast mid-fade measured its text at 1.16-2.43:1.
    reducedMotion: 'reduce',
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: /listing-review\.spec\.ts/ },
    // Listing review turns on a marketplace-wide setting for its minute: it runs after every other
    // journey, so none of them adds a product while new listings wait for review.
    {
      name: 'listing-review',
      use: { browserName: 'chromium' },
      testMatch: /listing-review\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
});

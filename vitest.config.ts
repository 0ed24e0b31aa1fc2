import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // Two test files at a time fit the 2-core machine (PGlite runs in-process).
    maxWorkers: 2,
  },
});

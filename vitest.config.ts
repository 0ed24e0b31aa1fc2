import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/server',
      'apps/web',
      // The import rules of docs/architecture.md, checked over the source files (a second or two).
      { test: { name: 'architecture', include: ['architecture/*.test.ts'], environment: 'node' } },
    ],
    // Two test files at a time fit the 2-core machine (PGlite runs in-process).
    maxWorkers: 2,
  },
});

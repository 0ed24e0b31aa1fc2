import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    conditions: ['source', 'module', 'browser', 'development|production'],
    tsconfigPaths: true,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    restoreMocks: true,
    // Typing-heavy form tests need headroom when the whole suite shares two cores.
    testTimeout: 20_000,
    unstubGlobals: true,
    // A worker runs its test files one after another in one jsdom window and one module graph
    // instead of starting jsdom and importing React, the router and the pages again for each of the
    // 76 files: the project's CPU drops from about 240 s to 95 s (docs/test-time.md). The files were
    // already written for a shared window and modules, which their tests share within a file: every
    // test unmounts what it rendered and empties the storages (src/test/setup.ts), `restoreMocks` and
    // `unstubGlobals` undo spies and stubbed globals before each test, no file mocks a module
    // (`vi.mock`), and src/test/setup.ts puts back the clock, stubs and address after each file.
    isolate: false,
  },
});

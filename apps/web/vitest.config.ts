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
  },
});

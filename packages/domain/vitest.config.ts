import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Pure functions without mocks or stubs: the files share one module graph per worker (decision 0040).
    isolate: false,
  },
});

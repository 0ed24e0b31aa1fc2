import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // The global setup (migrating the template database) imports the schema, which imports @market/domain.
  environments: { __vitest__: { resolve: { conditions: ['source'] } } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A worker runs its test files one after another in one module graph instead of re-importing the
    // app (Fastify, Drizzle, PGlite's WASM) for each of the 115 files: about a third less CPU
    // (decision 0040). Each file still gets its own app and database (test/test-app.ts); the suite
    // mocks no module, stubs no global or environment variable and fakes no timer, so nothing a file
    // changes reaches the next one except the fixtures' counters.
    isolate: false,
  },
});

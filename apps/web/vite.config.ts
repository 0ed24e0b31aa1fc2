import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Alias, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** Development requests to these prefixes go to the API server (which also serves the built app). */
const API_ORIGIN = 'http://localhost:3000';
const proxied = ['/api', '/uploads', '/dev'];

/**
 * The production build renders with Preact's React compatibility layer instead of React and
 * react-dom (decision 0024): about 10 KB gzip instead of about 60 on every first load. The
 * Playwright journeys run against this build. WEB_RENDERER=react builds with React instead (to tell
 * a renderer's bug from ours). Development and the component tests always keep React.
 */
const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
];

/**
 * react-router publishes its production build (without the development warnings and their checks)
 * under dist/production but lists only dist/development in its exports: the build takes the former.
 */
const routerProduction: Alias = {
  find: /^react-router$/,
  replacement: fileURLToPath(import.meta.resolve('react-router')).replace(
    `${path.sep}development${path.sep}`,
    `${path.sep}production${path.sep}`,
  ),
};

/** Libraries on every page's first load: one chunk, kept apart from the app's code for caching. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](preact|react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]/;

/**
 * What the store chunk leaves out although a first load's imports reach it: the features' public
 * surfaces (index.ts) also re-export forms for lazy pages, which bring react-hook-form and zod (all of
 * zod but its global configuration, which main.tsx sets before any schema exists: lib/zod-config.ts).
 */
const NOT_FIRST_LOAD =
  /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]|[\\/]packages[\\/]domain[\\/]src[\\/]schemas[\\/]|-form\.tsx$/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const ZOD_CONFIG = /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;
const isStoreModule = (id: string) => !NOT_FIRST_LOAD.test(id) && (!ZOD.test(id) || ZOD_CONFIG.test(id));

export default defineConfig(({ command }) => ({
  // Brotli and gzip copies of every text asset, written at build time: the server sends them
  // (preCompressed) instead of compressing on each request.
  plugins: [react(), tailwindcss(), compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 })],
  resolve: {
    // Workspace packages expose their TypeScript sources through the `source` condition.
    conditions: ['source', 'module', 'browser', 'development|production'],
    // Preact in the production build (decision 0024); WEB_RENDERER=react keeps React.
    alias:
      command === 'build'
        ? [...(process.env.WEB_RENDERER === 'react' ? [] : preactAliases), routerProduction]
        : [],
    // `@/…` imports map to `src/…` (tsconfig.json `paths`).
    tsconfigPaths: true,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      proxied.map((prefix) => [prefix, { target: API_ORIGIN, changeOrigin: true, xfwd: true }]),
    ),
  },
  preview: {
    port: 4173,
    proxy: Object.fromEntries(
      proxied.map((prefix) => [prefix, { target: API_ORIGIN, changeOrigin: true, xfwd: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 3 },
            // Everything else a storefront page needs before its first paint, in one chunk (a slow
            // connection fetches a handful of files at a time: sixty small chunks cost round trips).
            // Of zod only its global configuration (lib/zod-config.ts, set by main.tsx before any
            // schema exists): the rest of zod stays with the forms that use it.
            {
              name: 'store',
              tags: ['$initial'],
              test: isStoreModule,
              includeDependenciesRecursively: false,
              priority: 2,
            },
            // The frame shared by the lazily loaded vendor portal and admin area.
            {
              name: 'portal',
              test: /[\\/]src[\\/](app[\\/]portal|components[\\/]ui[\\/]avatar)/,
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));

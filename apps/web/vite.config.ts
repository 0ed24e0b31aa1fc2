import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** Development requests to these prefixes go to the API server (which also serves the built app). */
const API_ORIGIN = 'http://localhost:3000';
const proxied = ['/api', '/uploads', '/dev'];

export default defineConfig({
  // Brotli and gzip copies of every text asset, written at build time: the server sends them
  // (preCompressed) instead of compressing on each request.
  plugins: [react(), tailwindcss(), compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 })],
  resolve: {
    // Workspace packages expose their TypeScript sources through the `source` condition.
    conditions: ['source', 'module', 'browser', 'development|production'],
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
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // The frame shared by the lazily loaded vendor portal and admin area.
            // (Only these modules: what they share with the storefront stays in the main chunk.)
            // zod's global configuration alone: main.tsx sets it (lib/zod-config.ts) before any schema
            // exists, and without this group it would share a chunk with all of zod, loading zod on
            // every storefront page though none of them validates anything.
            { name: 'zod-config', test: /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/ },
            {
              name: 'portal',
              test: /[\\/]src[\\/](app[\\/]portal|components[\\/]ui[\\/]avatar)/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});

import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: hashed assets with long-lived caching, sent as the build's brotli or
 * gzip copy when the browser accepts it, and index.html for every other non-API path (history
 * fallback). Source maps stay on the server (never sent). Unknown /api paths answer a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Our own cache-control below (the default would send 'max-age=0' over it).
      cacheControl: false,
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.setHeader('cache-control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || request.method !== 'GET') {
      return reply.status(404).send({
        success: false,
        message: `Route ${request.method} ${url.split('?')[0]} not found`,
        code: 'NOT_FOUND',
      });
    }
    // A missing asset (or a source map) is a 404, not the app's page.
    if (url.startsWith('/assets/')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    if (!hasWeb) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` (or `npm start`) first.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

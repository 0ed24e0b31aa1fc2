import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses API replies (brotli or gzip, as the client accepts) over 1 KB. Text types only, and
 * never a live event stream (it must reach the browser event by event). The web app's assets are
 * compressed at build time and sent as they are (web-app.ts, preCompressed).
 */
export const COMPRESSIBLE = /^(application\/(json|xml|javascript)|text\/(?!event-stream)|image\/svg\+xml)/;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
  });
}

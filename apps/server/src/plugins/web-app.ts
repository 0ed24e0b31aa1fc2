import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** A storefront address's status and the head tags to write into index.html (null: its own). */
export type PageDescriber = (url: {
  path: string;
  query: URLSearchParams;
}) => Promise<{ status: number; head: string | null }>;

/**
 * index.html split once around its <title> (where a page's own head tags go) with its default
 * meta description taken out when a page brings its own.
 */
function pageTemplate(html: string) {
  const title = /<title>[^<]*<\/title>/.exec(html);
  if (!title) {
    const end = html.indexOf('</head>');
    return (head: string | null) =>
      head === null || end < 0 ? html : `${html.slice(0, end)}  ${head}\n  ${html.slice(end)}`;
  }
  const before = html.slice(0, title.index);
  const after = html.slice(title.index + title[0].length);
  const description = /[ \t]*<meta name="description"[^>]*>\r?\n?/;
  const beforeWithout = before.replace(description, '');
  const afterWithout = after.replace(description, '');
  return (head: string | null) =>
    head === null ? html : `${beforeWithout}${head}${before === beforeWithout ? afterWithout : after}`;
}

/**
 * Serves the built web app: hashed assets with long-lived caching, sent as the build's brotli or
 * gzip copy when the browser accepts it, and index.html for every other non-API path (history
 * fallback), with the page's own head tags and status (404 for an unknown storefront address) when
 * a describer is given (decision 0015). Source maps stay on the server (never sent). Unknown /api
 * paths answer a JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  opts: { describePage?: PageDescriber } = {},
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  const render = hasWeb ? pageTemplate(fs.readFileSync(indexFile, 'utf8')) : null;
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

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (isApi(url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return apiNotFound(request.method, url, reply);
    }
    // A missing asset, upload or source map is a 404, not the app's page.
    if (url.startsWith('/assets/') || url.startsWith('/uploads/')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    if (!render) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` (or `npm start`) first.');
    }
    const queryAt = url.indexOf('?');
    const page = opts.describePage
      ? await opts.describePage({
          path: queryAt < 0 ? url : url.slice(0, queryAt),
          query: new URLSearchParams(queryAt < 0 ? '' : url.slice(queryAt + 1)),
        })
      : { status: 200, head: null };
    const html = render(page.head);
    // The not-found handler is no route, so @fastify/compress does not see it: compressed here.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply
      .status(page.status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (!encoding) return reply.send(html);
    const body =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } })
        : gzipSync(html);
    return reply.header('content-encoding', encoding).send(body);
  });
}

/** br, else gzip, when the client accepts it (a q=0 refuses). */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

function apiNotFound(method: string, url: string, reply: FastifyReply) {
  return reply.status(404).send({
    success: false,
    message: `Route ${method} ${url.split('?')[0]} not found`,
    code: 'NOT_FOUND',
  });
}

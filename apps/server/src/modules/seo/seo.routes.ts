import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  renderRobots,
  renderSitemapFile,
  renderSitemapIndex,
  SITEMAP_FILES,
  type SitemapFile,
} from './sitemap.service.js';

/** Crawlers may keep these an hour; they change as products do, not by the second. */
const CRAWLER_CACHE = 'public, max-age=3600';
const FILE_NAME = new RegExp(`^(${SITEMAP_FILES.join('|')})-([1-9][0-9]{0,8})\\.xml$`);

/** robots.txt and the sitemap, at the site's root (outside the API and its OpenAPI document). */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CRAWLER_CACHE)
      .send(renderRobots({ ctx })),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CRAWLER_CACHE)
      .send(await renderSitemapIndex({ ctx })),
  );

  app.get(
    '/sitemaps/:file',
    { schema: { hide: true, params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const match = FILE_NAME.exec(request.params.file);
      const body = match
        ? await renderSitemapFile({ ctx, file: match[1] as SitemapFile, page: Number(match[2]) })
        : null;
      if (body === null)
        return reply
          .status(404)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send('Sitemap not found');
      return reply.type('application/xml; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(body);
    },
  );
};

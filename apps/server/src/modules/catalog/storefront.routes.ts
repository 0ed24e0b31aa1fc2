import { storefrontQuerySchema } from '@market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/http.js';
import { compileReplySerializer } from '../../plugins/serializer.js';
import { cachedResponse } from './list-cache.js';
import { publicProductReply, shopDto, shopReply, storefrontListReply } from './products.schemas.js';
import { getShop, listStorefrontShops, searchStorefront, viewProduct } from './storefront.service.js';

/** Public storefront: search, the product page (records a view) and a vendor's shop header. */
const productLinkParam = z.object({ id: z.string().max(100) });

export const storefrontRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // The list's body is kept as text in the response cache, so it is serialised here, the same
  // way as every other reply (decision 0014).
  const compiled =
    ctx.config.replySerializer === 'compiled' ? compileReplySerializer(storefrontListReply) : undefined;
  const serializeList = compiled ?? ((body: unknown) => JSON.stringify(storefrontListReply.parse(body)));

  app.get(
    '/products',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'searchProducts',
        tags: ['storefront'],
        summary:
          'Search products: page, limit (12, max 60), search, category (includes subcategories), vendor, ' +
          'minPrice, maxPrice, sort newest|price_low|price_high|name|relevance, featured',
        querystring: storefrontQuerySchema,
        response: { 200: storefrontListReply },
      },
    },
    async (request, reply) => {
      // Serialised once per query and kept a few seconds (see list-cache.ts).
      const body = await cachedResponse(ctx, JSON.stringify(request.query), async () =>
        serializeList({ success: true, data: await searchStorefront({ ctx, query: request.query }) }),
      );
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    '/products/:id',
    {
      config: { publicCache: true },
      onRequest: app.optionalAuth,
      schema: {
        tags: ['storefront'],
        operationId: 'viewProduct',
        summary: 'Product page (counts a view)',
        // Any text: a mistyped or shortened link is a product that does not exist (404), not bad input.
        params: productLinkParam,
        response: { 200: publicProductReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: await viewProduct({ ctx, id: request.params.id, viewer: request.auth }),
    }),
  );

  app.get(
    '/shops',
    {
      config: { publicCache: true },
      schema: {
        tags: ['storefront'],
        operationId: 'listShops',
        summary: 'Approved shops with products for sale, by name',
        response: { 200: envelope(z.object({ shops: z.array(shopDto) })) },
      },
    },
    async () => ({ success: true as const, data: { shops: await listStorefrontShops({ ctx }) } }),
  );

  app.get(
    '/shops/:vendorId',
    {
      config: { publicCache: true },
      schema: {
        tags: ['storefront'],
        operationId: 'getShop',
        summary: 'A vendor’s shop header (approved vendors only); its products: /products?vendor=',
        params: z.object({ vendorId: z.uuid({ error: 'Shop not found' }) }),
        response: { 200: shopReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getShop({ ctx, vendorId: request.params.vendorId }),
    }),
  );
};

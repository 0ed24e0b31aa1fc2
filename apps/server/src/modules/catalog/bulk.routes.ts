import { bulkDeleteSchema, bulkPricesSchema, bulkStockSchema, bulkUpdateSchema } from '@market/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bulkDeleteProducts, bulkUpdatePrices, bulkUpdateProducts, bulkUpdateStock } from './bulk.service.js';
import type { ProductOwner } from './products.service.js';

const bulkReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ modifiedCount: z.number().int(), productIds: z.array(z.string()) }),
});

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

function registerBulkRoutes(app: ZodApp, opts: { base: string; tag: string; admin: boolean }) {
  const ctx = app.ctx;
  const who = opts.admin ? 'Admin' : 'Vendor';
  const guard = app.requireRole(opts.admin ? 'admin' : 'vendor');
  const ownerOf = (request: FastifyRequest): ProductOwner => ({
    vendorId: opts.admin ? null : request.auth!.vendorId!,
    actorId: request.auth!.userId,
  });
  const reply = (r: { message: string; modifiedCount: number; productIds: string[] }) => ({
    success: true as const,
    message: r.message,
    data: { modifiedCount: r.modifiedCount, productIds: r.productIds },
  });

  app.post(
    `${opts.base}/bulk/delete`,
    {
      onRequest: guard,
      schema: {
        operationId: `bulkDelete${who}Products`,
        tags: [opts.tag],
        summary: 'Delete products (soft)',
        errors: [404],
        body: bulkDeleteSchema,
        response: { 200: bulkReply },
      },
    },
    async (request) => reply(await bulkDeleteProducts({ ctx, owner: ownerOf(request), ...request.body })),
  );
  app.post(
    `${opts.base}/bulk/update`,
    {
      onRequest: guard,
      schema: {
        operationId: `bulkUpdate${who}Products`,
        tags: [opts.tag],
        summary: 'Set status or category',
        errors: [404, 409],
        body: bulkUpdateSchema,
        response: { 200: bulkReply },
      },
    },
    async (request) => reply(await bulkUpdateProducts({ ctx, owner: ownerOf(request), ...request.body })),
  );
  app.post(
    `${opts.base}/bulk/prices`,
    {
      onRequest: guard,
      schema: {
        operationId: `bulkUpdate${who}Prices`,
        tags: [opts.tag],
        summary: 'Raise or lower prices',
        errors: [404],
        body: bulkPricesSchema,
        response: { 200: bulkReply },
      },
    },
    async (request) => reply(await bulkUpdatePrices({ ctx, owner: ownerOf(request), ...request.body })),
  );
  app.post(
    `${opts.base}/bulk/stock`,
    {
      onRequest: guard,
      schema: {
        operationId: `bulkUpdate${who}Stock`,
        tags: [opts.tag],
        summary: 'Set, raise or lower stock',
        errors: [404],
        body: bulkStockSchema,
        response: { 200: bulkReply },
      },
    },
    async (request) => reply(await bulkUpdateStock({ ctx, owner: ownerOf(request), ...request.body })),
  );
}

/** Bulk Product Management: `/vendors/products/bulk/*` and the same for the admin's own products. */
export const bulkRoutes: FastifyPluginAsyncZod = async (app) => {
  registerBulkRoutes(app, { base: '/vendors/products', tag: 'catalog', admin: false });
  registerBulkRoutes(app, { base: '/admin/products', tag: 'admin', admin: true });
};

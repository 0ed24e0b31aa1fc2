import {
  createInventoryBody,
  INVENTORY_IMPORT_MAX_BYTES,
  importResultSchema,
  inventoryAlertSchema,
  inventoryAlertsQuery,
  inventoryAnalyticsQuery,
  inventoryAnalyticsSchema,
  inventoryBulkUpdateBody,
  inventoryExportQuery,
  inventoryItemSchema,
  inventoryListQuery,
  inventoryOverviewSchema,
  inventoryPaginationSchema,
  inventoryReorderQuery,
  inventoryValuationBody,
  inventoryValuationSchema,
  INVENTORY_MESSAGES as M,
  reorderItemSchema,
} from '@market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.js';
import { envelope } from '../../lib/http.js';
import { type FileRule, readMultipart } from '../../plugins/uploads.js';
import { exportInventoryCsv, importInventoryCsv } from './csv.service.js';
import {
  createInventoryItem,
  getInventoryAnalytics,
  getInventoryOverview,
  listInventory,
  listInventoryAlerts,
  syncProductInventory,
} from './inventory.service.js';
import { inventoryItemRoutes } from './inventory-item.routes.js';
import { base, itemReply, productIdParam, routeKit, tags } from './inventory-route-parts.js';
import { calculateValuation, listReorderNeeded } from './planning.service.js';
import { bulkUpdateInventory } from './stock.service.js';

/** The import's multipart rule: one CSV file up to 5 MB (413 above, 415 when not CSV). */
export const IMPORT_FORM: { files: { file: FileRule } } = {
  files: {
    file: {
      max: 1,
      maxBytes: INVENTORY_IMPORT_MAX_BYTES,
      types: ['text/csv'],
      textExtensions: ['csv', 'txt'],
      typeMessage: M.notCsv,
      sizeMessage: M.fileTooLarge,
    },
  },
};

/** Spec 001 section 7: every inventory call, for the signed-in vendor's own items only (404 otherwise). */
export const inventoryRoutes: FastifyPluginAsyncZod = async (app, opts) => {
  const { ctx, vendor, who, ok } = routeKit(app);

  app.get(
    base,
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'listInventory',
        summary: 'Inventory items with search, status filter, sort and pagination (20 a page)',
        querystring: inventoryListQuery,
        response: {
          200: envelope(
            z.object({ items: z.array(inventoryItemSchema), pagination: inventoryPaginationSchema }),
          ),
        },
      },
    },
    async (request) => ok(await listInventory({ ...who(request), query: request.query })),
  );

  app.get(
    `${base}/overview`,
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'getInventoryOverview',
        summary: 'Cards (items, stock, low stock, FIFO value), items changed last, first 5 active alerts',
        response: { 200: envelope(inventoryOverviewSchema) },
      },
    },
    async (request) => ok(await getInventoryOverview(who(request))),
  );

  app.get(
    `${base}/alerts/list`,
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'listInventoryAlerts',
        summary: 'Open stock alerts, newest first; acknowledged=true|false filters',
        querystring: inventoryAlertsQuery,
        response: {
          200: envelope(
            z.object({
              alerts: z.array(inventoryAlertSchema),
              pagination: inventoryPaginationSchema,
              activeCount: z.number().int(),
            }),
          ),
        },
      },
    },
    async (request) => ok(await listInventoryAlerts({ ...who(request), ...request.query })),
  );

  app.get(
    `${base}/analytics`,
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'getInventoryAnalytics',
        summary: 'Status distribution, movements of the last N days by type, top products by stock value',
        querystring: inventoryAnalyticsQuery,
        response: { 200: envelope(inventoryAnalyticsSchema) },
      },
    },
    async (request) => ok(await getInventoryAnalytics({ ...who(request), period: request.query.period })),
  );

  app.get(
    `${base}/reorder-needed`,
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'listReorderNeeded',
        summary: 'Items at or below their reorder point, with days of cover from the last 30 days of sales',
        querystring: inventoryReorderQuery,
        response: {
          200: envelope(
            z.object({ items: z.array(reorderItemSchema), pagination: inventoryPaginationSchema }),
          ),
        },
      },
    },
    async (request) => ok(await listReorderNeeded({ ...who(request), ...request.query })),
  );

  app.get(
    `${base}/export`,
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'exportInventory',
        summary: 'The inventory as CSV (inventory_<date>.csv)',
        querystring: inventoryExportQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const date = ctx.clock.now().toISOString().slice(0, 10);
      const csv = await exportInventoryCsv(who(request));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="inventory_${date}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    `${base}/import`,
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'importInventory',
        errors: [409],
        summary:
          'Import a CSV by SKU: checked whole first; any bad row changes nothing and answers 400 IMPORT_INVALID with `rows` [{row, column, message}]',
        form: {
          properties: { file: { type: 'string', format: 'binary', description: 'CSV, at most 5 MB' } },
          required: ['file'],
        },
        response: { 200: envelope(importResultSchema) },
      },
    },
    async (request) => {
      const form = await readMultipart(request, IMPORT_FORM);
      const file = form.files.file[0];
      if (!file) throw badRequest(M.fileRequired, [{ path: 'file', message: M.fileRequired }]);
      const result = await importInventoryCsv({ ...who(request), file: file.path });
      return ok(result, M.importDone(result.changed));
    },
  );

  app.post(
    `${base}/bulk-update`,
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'bulkUpdateInventory',
        errors: [404, 409],
        summary: 'Set stock and levels of several items in one transaction (a foreign id changes nothing)',
        body: inventoryBulkUpdateBody,
        response: {
          200: envelope(z.object({ updated: z.number().int(), items: z.array(inventoryItemSchema) })),
        },
      },
    },
    async (request) => ok(await bulkUpdateInventory({ ...who(request), body: request.body })),
  );

  app.post(
    `${base}/calculate-valuation`,
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'calculateInventoryValuation',
        summary:
          "Value the stock by FIFO (default), LIFO or average cost; units without a batch count 0 ('no cost recorded')",
        body: inventoryValuationBody,
        response: { 200: envelope(inventoryValuationSchema) },
      },
    },
    async (request) => ok(await calculateValuation({ ...who(request), method: request.body.method })),
  );

  app.post(
    `${base}/sync-product/:id`,
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'syncProductInventory',
        summary: "Make sure one of the vendor's products has its inventory item (created with the defaults)",
        params: productIdParam,
        response: { 200: envelope(z.object({ item: inventoryItemSchema, created: z.boolean() })) },
      },
    },
    async (request) => ok(await syncProductInventory({ ...who(request), productId: request.params.id })),
  );

  app.post(
    base,
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'createInventoryItem',
        errors: [404, 409],
        summary:
          'Create the item of a product (defaults: stock 0, threshold 10, reorder point 20, quantity 50)',
        body: createInventoryBody,
        response: { 201: itemReply },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return ok(await createInventoryItem({ ...who(request), body: request.body }));
    },
  );

  // The calls on one item (`/:id...`), registered after these in the same scope.
  await inventoryItemRoutes(app, opts);
};

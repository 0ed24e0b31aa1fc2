import {
  adjustStockBody,
  batchSchema,
  createInventoryBody,
  demandForecastSchema,
  INVENTORY_IMPORT_MAX_BYTES,
  importResultSchema,
  inventoryAlertSchema,
  inventoryAlertsQuery,
  inventoryAnalyticsQuery,
  inventoryAnalyticsSchema,
  inventoryBulkUpdateBody,
  inventoryConfirmSaleBody,
  inventoryExportQuery,
  inventoryForecastBody,
  inventoryItemSchema,
  inventoryListQuery,
  inventoryMovementsQuery,
  inventoryOverviewSchema,
  inventoryPaginationSchema,
  inventoryReleaseBody,
  inventoryReorderQuery,
  inventoryReserveBody,
  inventoryValuationBody,
  inventoryValuationSchema,
  INVENTORY_MESSAGES as M,
  PRODUCT_MESSAGES,
  receiveBatchBody,
  reorderItemSchema,
  stockMovementSchema,
  updateInventoryBody,
} from '@market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.js';
import { envelope, idParamOf, messageOnly } from '../../lib/http.js';
import { type FileRule, readMultipart } from '../../plugins/uploads.js';
import { exportInventoryCsv, importInventoryCsv } from './csv.service.js';
import {
  acknowledgeInventoryAlert,
  createInventoryItem,
  deleteInventoryItem,
  getInventoryAnalytics,
  getInventoryItem,
  getInventoryOverview,
  listInventory,
  listInventoryAlerts,
  listItemBatches,
  listItemMovements,
  syncProductInventory,
  updateInventoryItem,
} from './inventory.service.js';
import { calculateValuation, forecastItemDemand, listReorderNeeded } from './planning.service.js';
import {
  adjustStock,
  bulkUpdateInventory,
  confirmSale,
  receiveBatch,
  releaseStock,
  reserveStock,
} from './stock.service.js';

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

const tags = ['vendor inventory'];
const base = '/vendors/inventory';
const itemReply = envelope(z.object({ item: inventoryItemSchema }));
const itemMoveReply = envelope(z.object({ item: inventoryItemSchema, movement: stockMovementSchema }));
const pageQuery = inventoryReorderQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
/** Malformed ids answer 404 with these messages (plugins/errors.ts). */
const itemIdParam = idParamOf(M.itemNotFound);
const productIdParam = idParamOf(PRODUCT_MESSAGES.notFound);
const alertParams = z.object({
  id: z.uuid({ error: M.itemNotFound }),
  alertId: z.uuid({ error: M.alertNotFound }),
});

/** Spec 001 section 7: every inventory call, for the signed-in vendor's own items only (404 otherwise). */
export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const vendor = app.requireRole('vendor');
  type Authed = { auth: { vendorId: string | null; userId: string } | null };
  const who = (request: Authed) => ({ ctx, vendorId: request.auth!.vendorId!, userId: request.auth!.userId });
  const ok = <T>(data: T, message?: string) => ({
    success: true as const,
    data,
    ...(message ? { message } : {}),
  });

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

  app.get(
    `${base}/:id`,
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'getInventoryItem',
        summary: 'One inventory item',
        params: itemIdParam,
        response: { 200: itemReply },
      },
    },
    async (request) => ok(await getInventoryItem({ ...who(request), id: request.params.id })),
  );

  app.put(
    `${base}/:id`,
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'updateInventoryItem',
        summary: 'Change the low-stock threshold, reorder point and quantity, or discontinue',
        params: itemIdParam,
        body: updateInventoryBody,
        response: { 200: itemReply },
      },
    },
    async (request) =>
      ok(await updateInventoryItem({ ...who(request), id: request.params.id, body: request.body })),
  );

  app.delete(
    `${base}/:id`,
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'deleteInventoryItem',
        errors: [409],
        summary: 'Delete an item (its units leave with a removal movement; refused while units are reserved)',
        params: itemIdParam,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      const { message } = await deleteInventoryItem({ ...who(request), id: request.params.id });
      return { success: true as const, message };
    },
  );

  app.post(
    `${base}/:id/adjust`,
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'adjustInventoryStock',
        errors: [409],
        summary: 'Adjust current stock by a signed quantity with a reason; a unit cost records a batch',
        params: itemIdParam,
        body: adjustStockBody,
        response: { 200: itemMoveReply },
      },
    },
    async (request) =>
      ok(await adjustStock({ ...who(request), id: request.params.id, body: request.body }), M.adjusted),
  );

  app.post(
    `${base}/:id/batches`,
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'receiveInventoryBatch',
        summary: 'Receive a batch (quantity, unit cost, date, supplier, reference): stock rises',
        params: itemIdParam,
        body: receiveBatchBody,
        response: { 201: envelope(z.object({ batch: batchSchema, item: inventoryItemSchema })) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return ok(await receiveBatch({ ...who(request), id: request.params.id, body: request.body }));
    },
  );

  app.get(
    `${base}/:id/batches`,
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'listInventoryBatches',
        summary: "The item's batches, oldest first, with what sales left of each",
        params: itemIdParam,
        querystring: pageQuery,
        response: {
          200: envelope(z.object({ batches: z.array(batchSchema), pagination: inventoryPaginationSchema })),
        },
      },
    },
    async (request) =>
      ok(await listItemBatches({ ...who(request), id: request.params.id, ...request.query })),
  );

  app.get(
    `${base}/:id/movements`,
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'listInventoryMovements',
        summary: "The item's stock ledger, newest first",
        params: itemIdParam,
        querystring: inventoryMovementsQuery,
        response: {
          200: envelope(
            z.object({ movements: z.array(stockMovementSchema), pagination: inventoryPaginationSchema }),
          ),
        },
      },
    },
    async (request) =>
      ok(await listItemMovements({ ...who(request), id: request.params.id, ...request.query })),
  );

  app.post(
    `${base}/:id/alerts/:alertId/acknowledge`,
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'acknowledgeInventoryAlert',
        summary: 'Acknowledge one of the item’s alerts',
        params: alertParams,
        response: { 200: envelope(z.object({ alert: inventoryAlertSchema })) },
      },
    },
    async (request) =>
      ok(
        await acknowledgeInventoryAlert({
          ...who(request),
          inventoryId: request.params.id,
          alertId: request.params.alertId,
        }),
        M.acknowledged,
      ),
  );

  const orderMove = (
    path: string,
    operationId: string,
    summary: string,
    body: typeof inventoryReserveBody | typeof inventoryReleaseBody,
    run: (opts: Parameters<typeof releaseStock>[0]) => ReturnType<typeof reserveStock>,
  ) =>
    app.post(
      `${base}/:id/${path}`,
      {
        onRequest: vendor,
        schema: {
          tags,
          operationId,
          errors: [409],
          summary,
          params: itemIdParam,
          body,
          response: { 200: itemMoveReply },
        },
      },
      async (request) =>
        ok(
          await run({
            ...who(request),
            id: request.params.id,
            ...(request.body as { quantity: number; orderId: string; reason: string }),
          }),
        ),
    );
  orderMove(
    'reserve',
    'reserveInventoryStock',
    'Reserve available units for one of the vendor’s orders',
    inventoryReserveBody,
    reserveStock,
  );
  orderMove(
    'release',
    'releaseInventoryStock',
    'Release units reserved for an order',
    inventoryReleaseBody,
    releaseStock,
  );
  orderMove(
    'confirm-sale',
    'confirmInventorySale',
    'Confirm the sale of units reserved for an order (current and reserved stock drop)',
    inventoryConfirmSaleBody,
    confirmSale,
  );

  app.put(
    `${base}/:id/forecast`,
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'forecastInventoryDemand',
        summary: 'Forecast daily demand and the run-out date from sales history (method stated in the reply)',
        params: itemIdParam,
        body: inventoryForecastBody,
        response: { 200: envelope(z.object({ forecast: demandForecastSchema })) },
      },
    },
    async (request) =>
      ok(await forecastItemDemand({ ...who(request), id: request.params.id, ...request.body })),
  );
};

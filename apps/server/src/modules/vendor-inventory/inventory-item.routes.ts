import {
  adjustStockBody,
  batchSchema,
  demandForecastSchema,
  inventoryAlertSchema,
  inventoryConfirmSaleBody,
  inventoryForecastBody,
  inventoryItemSchema,
  inventoryMovementsQuery,
  inventoryPaginationSchema,
  inventoryReleaseBody,
  inventoryReserveBody,
  INVENTORY_MESSAGES as M,
  receiveBatchBody,
  stockMovementSchema,
  updateInventoryBody,
} from '@market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageOnly } from '../../lib/http.js';
import {
  acknowledgeInventoryAlert,
  deleteInventoryItem,
  getInventoryItem,
  listItemBatches,
  listItemMovements,
  updateInventoryItem,
} from './inventory.service.js';
import {
  alertParams,
  base,
  itemIdParam,
  itemMoveReply,
  itemReleaseReply,
  itemReply,
  pageQuery,
  routeKit,
  tags,
} from './inventory-route-parts.js';
import { forecastItemDemand } from './planning.service.js';
import { adjustStock, confirmSale, receiveBatch, releaseStock, reserveStock } from './stock.service.js';

/** The inventory calls on one of the vendor's items (`/vendors/inventory/:id...`). */
export const inventoryItemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { vendor, who, ok } = routeKit(app);

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
    body: typeof inventoryReserveBody,
    run: typeof reserveStock,
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
            ...(request.body as { quantity: number; orderId: string }),
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
  app.post(
    `${base}/:id/release`,
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'releaseInventoryStock',
        errors: [409],
        summary: 'Release reserved units: of one order, or (no orderId) the item’s, oldest reservation first',
        description:
          'With orderId: never more than are still reserved for that order. Without (the spec sends quantity and reason): ' +
          'a manual release of the item’s reserved units, never more than are reserved (409), written as one release ' +
          'movement per order holding them, oldest reservation first; `movements` lists them, `movement` is the last.',
        params: itemIdParam,
        body: inventoryReleaseBody,
        response: { 200: itemReleaseReply },
      },
    },
    async (request) => ok(await releaseStock({ ...who(request), id: request.params.id, ...request.body })),
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

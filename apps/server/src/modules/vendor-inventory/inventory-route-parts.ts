import {
  inventoryItemSchema,
  inventoryReorderQuery,
  INVENTORY_MESSAGES as M,
  PRODUCT_MESSAGES,
  stockMovementSchema,
} from '@market/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelope, idParamOf } from '../../lib/http.js';

/** The shared pieces of the inventory routes (inventory.routes.ts, inventory-item.routes.ts). */
export const tags = ['vendor inventory'];
export const base = '/vendors/inventory';
export const itemReply = envelope(z.object({ item: inventoryItemSchema }));
export const itemMoveReply = envelope(z.object({ item: inventoryItemSchema, movement: stockMovementSchema }));
/** A release: the item, its last movement and every release movement written (one per order released). */
export const itemReleaseReply = envelope(
  z.object({
    item: inventoryItemSchema,
    movement: stockMovementSchema,
    movements: z.array(stockMovementSchema),
  }),
);
export const pageQuery = inventoryReorderQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
/** Malformed ids answer 404 with these messages (plugins/errors.ts). */
export const itemIdParam = idParamOf(M.itemNotFound);
export const productIdParam = idParamOf(PRODUCT_MESSAGES.notFound);
export const alertParams = z.object({
  id: z.uuid({ error: M.itemNotFound }),
  alertId: z.uuid({ error: M.alertNotFound }),
});

type Authed = { auth: { vendorId: string | null; userId: string } | null };

/** What every inventory route uses: the vendor hook, who is calling, and the success envelope. */
export function routeKit(app: FastifyInstance) {
  const ctx = app.ctx;
  return {
    ctx,
    vendor: app.requireRole('vendor'),
    who: (request: Authed) => ({ ctx, vendorId: request.auth!.vendorId!, userId: request.auth!.userId }),
    ok: <T>(data: T, message?: string) => ({
      success: true as const,
      data,
      ...(message ? { message } : {}),
    }),
  };
}

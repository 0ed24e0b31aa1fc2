import {
  adminProductListQuerySchema,
  clearModerationSchema,
  deactivateProductSchema,
  MODERATION_MESSAGES,
} from '@market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../lib/http.js';
import { adminProductListReply, moderatedProductReply } from './moderation.schemas.js';
import {
  clearModeration,
  deactivateProduct,
  getModeratedProduct,
  listAdminProducts,
} from './moderation.service.js';

/**
 * Catalogue moderation (decision 0017): every product of every owner for admins, and the hold an
 * admin places on a vendor's product. Impersonation sessions are vendor sessions: 403 here.
 */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const guard = app.requireRole('admin');
  const admin = (request: { auth: { userId: string; name: string } | null }) => ({
    id: request.auth!.userId,
    name: request.auth!.name,
  });

  app.get(
    '/admin/moderation/products',
    {
      onRequest: guard,
      schema: {
        operationId: 'listAllProductsForModeration',
        tags: ['admin'],
        summary:
          'Every product (marketplace and vendors): page, limit (20), search (title or SKU), vendor (id or "marketplace"), status (active, inactive, draft, moderated), category, stockStatus, sort',
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductListReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listAdminProducts({ ctx, query: request.query }),
    }),
  );

  app.get(
    '/admin/moderation/products/:id',
    {
      onRequest: guard,
      schema: {
        operationId: 'getProductForModeration',
        tags: ['admin'],
        summary: 'Any product with its moderation history (newest first)',
        params: idParam,
        response: { 200: moderatedProductReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getModeratedProduct({ ctx, id: request.params.id }),
    }),
  );

  app.post(
    '/admin/moderation/products/:id/deactivate',
    {
      onRequest: guard,
      schema: {
        operationId: 'deactivateVendorProduct',
        tags: ['admin'],
        summary:
          "Deactivates a vendor's product with a reason (1-500 characters): it leaves the storefront, the vendor is e-mailed and cannot reactivate it until the moderation is cleared",
        params: idParam,
        body: deactivateProductSchema,
        response: { 200: moderatedProductReply },
        errors: [409],
      },
    },
    async (request) => ({
      success: true as const,
      data: await deactivateProduct({
        ctx,
        admin: admin(request),
        id: request.params.id,
        reason: request.body.reason,
      }),
      message: MODERATION_MESSAGES.deactivated,
    }),
  );

  app.post(
    '/admin/moderation/products/:id/clear',
    {
      onRequest: guard,
      schema: {
        operationId: 'clearProductModeration',
        tags: ['admin'],
        summary:
          'Clears the moderation: the vendor may reactivate the product again (it stays inactive until then); optional note',
        params: idParam,
        body: clearModerationSchema,
        response: { 200: moderatedProductReply },
        errors: [409],
      },
    },
    async (request) => ({
      success: true as const,
      data: await clearModeration({
        ctx,
        admin: admin(request),
        id: request.params.id,
        note: request.body.note || undefined,
      }),
      message: MODERATION_MESSAGES.cleared,
    }),
  );
};

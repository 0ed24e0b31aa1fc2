import { listingReviewQuerySchema, LISTING_REVIEW_MESSAGES as M, rejectListingSchema } from '@market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageOnly, paginationSchema } from '../../lib/http.js';
import { approveListing, listReviewQueue, rejectListing } from './listing-review.service.js';
import { productListItemDto } from './products.schemas.js';

const idParam = z.object({ id: z.string() });

const queueItemDto = productListItemDto.extend({
  vendor: z.object({ _id: z.string(), businessName: z.string() }).nullable(),
  /** The admin who last decided (a rejected product's reviewer), or null. */
  reviewedBy: z.string().nullable(),
});

/**
 * Listing review (decision 0044): the admins' queue of vendors' new and changed products, approve,
 * and reject with a reason the vendor sees. Admin sessions only: a vendor (or an admin
 * impersonating one) cannot approve its own listing.
 */
export const listingReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const guard = app.requireRole('admin');
  const tags = ['admin'];

  app.get(
    '/admin/listing-review',
    {
      onRequest: guard,
      schema: {
        tags,
        operationId: 'listListingReviewQueue',
        summary:
          "Vendors' products waiting for review (state=pending, the default) or rejected (state=rejected): page, limit (20), search (title or SKU), vendor; oldest submission first",
        querystring: listingReviewQuerySchema,
        response: {
          200: envelope(z.object({ products: z.array(queueItemDto), pagination: paginationSchema })),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await listReviewQueue({ ctx, query: request.query }) };
    },
  );

  app.post(
    '/admin/listing-review/:id/approve',
    {
      onRequest: guard,
      schema: {
        tags,
        operationId: 'approveListing',
        summary:
          'Approve a waiting listing: buyers see it (while its status is Active); the vendor is e-mailed',
        params: idParam,
        body: z.strictObject({}).nullish(),
        errors: [404, 409],
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await approveListing({ ctx, adminId: request.auth!.userId, id: request.params.id });
      return { success: true as const, message: M.approved };
    },
  );

  app.post(
    '/admin/listing-review/:id/reject',
    {
      onRequest: guard,
      schema: {
        tags,
        operationId: 'rejectListing',
        summary:
          'Reject a waiting listing with a reason (3-500 characters) the vendor sees on My Products, its form and the e-mail',
        params: idParam,
        body: rejectListingSchema,
        errors: [404, 409],
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await rejectListing({
        ctx,
        adminId: request.auth!.userId,
        id: request.params.id,
        reason: request.body.reason,
      });
      return { success: true as const, message: M.rejected };
    },
  );
};

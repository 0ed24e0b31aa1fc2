import {
  createInquirySchema,
  inquiryRatingSchema,
  inquiryReplySchema,
  INQUIRY_MESSAGES as M,
} from '@market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginationQuery } from '../../lib/http.js';
import { accountThrottle } from '../../plugins/throttle.js';
import {
  countMyUnread,
  getMyInquiry,
  listMyInquiries,
  openInquiry,
  rateInquiry,
  replyAsCustomer,
} from './customer-inquiries.service.js';
import {
  customerInquiryReply,
  inquiryIdParam,
  inquiryListReply,
  messageForm,
  messageReply,
  unreadReply,
} from './inquiries.schemas.js';
import { readMessageRequest } from './message-input.js';

const tags = ['inquiries'];
const text = { type: 'string' };

/** The customer's side: open an inquiry, list, read, reply, rate. */
export const customerInquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const customer = app.requireRole('customer');

  app.post(
    '/inquiries',
    {
      onRequest: customer,
      schema: {
        tags,
        operationId: 'openInquiry',
        summary:
          'Ask a vendor (or the marketplace) about a product or an own order; JSON or multipart with attachments',
        description:
          'Body `{ vendorId?, subject, category, message, relatedOrder?, relatedProduct? }` as JSON, or the same fields as ' +
          'multipart/form-data with up to 5 `attachments` (5MB each, JPEG/PNG/GIF/WEBP/PDF by content). ' +
          'At most 10 inquiries per customer per hour (429).',
        form: messageForm(
          { vendorId: text, subject: text, category: text, relatedOrder: text, relatedProduct: text },
          ['subject', 'category', 'message'],
        ),
        errors: [404, 429],
        response: { 201: customerInquiryReply },
      },
    },
    async (request, reply) => {
      const { input, files } = await readMessageRequest(request, createInquirySchema);
      const inquiry = await openInquiry({ ctx, customer: { userId: request.auth!.userId }, input, files });
      return reply.status(201).send({ success: true as const, data: { inquiry }, message: M.inquirySent });
    },
  );

  app.get(
    '/inquiries',
    {
      onRequest: customer,
      schema: {
        tags,
        operationId: 'listMyInquiries',
        summary: "The customer's inquiries, latest activity first, with unread counts",
        querystring: paginationQuery(20, 100),
        response: { 200: inquiryListReply },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: await listMyInquiries({ ctx, customer: { userId: request.auth!.userId }, ...request.query }),
      };
    },
  );

  app.get(
    '/inquiries/unread-count',
    {
      onRequest: customer,
      schema: {
        tags,
        operationId: 'countMyUnreadInquiryMessages',
        summary: "Unread vendor messages over the customer's inquiries (account menu badge)",
        response: { 200: unreadReply },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: await countMyUnread({ ctx, customer: { userId: request.auth!.userId } }),
      };
    },
  );

  app.get(
    '/inquiries/:inquiryId',
    {
      onRequest: customer,
      schema: {
        tags,
        operationId: 'getMyInquiry',
        summary: "One of the customer's inquiries with its conversation (marks the vendor's messages read)",
        params: inquiryIdParam,
        response: { 200: customerInquiryReply },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const inquiry = await getMyInquiry({
        ctx,
        customer: { userId: request.auth!.userId },
        inquiryRef: request.params.inquiryId,
      });
      return { success: true as const, data: { inquiry } };
    },
  );

  app.post(
    '/inquiries/:inquiryId/reply',
    {
      onRequest: customer,
      config: accountThrottle(ctx.config, 'replies'),
      schema: {
        tags,
        operationId: 'replyToMyInquiry',
        summary: 'Reply while the inquiry is not closed: JSON {message} or multipart with attachments',
        params: inquiryIdParam,
        form: messageForm(),
        errors: [409],
        response: { 201: messageReply },
      },
    },
    async (request, reply) => {
      const { input, files } = await readMessageRequest(request, inquiryReplySchema);
      const message = await replyAsCustomer({
        ctx,
        customer: { userId: request.auth!.userId, name: request.auth!.name },
        inquiryRef: request.params.inquiryId,
        message: input.message,
        files,
      });
      return reply.status(201).send({ success: true as const, data: { message }, message: M.messageSent });
    },
  );

  app.post(
    '/inquiries/:inquiryId/rating',
    {
      onRequest: customer,
      config: accountThrottle(ctx.config, 'ratings'),
      schema: {
        tags,
        operationId: 'rateMyInquiry',
        summary: 'Rate a resolved inquiry 1 to 5, once',
        params: inquiryIdParam,
        body: inquiryRatingSchema,
        errors: [409],
        response: { 200: customerInquiryReply },
      },
    },
    async (request) => {
      const inquiry = await rateInquiry({
        ctx,
        customer: { userId: request.auth!.userId },
        inquiryRef: request.params.inquiryId,
        rating: request.body.rating,
      });
      return { success: true as const, data: { inquiry }, message: M.rated };
    },
  );
};
